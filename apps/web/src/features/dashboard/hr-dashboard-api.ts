import { dashboardRoutes as routes } from '@saram/shared/dashboard/dashboard';
import type { DashboardQuery } from '@saram/shared/dashboard/dashboard.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';

/** The HR dashboard's three calls (GET mongo/dashboard/statistics, onboarding, departments). */

export const hrDashboardKeys = {
  all: ['dashboard', 'hr'] as const,
  part: (part: 'statistics' | 'onboarding' | 'departments', query: DashboardQuery) => ['dashboard', 'hr', part, query] as const,
};

export const statisticsQuery = (query: DashboardQuery) =>
  queryOptions({
    queryKey: hrDashboardKeys.part('statistics', query),
    queryFn: ({ signal }) => call(routes.statistics, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const onboardingQuery = (query: DashboardQuery) =>
  queryOptions({
    queryKey: hrDashboardKeys.part('onboarding', query),
    queryFn: ({ signal }) => call(routes.onboarding, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const departmentsQuery = (query: DashboardQuery) =>
  queryOptions({
    queryKey: hrDashboardKeys.part('departments', query),
    queryFn: ({ signal }) => call(routes.departments, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
