import { reportBuilderRoutes as routes } from '@saram/shared/reports/report-builder';
import type { BuilderPreviewInput } from '@saram/shared/reports/report-builder.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api/api-client';

/** The builder's fields (only readable ones) and its live preview (a read: cached by the definition). */
export const builderFieldsQuery = () =>
  queryOptions({ queryKey: ['reports', 'builder', 'fields'], queryFn: ({ signal }) => call(routes.fields, {}, { signal }), staleTime: 5 * 60_000 });

export const builderPreviewQuery = (input: BuilderPreviewInput) =>
  queryOptions({
    queryKey: ['reports', 'builder', 'preview', input],
    queryFn: ({ signal }) => call(routes.preview, { body: input }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
    retry: false,
  });
