import { HrDashboard } from './hr-dashboard';

/** / and /hr-dashboard (spec 2.2): the HR dashboard. */
export function DashboardPage() {
  return <HrDashboard />;
}
