import { ShieldAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { Button, buttonClasses } from '../ui/button';
import { Card } from '../ui/card';

export const permissionDeniedTitle = '접근 권한 없음';
export const permissionDeniedText = '이 화면을 볼 권한이 없습니다. 업무에 필요하다면 시스템 관리자에게 권한을 요청하세요.';

/**
 * The 권한 없음 state: /unauthorized shows it, and so does any screen whose data the server refused
 * with 403 (QueryErrorState). It never suggests retrying: waiting does not grant a permission.
 */
export function PermissionDenied({ as: Heading = 'h2', className }: { as?: 'h1' | 'h2'; className?: string }) {
  const navigate = useNavigate();
  return (
    <Card className={cn('mx-auto mt-8 flex max-w-lg flex-col items-center px-6 py-12 text-center', className)}>
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <Heading className="text-lg font-semibold text-gray-900">{permissionDeniedTitle}</Heading>
      <p className="mt-1.5 max-w-sm text-sm text-gray-600">{permissionDeniedText}</p>
      <div className="mt-6 flex gap-2">
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          이전 화면
        </Button>
        <Link to="/" className={buttonClasses()}>
          홈으로
        </Link>
      </div>
    </Card>
  );
}
