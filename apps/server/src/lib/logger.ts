import type { FastifyServerOptions } from 'fastify';

const secretKeys = [
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
  'rrn',
  'residentRegistrationNumber',
  'secret',
  'client_secret',
  'code_verifier',
];

/** pino redaction paths for those keys at the top level and up to three levels deep. */
function redactPaths(): string[] {
  const prefixes = ['', '*.', '*.*.', '*.*.*.'];
  return [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    ...prefixes.flatMap((p) => secretKeys.map((k) => `${p}${k}`)),
  ];
}

/** Resident registration numbers anywhere in a log string: 900101-1234567 or 9001011234567. */
const rrnPattern = /\b(\d{6})-?([1-8])\d{6}\b/g;

export function maskRrn(text: string): string {
  return text.replace(rrnPattern, '$1-$2******');
}

const sensitiveQuery = /([?&](?:code|state|token|access_token|refresh_token|password)=)[^&]*/gi;

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths(), censor: '[REDACTED]' },
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
