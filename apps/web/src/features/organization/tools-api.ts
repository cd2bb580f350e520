import type { ConsistencyReport, InsuranceCorpMigration, MigrationRollback } from '@saram/shared/corporate-structure';
import type { HierarchyMapping, createMappingSchema, updateMappingSchema } from '@saram/shared/organization';
import type { HierarchyHealth, MigrateExistingResult, Statistics, migrateExistingSchema } from '@saram/shared/organization-tools';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { organizationKeys, useInvalidating } from './api';

/** The 도구 tab's server calls: mappings, migrate-existing, statistics, health, and the corporate-structure migration. */

const hierarchy = 'v1/organizational-hierarchy';
const corporate = 'v1/corporate-structure';

export type CreateMapping = z.input<typeof createMappingSchema>;
export type UpdateMapping = z.input<typeof updateMappingSchema>;
export type MigrateExistingOptions = z.input<typeof migrateExistingSchema>;

export const toolKeys = {
  mappings: () => [...organizationKeys.all, 'mappings'] as const,
  statistics: () => [...organizationKeys.all, 'statistics'] as const,
  health: () => [...organizationKeys.all, 'health'] as const,
  consistency: () => [...organizationKeys.all, 'consistency'] as const,
};

export const mappingsQueryOptions = () =>
  queryOptions({
    queryKey: toolKeys.mappings(),
    queryFn: ({ signal }) => api.get<{ data: HierarchyMapping[] }>(`${hierarchy}/mappings`, { signal }),
  });

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: toolKeys.statistics(),
    queryFn: ({ signal }) => api.get<Statistics>(`${hierarchy}/statistics`, { signal }),
  });

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: toolKeys.health(),
    queryFn: ({ signal }) => api.get<HierarchyHealth>(`${hierarchy}/health`, { signal }),
  });

export const consistencyQueryOptions = () =>
  queryOptions({
    queryKey: toolKeys.consistency(),
    queryFn: ({ signal }) => api.get<ConsistencyReport>(`${corporate}/verify-consistency`, { signal }),
  });

export const useCreateMapping = () => useInvalidating((body: CreateMapping) => api.post<HierarchyMapping>(`${hierarchy}/mappings`, body), true);
export const useUpdateMapping = () =>
  useInvalidating(
    ({ legacyType, body }: { legacyType: string; body: UpdateMapping }) =>
      api.put<HierarchyMapping>(`${hierarchy}/mappings/${encodeURIComponent(legacyType)}`, body),
    true,
  );
export const useDeleteMapping = () =>
  useInvalidating((legacyType: string) => api.delete<undefined>(`${hierarchy}/mappings/${encodeURIComponent(legacyType)}`));

/** Dry runs change nothing, but refreshing afterwards is harmless; the cards show errors themselves. */
export const useMigrateExisting = () =>
  useInvalidating((body: MigrateExistingOptions) => api.post<MigrateExistingResult>(`${hierarchy}/migrate-existing`, body), true);
export const useMigrateInsuranceCorp = () =>
  useInvalidating((body: { dryRun: boolean }) => api.post<InsuranceCorpMigration>(`${corporate}/migrate-insurance-corp`, body), true);
export const useRollbackInsuranceCorp = () => useInvalidating(() => api.post<MigrationRollback>(`${corporate}/rollback-migration`, {}), true);
