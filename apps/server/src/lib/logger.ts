import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

type LogDestination = ReturnType<typeof pino.destination>;
let destination: LogDestination | undefined;

/** The log's stdout, asynchronous: a slow reader never holds up a request. */
function logDestination(): LogDestination {
  return (destination ??= pino.destination({ dest: 1, sync: false }));
}

/**
 * Waits at most `ms` for the log lines still being written, then lets go of stdout. pino would
 * otherwise flush it synchronously at exit, in a loop that retries a stalled pipe or one whose reader
 * died (EPIPE) forever (sonic-boom's flushSync), so the process could never end; it skips a
 * destroyed stream.
 */
export async function releaseLog(ms: number): Promise<void> {
  const log = destination;
  if (!log) return;
  if ((log as unknown as { _writing: boolean })._writing) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      log.once('drain', done);
      log.once('error', done);
    });
  }
  log.destroy();
}

const secretKeys = new Set(
  [
    'password',
    'newPassword',
    'currentPassword',
    'passwordHash',
    'token',
    'access_token',
    'refresh_token',
    'accessToken',
    'refreshToken',
    'authorization',
    'cookie',
    'set-cookie',
    'rrn',
    'residentRegistrationNumber',
    'secret',
    'client_secret',
    'code_verifier',
  ].map((k) => k.toLowerCase()),
);

/**
 * Replaces secret values at any depth and masks RRNs in strings. It runs only for lines that are
 * actually written, so requests pay nothing for it when their level is not logged.
 */
function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskRrn(value);
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  // Requests, replies and errors keep their prototype: their serializers read getters (url, method).
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = secretKeys.has(k.toLowerCase()) ? '[REDACTED]' : redact(v, depth + 1);
  return out;
}

/** Resident registration numbers anywhere in a log string: 900101-1234567 or 9001011234567. */
const rrnPattern = /\b(\d{6})-?([1-8])\d{6}\b/g;

export function maskRrn(text: string): string {
  return text.replace(rrnPattern, '$1-$2******');
}

const sensitiveQuery = /([?&](?:code|state|token|access_token|refresh_token|password)=)[^&]*/gi;

/** `stream`: where the lines go (tests capture them); stdout by default. */
export function loggerOptions(level: string, stream: pino.DestinationStream = logDestination()): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    formatters: { log: (object) => redact(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? maskRrn(a) : a)) as Parameters<typeof method>,
        );
      },
    },
    serializers: {
      req(req: { method?: string; url?: string; ip?: string }) {
        return { method: req.method, url: maskRrn((req.url ?? '').replace(sensitiveQuery, '$1[REDACTED]')), ip: req.ip };
      },
      err(err: Error & { code?: string }) {
        return { type: err.name, message: maskRrn(err.message), code: err.code, stack: maskRrn(err.stack ?? '') };
      },
    },
  };
}
