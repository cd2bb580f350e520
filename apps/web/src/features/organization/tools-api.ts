import type { RouteInput } from '@saram/shared/contract';
import { corporateStructureRoutes as corporate } from '@saram/shared/corporate-structure/corporate-structure';
import { hierarchyToolRoutes as tools } from '@saram/shared/organization/organization-tools';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';
import { organizationKeys, useInvalidating } from './api';

/** The 도구 tab's server calls: mappings, migrate-existing, statistics, health, and the corporate-structure migration. */

export const toolKeys = {
  mappings: () => [...organizationKeys.all, 'mappings'] as const,
  statistics: () => [...organizationKeys.all, 'statistics'] as const,
  health: () => [...organizationKeys.all, 'health'] as const,
  consistency: () => [...organizationKeys.all, 'consistency'] as const,
};

export const mappingsQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.mappings(), queryFn: ({ signal }) => call(tools.listMappings, {}, { signal }) });

export const statisticsQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.statistics(), queryFn: ({ signal }) => call(tools.statistics, {}, { signal }) });

export const healthQueryOptions = () => queryOptions({ queryKey: toolKeys.health(), queryFn: ({ signal }) => call(tools.health, {}, { signal }) });

export const consistencyQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.consistency(), queryFn: ({ signal }) => call(corporate.verifyConsistency, {}, { signal }) });

export const useCreateMapping = () =>
  useInvalidating((body: RouteInput<typeof tools.createMapping>['body']) => call(tools.createMapping, { body }), true);
export const useUpdateMapping = () =>
  useInvalidating(
    ({ legacyType, body }: { legacyType: string; body: RouteInput<typeof tools.updateMapping>['body'] }) =>
      call(tools.updateMapping, { params: { legacyType }, body }),
    true,
  );
export const useDeleteMapping = () => useInvalidating((legacyType: string) => call(tools.deleteMapping, { params: { legacyType } }));

/** Dry runs change nothing, but refreshing afterwards is harmless; the cards show errors themselves. */
export const useMigrateExisting = () =>
  useInvalidating((body: RouteInput<typeof tools.migrateExisting>['body']) => call(tools.migrateExisting, { body }), true);
export const useMigrateInsuranceCorp = () =>
  useInvalidating((body: { dryRun: boolean }) => call(corporate.migrateInsuranceCorp, { body }), true);
export const useRollbackInsuranceCorp = () => useInvalidating(() => call(corporate.rollbackMigration, { body: {} }), true);
