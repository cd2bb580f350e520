import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import type { RoleName } from '@saram/shared/permissions';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { systemActor } from '../lib/auth/actor';
import { randomSecrets, type Secrets } from '../lib/auth/secrets';
import { createUser } from '../features/auth/accounts.service';
import { syncDefaultRoles } from '../features/rbac/rbac.service';
import { syncDefaultCommonTypes } from '../features/common-types/common-types.service';
import { createTestDatabase } from './database';

export const testPassword = 'correct-horse-battery-staple';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  secrets: Secrets;
  close: () => Promise<void>;
};

/**
 * A full app on its own migrated database, default roles in place, no users yet. Background jobs are off
 * unless `env` has JOBS_ENABLED: '1'; `options.clock` is the time job handlers see (`app.jobs.runDue(now)`);
 * `options.database` replaces the fresh test database, `options.logStream` receives the log (level info).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  options: { clock?: () => Date; database?: Database; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const { database = await createTestDatabase(), logStream, ...rest } = options;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: logStream ? 'info' : 'silent', ...env });
  const secrets = randomSecrets();
  await syncDefaultRoles(database.db, systemActor('test'));
  await syncDefaultCommonTypes(database.db, systemActor('test'));
  const app = await buildApp({ database, config, secrets, ...(logStream ? { logStream } : { logger: false }), ...rest });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    secrets,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function createTestUser(
  t: TestApp,
  loginId: string,
  roles: RoleName[],
  extra: { email?: string; password?: string; ssoEmailLinkAllowed?: boolean } = {},
) {
  return createUser(t.db, systemActor('test'), {
    loginId,
    password: extra.password ?? testPassword,
    userName: loginId,
    email: extra.email ?? `${loginId}@example.co.kr`,
    roles,
    ssoEmailLinkAllowed: extra.ssoEmailLinkAllowed ?? false,
  });
}

/** Creates one user per [loginId, role] and signs each in: bearer headers by login ID. */
export async function signedInUsers(t: TestApp, users: readonly (readonly [string, RoleName])[]): Promise<Record<string, Record<string, string>>> {
  const headers: Record<string, Record<string, string>> = {};
  for (const [loginId, role] of users) {
    await createTestUser(t, loginId, [role]);
    headers[loginId] = bearer((await login(t, loginId)).token.access_token);
  }
  return headers;
}

export async function login(t: TestApp, loginId: string, password = testPassword) {
  const res = await t.app.inject({ method: 'POST', url: '/api/mongo/admin/login', payload: { loginId, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { token: { access_token: string; refresh_token: string; expires_at: string }; user: { id: string } };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

export type Requester = ReturnType<typeof requester>;

export function requester(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions read JSON answers freely
export type Json = any;

export function body(res: LightMyRequestResponse): Json {
  return res.json();
}
