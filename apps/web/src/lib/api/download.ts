import type { RouteInput } from '@saram/shared/contract';
import type { Route } from '@saram/shared/endpoint';
import { call, type CallOptions } from './api-client';

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}


/**
 * Calls a file endpoint of the contract (bearer token, refresh on token_expired, Korean ApiError on
 * failure) and saves the answer under the server's file name; answers the name used.
 */
export async function download<R extends Route & { file: true }>(route: R, input: RouteInput<R>, fallbackName: string): Promise<string> {
  const options: CallOptions = { timeoutMs: 120_000 };
  const response = await (call as (r: Route, i: unknown, o: CallOptions) => Promise<Response>)(route, input, options);
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
