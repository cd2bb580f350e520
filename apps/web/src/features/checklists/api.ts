import { checklistTemplateEndpoints as endpoints, uiItemEndpoints, type ChecklistTemplate } from '@saram/shared/checklists';
import type { EndpointInput } from '@saram/shared/endpoint';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { download } from '../../lib/download';

/**
 * Onboarding checklist templates (spec 7.3) and the builder's palette. Every save answers the
 * template at its new version; the list, the versions and the template itself are refetched.
 */

type ListQuery = NonNullable<EndpointInput<typeof endpoints.list>['query']>;
type VersionsQuery = NonNullable<EndpointInput<typeof endpoints.versions>['query']>;
type CompareQuery = NonNullable<EndpointInput<typeof endpoints.compare>['query']>;
type UiItemsQuery = NonNullable<EndpointInput<typeof uiItemEndpoints.list>['query']>;

export const checklistKeys = {
  all: ['checklists'] as const,
  templates: (query: ListQuery) => ['checklists', 'templates', query] as const,
  template: (id: string) => ['checklists', 'template', id] as const,
  versions: (query: VersionsQuery) => ['checklists', 'versions', query] as const,
  compare: (query: CompareQuery) => ['checklists', 'compare', query] as const,
  uiItems: (query: UiItemsQuery) => ['checklists', 'ui-items', query] as const,
};

export const templatesQuery = (query: ListQuery = {}) =>
  queryOptions({ queryKey: checklistKeys.templates(query), queryFn: ({ signal }) => call(endpoints.list, { query }, { signal }) });

export const templateQuery = (id: string) =>
  queryOptions({ queryKey: checklistKeys.template(id), queryFn: ({ signal }) => call(endpoints.get, { params: { id } }, { signal }) });

export const versionsQuery = (query: VersionsQuery) =>
  queryOptions({
    queryKey: checklistKeys.versions(query),
    queryFn: ({ signal }) => call(endpoints.versions, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const compareQuery = (query: CompareQuery) =>
  queryOptions({ queryKey: checklistKeys.compare(query), queryFn: ({ signal }) => call(endpoints.compare, { query }, { signal }) });

export const uiItemsQuery = (query: UiItemsQuery = { active_only: 'true', limit: 200 }) =>
  queryOptions({ queryKey: checklistKeys.uiItems(query), queryFn: ({ signal }) => call(uiItemEndpoints.list, { query }, { signal }), staleTime: 5 * 60_000 });

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
  return useMutation({ mutationFn: (body: EndpointInput<typeof endpoints.create>['body']) => call(endpoints.create, { body }), onSuccess: saved });
}

export function usePutTemplate(id: string) {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: EndpointInput<typeof endpoints.put>['body']) => call(endpoints.put, { params: { id }, body }), onSuccess: saved });
}

export function useRestoreVersion() {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: EndpointInput<typeof endpoints.restoreVersion>['body']) => call(endpoints.restoreVersion, { body }), onSuccess: saved });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: checklistKeys.all }),
  });
}

export type ExportFormat = 'json' | 'xlsx';

/** One template's current version as a file (JSON as the API shows it, or an Excel sheet of its items). */
export function downloadTemplate(id: string, format: ExportFormat): Promise<string> {
  return download(endpoints.export, { params: { id }, query: { format } }, `checklist_template.${format}`);
}

/** Every template's current version in one file. */
export function downloadAllTemplates(format: ExportFormat): Promise<string> {
  return download(endpoints.exportAll, { query: { format } }, `checklist_templates.${format}`);
}
