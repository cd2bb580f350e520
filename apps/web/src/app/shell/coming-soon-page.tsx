import { CalendarClock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/layout/page-header';
import { comingSoonFeatures } from './coming-soon-features';

/**
 * /coming-soon (spec 2.2): the placeholder behind 인사 발령, 발령 승인 and 결재선 설정. The sidebar
 * entries add `?feature=` so the page can name the one that was chosen.
 */
export function ComingSoonPage() {
  const [params] = useSearchParams();
  const feature = comingSoonFeatures[params.get('feature') ?? ''];
  const others = Object.entries(comingSoonFeatures);

  return (
    <>
      <PageHeader title="준비 중" description="아직 제공되지 않는 기능입니다." />
      <Card className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center sm:px-10">
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <CalendarClock className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-base font-semibold text-gray-900">
          {feature ? `${feature.label} 기능을 준비하고 있습니다` : '인사 발령 기능을 준비하고 있습니다'}
        </h2>
        <p className="mt-2 max-w-md text-sm text-gray-600">
          {feature
            ? feature.description
            : '인사 발령, 발령 승인, 결재선 설정은 다음 릴리스에서 함께 제공됩니다.'}
        </p>
        {!feature && (
          <ul className="mt-5 w-full space-y-2 text-left">
            {others.map(([key, item]) => (
              <li key={key} className="rounded-lg bg-gray-50 px-4 py-3">
                <p className="text-sm font-medium text-gray-900">{item.label}</p>
                <p className="mt-0.5 text-xs text-gray-600">{item.description}</p>
              </li>
            ))}
          </ul>
        )}
        <Link to="/" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-6' })}>
          홈으로
        </Link>
      </Card>
    </>
  );
}
