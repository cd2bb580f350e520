import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCatalogue, type ErrorCode } from '@saram/shared/error-codes';
import type { ErrorBody } from '@saram/shared/errors.schemas';
import { AppError } from '../errors';
import type { IndexPage } from './web-index';

type PgError = { code?: string; constraint?: string; detail?: string };

/** drizzle wraps driver errors; the PostgreSQL error (with its SQLSTATE) is the cause. */
function pgErrorOf(err: unknown): PgError | null {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as PgError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

function fieldPath(path: readonly PropertyKey[] | string | undefined, location: string): string {
  const parts = typeof path === 'string' ? path.split('/').filter(Boolean) : (path ?? []).map(String);
  return parts.length ? parts.join('.') : location;
}

function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const fe = err as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const fields: Record<string, string> = {};
    for (const v of fe.validation) {
      const location = fe.validationContext ?? 'body';
      const issue = v.params?.issue as { path?: PropertyKey[] } | undefined;
      const key = fieldPath(issue?.path ?? v.instancePath, location);
      fields[key] ??= v.message ?? '올바르지 않은 값입니다.';
    }
    return new AppError('VALIDATION_ERROR', undefined, { fields, location: fe.validationContext ?? 'body' });
  }
  const codes: Record<string, ErrorCode> = {
    FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
    FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  };
  if (fe.code && codes[fe.code]) return new AppError(codes[fe.code]!);
  if (fe.statusCode === 400 && fe instanceof SyntaxError) return new AppError('BAD_REQUEST', '요청 본문의 JSON 형식이 올바르지 않습니다.');
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new AppError(fe.statusCode === 404 ? 'NOT_FOUND' : fe.statusCode === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST');
  }
  const pgError = pgErrorOf(err);
  if (pgError?.code === '23505') return new AppError('DUPLICATE', undefined, { constraint: pgError.constraint });
  if (pgError?.code === '40001' || pgError?.code === '40P01') return new AppError('CONFLICT');
  if (pgError?.code?.startsWith('22')) return new AppError('VALIDATION_ERROR');
  if (pgError) return new AppError('DATABASE_ERROR', undefined, { type: 'database' });
  return null;
}

/**
 * What an error answers, `{ message, code, details, errorId }`, logged; also the last line of a
 * streamed answer whose status was already sent.
 */
export function errorAnswer(err: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
  const errorId = randomUUID();
  const appError = toAppError(err);
  const status = appError?.status ?? 500;
  const code: ErrorCode = appError?.code ?? 'INTERNAL_ERROR';
  if (status >= 500 || isResponseSerializationError(err)) {
    request.log.error({ err, errorId, code }, 'request failed');
  } else {
    request.log.info({ errorId, code, status, details: appError?.details }, 'request rejected');
  }
  return { status, body: { message: appError?.message ?? errorCatalogue.INTERNAL_ERROR.message, code, details: appError?.details ?? null, errorId } };
}

/** The one place errors become HTTP answers. */
export function registerErrorHandler(
  app: FastifyInstance,
  opts: { spaFallback: boolean; indexPage?: ((pathname: string, acceptEncoding: string | undefined) => IndexPage) | null },
): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = errorAnswer(err, request);
    void reply.status(status).send(body);
  });

  // Paths outside /api belong to the web app's router: it gets index.html and shows its own 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (opts.spaFallback && !path.startsWith('/api') && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = opts.indexPage?.(path, request.headers['accept-encoding']);
      if (!page) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      void reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (page.encoding) void reply.header('content-encoding', page.encoding);
      return reply.send(page.body);
    }
    throw new AppError('NOT_FOUND', `요청한 경로를 찾을 수 없습니다: ${request.method} ${path}`);
  });
}
