import { checklistTemplateRoutes as routes, uiItemRoutes } from '@saram/shared/checklists/checklists';
import type { ChecklistTemplate } from '@saram/shared/checklists/checklists.schemas';
import type { RouteInput } from '@saram/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';
import { download } from '../../lib/api/download';

/**
 * Onboarding checklist templates (spec 7.3) and the builder's palette. Every save answers the
 * template at its new version; the list, the versions and the template itself are refetched.
 */

type ListQuery = NonNullable<RouteInput<typeof routes.list>['query']>;
type VersionsQuery = NonNullable<RouteInput<typeof routes.versions>['query']>;
type CompareQuery = NonNullable<RouteInput<typeof routes.compare>['query']>;
type UiItemsQuery = NonNullable<RouteInput<typeof uiItemRoutes.list>['query']>;

export const checklistKeys = {
  all: ['checklists'] as const,
  templates: (query: ListQuery) => ['checklists', 'templates', query] as const,
  template: (id: string) => ['checklists', 'template', id] as const,
  versions: (query: VersionsQuery) => ['checklists', 'versions', query] as const,
  compare: (query: CompareQuery) => ['checklists', 'compare', query] as const,
  uiItems: (query: UiItemsQuery) => ['checklists', 'ui-items', query] as const,
};

export const templatesQuery = (query: ListQuery = {}) =>
  queryOptions({ queryKey: checklistKeys.templates(query), queryFn: ({ signal }) => call(routes.list, { query }, { signal }) });

export const templateQuery = (id: string) =>
  queryOptions({ queryKey: checklistKeys.template(id), queryFn: ({ signal }) => call(routes.get, { params: { id } }, { signal }) });

export const versionsQuery = (query: VersionsQuery) =>
  queryOptions({
    queryKey: checklistKeys.versions(query),
    queryFn: ({ signal }) => call(routes.versions, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const compareQuery = (query: CompareQuery) =>
  queryOptions({ queryKey: checklistKeys.compare(query), queryFn: ({ signal }) => call(routes.compare, { query }, { signal }) });

export const uiItemsQuery = (query: UiItemsQuery = { active_only: 'true', limit: 200 }) =>
  queryOptions({ queryKey: checklistKeys.uiItems(query), queryFn: ({ signal }) => call(uiItemRoutes.list, { query }, { signal }), staleTime: 5 * 60_000 });

/** After any save: the saved template is known at once, everything else about templates is refetched. */
function useSaved() {
  const client = useQueryClient();
  return (template: ChecklistTemplate) => {
    client.setQueryData(checklistKeys.template(template.id), template);
    return client.invalidateQueries({ queryKey: checklistKeys.all });
  };
}

export function useCreateTemplate() {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: RouteInput<typeof routes.create>['body']) => call(routes.create, { body }), onSuccess: saved });
}

export function usePutTemplate(id: string) {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: RouteInput<typeof routes.put>['body']) => call(routes.put, { params: { id }, body }), onSuccess: saved });
}

export function useRestoreVersion() {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: RouteInput<typeof routes.restoreVersion>['body']) => call(routes.restoreVersion, { body }), onSuccess: saved });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: checklistKeys.all }),
  });
}

export type ExportFormat = 'json' | 'xlsx';

/** One template's current version as a file (JSON as the API shows it, or an Excel sheet of its items). */
export function downloadTemplate(id: string, format: ExportFormat): Promise<string> {
  return download(routes.export, { params: { id }, query: { format } }, `checklist_template.${format}`);
}

/** Every template's current version in one file. */
export function downloadAllTemplates(format: ExportFormat): Promise<string> {
  return download(routes.exportAll, { query: { format } }, `checklist_templates.${format}`);
}
