import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError, isForbidden } from '../../lib/api/api-error';
import { PermissionDenied } from './permission-denied';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

export type QueryErrorStateProps = {
  error: unknown;
  /** What failed to load: '조직도를 불러오지 못했습니다'. */
  title: string;
  icon?: LucideIcon | undefined;
  /** Loads again; offered only when retrying can help. */
  onRetry?: (() => unknown) | undefined;
  /** Other actions (a link back to the list). */
  actions?: ReactNode | undefined;
  className?: string | undefined;
};

/**
 * The one error state for a failed load: a 403 shows 권한 없음 (never a retry suggestion), an error
 * that retrying may fix (network, 5xx) says so and offers 다시 시도, any other shows its message.
 */
export function QueryErrorState({ error, title, icon, onRetry, actions, className }: QueryErrorStateProps) {
  if (isForbidden(error)) return <PermissionDenied className={className} />;
  const retryable = !isApiError(error) || error.retryable;
  const message = isApiError(error) && !retryable ? error.message : '잠시 후 다시 시도해주세요.';
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={message}
      className={className}
      action={
        (retryable && onRetry) || actions ? (
          <>
            {retryable && onRetry && (
              <Button variant="outline" onClick={() => void onRetry()}>
                다시 시도
              </Button>
            )}
            {actions}
          </>
        ) : undefined
      }
    />
  );
}
