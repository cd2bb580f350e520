import { myDashboardRoutes as routes } from '@saram/shared/dashboard/my-dashboard';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';

/** /dashboard and /manager-dashboard: GET /api/dashboard/my and /team. */

export const myDashboardKeys = {
  my: ['dashboard', 'my'] as const,
  team: ['dashboard', 'team'] as const,
};

export const myDashboardQuery = () =>
  queryOptions({
    queryKey: myDashboardKeys.my,
    queryFn: ({ signal }) => call(routes.my, {}, { signal }),
    // Tasks change as others act: look again when the screen is opened.
    staleTime: 30_000,
  });

export const teamDashboardQuery = () =>
  queryOptions({
    queryKey: myDashboardKeys.team,
    queryFn: ({ signal }) => call(routes.team, {}, { signal }),
    staleTime: 30_000,
  });
