import { isIP } from 'node:net';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** proxy-addr's named ranges, an address, or an address/prefix, never one that covers every address. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For entries to believe: none (default), the number of proxies in front of the server
 * (the client is the entry the farthest of them added), or the proxies' addresses and ranges. Never
 * "every address": X-Forwarded-For's left-most entry is whatever the client wrote.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    const v = value.trim();
    if (['', '0', 'false', 'no'].includes(v)) return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
    if (entries.length && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: 'custom', message: '프록시 수(예: 1) 또는 프록시 주소·대역 목록(예: 10.0.0.0/8,192.0.2.1)을 입력하세요.' });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  SARAM_ADMIN_PASSWORD: z.string().optional(),
  SARAM_DEMO: flag,
  /** 32-byte keys, base64. Unset: generated once into DATA_DIR/secrets.json (mode 0600). */
  SARAM_JWT_SECRET: z.string().optional(),
  SARAM_ENCRYPTION_KEY: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  TRUST_PROXY: trustProxy,
  /** /api/docs for everyone; unset: only outside production (there it answers signed-in callers). */
  API_DOCS_PUBLIC: z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).optional(),
  OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Where the provider sends the browser back: the web app's /auth/google/callback. */
  OIDC_REDIRECT_URL: z.string().url().optional(),
  /** Tests only: lets openid-client talk to an http:// issuer on 127.0.0.1. */
  OIDC_ALLOW_INSECURE: flag,
  /** Background jobs (pg-boss). Unset: on, except under NODE_ENV=test where tests turn it on themselves. */
  JOBS_ENABLED: z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).optional(),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** Seconds between checks of the daily schedules; 0: none (the browser tests' demo data must not be purged at 03:00 KST). */
  JOBS_SCHEDULE_CHECK_SECONDS: z.coerce.number().refine((n) => n === 0 || n >= 1).default(30),
  /** Browser tests only: registers POST /api/test/clock (set the clock, run scheduled jobs). Never set in production. */
  SARAM_TEST_CLOCK: flag,
  /** Outgoing mail: SMTP_URL (smtp[s]://user:pass@host:port) or SMTP_HOST and friends. Unset: mail is logged and kept in mail_outbox. */
  SMTP_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: flag,
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().default('Saram <no-reply@localhost>'),
  /** Webhooks may target loopback and internal-network addresses (features/webhooks/webhook-target.ts). Default: refused. */
  WEBHOOKS_ALLOW_PRIVATE: flag,
});

export type Env = z.input<typeof envSchema>;

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  demo: boolean;
  publicUrl: string;
  logLevel: string;
  bodyLimit: number;
  /** Fastify's trustProxy: false (none), a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  /** Whether /api/docs answers callers who have not signed in. */
  apiDocsPublic: boolean;
  auth: {
    accessTokenTtlSeconds: number;
    sessionIdleMinutes: number;
    sessionMaxHours: number;
    jwtSecret: string | undefined;
  };
  encryptionKey: string | undefined;
  oidc: {
    issuer: string;
    clientId: string | undefined;
    clientSecret: string | undefined;
    redirectUrl: string;
    allowInsecure: boolean;
  };
  jobs: { enabled: boolean; pollSeconds: number; scheduleCheckSeconds: number };
  /** SARAM_TEST_CLOCK=1 (the browser tests): POST /api/test/clock exists. */
  testClock: boolean;
  mail: { smtp: SmtpConfig | undefined; from: string };
  webhooks: { allowPrivate: boolean };
};

export type SmtpConfig = { url: string } | { host: string; port: number; secure: boolean; user: string | undefined; pass: string | undefined };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`설정 값이 올바르지 않습니다:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.SARAM_ADMIN_PASSWORD || undefined,
    demo: e.SARAM_DEMO,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    apiDocsPublic: e.API_DOCS_PUBLIC ? ['1', 'true', 'yes'].includes(e.API_DOCS_PUBLIC) : e.NODE_ENV !== 'production',
    auth: {
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
      sessionMaxHours: e.SESSION_MAX_HOURS,
      jwtSecret: e.SARAM_JWT_SECRET,
    },
    encryptionKey: e.SARAM_ENCRYPTION_KEY,
    oidc: {
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      redirectUrl: e.OIDC_REDIRECT_URL ?? `${publicUrl}/auth/google/callback`,
      allowInsecure: e.OIDC_ALLOW_INSECURE,
    },
    jobs: {
      enabled: e.JOBS_ENABLED ? ['1', 'true', 'yes'].includes(e.JOBS_ENABLED) : e.NODE_ENV !== 'test',
      pollSeconds: e.JOBS_POLL_SECONDS,
      scheduleCheckSeconds: e.JOBS_SCHEDULE_CHECK_SECONDS,
    },
    testClock: e.SARAM_TEST_CLOCK,
    mail: {
      smtp: e.SMTP_URL
        ? { url: e.SMTP_URL }
        : e.SMTP_HOST
          ? { host: e.SMTP_HOST, port: e.SMTP_PORT, secure: e.SMTP_SECURE, user: e.SMTP_USER || undefined, pass: e.SMTP_PASS || undefined }
          : undefined,
      from: e.SMTP_FROM,
    },
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE },
  };
}
