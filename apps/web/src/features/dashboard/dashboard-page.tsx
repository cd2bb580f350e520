import { ChartColumn } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';

/** / and /hr-dashboard (spec 2.2). The real dashboard arrives with the dashboard feature. */
export function DashboardPage() {
  return (
    <>
      <PageHeader title="HR 대시보드" description="인원 현황과 인사 업무를 한눈에 봅니다." />
      <Card className="flex flex-col items-center px-6 py-14 text-center">
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <ChartColumn className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-base font-semibold text-gray-900">대시보드를 준비하고 있습니다</h2>
        <p className="mt-1.5 max-w-md text-sm text-gray-600">
          인원 현황, 입·퇴사 추이, 진행 중인 평가를 보여 주는 대시보드는 다음 릴리스에서 제공됩니다.
        </p>
      </Card>
    </>
  );
}
