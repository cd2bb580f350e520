import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';

/** Any unknown path while signed in (the header shows its title and the breadcrumb 'page'). */
export function NotFoundPage() {
  return (
    <Card className="mx-auto mt-8 flex max-w-lg flex-col items-center px-6 py-12 text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-gray-100 text-gray-600">
        <Compass className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-lg font-semibold text-gray-900">페이지를 찾을 수 없습니다</h1>
      <p className="mt-1.5 text-sm text-gray-600">주소가 잘못되었거나 페이지가 옮겨졌습니다.</p>
      <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
        홈으로
      </Link>
    </Card>
  );
}
