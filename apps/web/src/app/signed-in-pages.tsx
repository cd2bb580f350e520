import type { ReactNode } from 'react';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { EmployeeDetailPage } from '../features/employees/employee-detail-page';
import { EmployeeRegisterPage } from '../features/employees/employee-register-page';
import { EmployeesPage } from '../features/employees/employees-page';
import { HrCardPage } from '../features/employees/hr-card-page';
import { RetiredEmployeesPage } from '../features/employees/retired-employees-page';
import { OrganizationPage } from '../features/organization/organization-page';
import { SearchPage } from '../features/search/search-page';
import { ComingSoonPage } from '../features/shell/coming-soon-page';
import { FeaturePlaceholder } from '../features/shell/feature-placeholder';
import { UnauthorizedPage } from '../features/shell/unauthorized-page';
import type { RouteEntry } from './route-table';

/**
 * The signed-in pages, loaded on demand so that /login stays small. Screens that exist are listed
 * here; every other route of the table shows its placeholder until its feature lands.
 */
const pages: Partial<Record<string, () => ReactNode>> = {
  '/': () => <DashboardPage />,
  '/hr-dashboard': () => <DashboardPage />,
  '/unauthorized': () => <UnauthorizedPage />,
  '/coming-soon': () => <ComingSoonPage />,
  '/search': () => <SearchPage />,
  '/organization': () => <OrganizationPage />,
  '/employees': () => <EmployeesPage />,
  '/employees/register': () => <EmployeeRegisterPage />,
  '/employees/:id': () => <EmployeeDetailPage />,
  '/employees/:id/hr-card': () => <HrCardPage />,
  '/retired-employees': () => <RetiredEmployeesPage />,
};

export function pageFor(entry: RouteEntry): ReactNode {
  const page = pages[entry.path];
  if (page) return page();
  return (
    <FeaturePlaceholder
      title={entry.title}
      description={entry.upcoming ?? `${entry.title} 화면을 준비하고 있습니다.`}
      layout={entry.layout === 'full' ? 'full' : 'padded'}
    />
  );
}
