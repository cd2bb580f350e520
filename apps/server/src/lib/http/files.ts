import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../errors';

/** File uploads (multipart, one file plus text fields) and downloads (attachment header). */

export type Upload = { file: { filename: string; data: Buffer } | null; fields: Record<string, string> };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

/**
 * Reads a multipart form holding at most one file. The route's plugin registers @fastify/multipart
 * with `limits.fileSize = maxBytes`; a larger file answers 413, a malformed form 400.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) throw validationError({ file: '파일은 하나만 올릴 수 있습니다.' });
        file = { filename: part.filename, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', `파일은 ${megabytes(maxBytes)} 이하여야 합니다.`);
    throw new AppError('BAD_REQUEST', '업로드 형식이 올바르지 않습니다.');
  }
  return { file, fields };
}

/**
 * Content-Disposition for a download: an ASCII fallback name for old clients and the real
 * (e.g. Korean) name as RFC 5987 `filename*`.
 */
export function attachment(filename: string, asciiFallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
