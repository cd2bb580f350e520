import { searchRoutes } from '@saram/shared/search/search';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client';
import { fileNameOf, saveBlob } from '../../lib/api/download';

/** GET /api/documents/:id and its file (issue 31 item 2): what /documents/{id} shows. */

export const documentKeys = {
  all: ['documents'] as const,
  detail: (id: string) => [...documentKeys.all, id] as const,
  file: (id: string) => [...documentKeys.all, id, 'file'] as const,
};

export function documentQueryOptions(id: string) {
  return queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => call(searchRoutes.document, { params: { id } }, { signal }),
    // 404 is the answer for a document the caller may not see, too: asking again changes nothing.
    retry: false,
    meta: { silent: true },
  });
}

/**
 * The file as a Blob for the preview (inline=1). The server writes an access record for every
 * fetch, so the preview is fetched once per visit and never refetched on its own.
 */
export function documentPreviewQueryOptions(id: string, enabled: boolean) {
  return queryOptions({
    queryKey: documentKeys.file(id),
    queryFn: async ({ signal }) => {
      const response = await call(searchRoutes.documentFile, { params: { id }, query: { inline: '1' } }, { signal, timeoutMs: 120_000 });
      return response.blob();
    },
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { silent: true },
  });
}

/** Saves the file under the server's name (Content-Disposition), else the document's title. */
export async function downloadDocument(id: string, fallbackName: string): Promise<string> {
  const response = await call(searchRoutes.documentFile, { params: { id } }, { timeoutMs: 120_000 });
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
