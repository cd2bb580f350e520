import { ShieldAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** /unauthorized (spec 2.2): where a signed-in user lands on a screen their roles do not allow. */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <Card className="mx-auto mt-8 flex max-w-lg flex-col items-center px-6 py-12 text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-lg font-semibold text-gray-900">접근 권한 없음</h1>
      <p className="mt-1.5 max-w-sm text-sm text-gray-600">
        이 화면을 볼 권한이 없습니다. 업무에 필요하다면 시스템 관리자에게 권한을 요청하세요.
      </p>
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
