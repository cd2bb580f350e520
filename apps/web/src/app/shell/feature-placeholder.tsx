import { Construction } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/layout/page-header';
import { cn } from '../../lib/cn';

export type FeaturePlaceholderProps = {
  /** The screen's title from the route table. */
  title: string;
  /** What the screen will do once its feature is built. */
  description: string;
  /** Full-height routes (template editor, checklist builder) fill the page without scrolling. */
  layout?: 'padded' | 'full';
};

/**
 * The honest stand-in for a route whose feature is not built yet: it names the screen and says what
 * it will do. Later issues replace these routes with their real pages.
 */
export function FeaturePlaceholder({ title, description, layout = 'padded' }: FeaturePlaceholderProps) {
  const [params] = useSearchParams();
  const requestedId = params.get('id');

  const card = (
    <Card
      className="flex w-full max-w-xl flex-col items-center px-6 py-12 text-center sm:px-10"
      data-testid="feature-placeholder"
    >
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Construction className="size-6" aria-hidden="true" />
      </span>
      <span className="mb-3 rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-600">준비 중</span>
      <h2 className="text-base font-semibold text-gray-900">{title} 화면은 다음 릴리스에서 제공됩니다</h2>
      <p className="mt-2 max-w-md text-sm text-gray-600">{description}</p>
      {requestedId && (
        <p className="mt-3 text-xs text-gray-500">
          요청한 항목(ID <span className="font-medium text-gray-700 tabular-nums">{requestedId}</span>)은 이 화면이
          제공되면 바로 열립니다.
        </p>
      )}
      <Link to="/" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-6' })}>
        홈으로
      </Link>
    </Card>
  );

  if (layout === 'full') {
    return (
      <div className="flex h-full flex-col">
        <div className="flex h-14 shrink-0 items-center border-b border-gray-200 bg-white px-4 sm:px-6">
          <h1 className="truncate text-base font-semibold text-gray-900">{title}</h1>
        </div>
        <div className={cn('flex min-h-0 flex-1 items-center justify-center overflow-hidden p-4')}>{card}</div>
      </div>
    );
  }

  return (
    <>
      <PageHeader title={title} />
      <div className="flex justify-center">{card}</div>
    </>
  );
}
