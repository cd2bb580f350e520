import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { durablePglite } from './durable-nodefs';
import * as auditSchema from './schema/audit';
import * as accessLogReviewSchema from './schema/access-log-reviews';
import * as accessRequestSchema from './schema/access-requests';
import * as apiTokenSchema from './schema/api-tokens';
import * as commonTypeSchema from './schema/common-types';
import * as authSchema from './schema/auth';
import * as rbacSchema from './schema/rbac';
import * as corporateStructureSchema from './schema/corporate-structure';
import * as employeeSchema from './schema/employees';
import * as migrationBatchSchema from './schema/migration-batches';
import * as organizationSchema from './schema/organization';
import * as unitMemberSchema from './schema/unit-members';
import * as ssoSchema from './schema/sso';
import * as telemetrySchema from './schema/telemetry';
import * as userSettingsSchema from './schema/user-settings';
import * as roleRuleSchema from './schema/role-rules';
import * as checklistSchema from './schema/checklists';
import * as jobSchema from './schema/jobs';
import * as mailOutboxSchema from './schema/mail-outbox';
import * as onboardingSchema from './schema/onboarding';
import * as resignationSchema from './schema/resignations';
import * as evaluationSchema from './schema/evaluations';

export const schema = { ...authSchema, ...rbacSchema, ...ssoSchema, ...apiTokenSchema, ...auditSchema, ...accessLogReviewSchema, ...accessRequestSchema, ...telemetrySchema, ...migrationBatchSchema, ...corporateStructureSchema, ...organizationSchema, ...employeeSchema, ...unitMemberSchema, ...userSettingsSchema, ...commonTypeSchema, ...roleRuleSchema, ...checklistSchema, ...jobSchema, ...mailOutboxSchema, ...onboardingSchema, ...resignationSchema, ...evaluationSchema };
export type Schema = typeof schema;

/** Both drivers expose this interface; services and repos never see which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Raw SQL for the job runner (pg-boss): parameterless text may hold several statements. */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /**
   * LISTEN on `channel`: `onMessage` gets each payload; `onLive(true)` once listening, `onLive(false)`
   * when the connection is lost (messages may then be missed; it reconnects and says true again).
   */
  listen: (channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void) => Promise<Listener>;
};

export type Listener = {
  /**
   * Resolves once every message of a transaction committed before the call has been handed to
   * `onMessage`; rejects when not listening. Callers at the same moment share one round trip.
   */
  sync: () => Promise<void>;
  stop: () => Promise<void>;
};

/** How long a lost LISTEN connection waits before it connects again. */
const relistenMs = 1000;

/** In the bundle this file is inlined into dist/server.js, next to which the build copies migrations/. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A migrated, empty PGlite data directory (a gzipped tarball) that the build writes next to
 * migrations/ (db/make-template.ts). A first start loads it instead of running PGlite's initdb and
 * every migration, which took most of an empty start.
 */
export const pgliteTemplateFile = fileURLToPath(new URL('./pgdata-template.tar.gz', import.meta.url));

export function pgliteExtensions() {
  return { pg_trgm };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    // PGlite's query() takes one statement; pg-boss sends its migrations as one parameterless script.
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    // In-process: PGlite calls back while it answers the committing statement, before its caller goes on.
    listen: async (channel, onMessage, onLive) => {
      const unlisten = await client.listen(channel, onMessage);
      onLive(true);
      return {
        sync: async () => {},
        stop: async () => {
          onLive(false);
          if (!client.closed) await unlisten();
        },
      };
    },
  };
}

export function wrapPool(pool: pg.Pool): Database {
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
    executeSql: (text, values) => (values?.length ? pool.query(text, values) : pool.query(text)),
    listen: async (channel, onMessage, onLive) => {
      let current: pg.Client | null = null;
      let listening = false;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const lost = (client: pg.Client) => {
        if (current !== client) return;
        current = null;
        listening = false;
        onLive(false);
        client.end().catch(() => {});
        if (!stopped) retry = setTimeout(() => void connect(), relistenMs).unref();
      };
      const connect = async () => {
        const client = new pg.Client({ ...pool.options, application_name: 'saram-listen' });
        current = client;
        client.on('notification', (m) => m.channel === channel && onMessage(m.payload ?? ''));
        client.on('error', () => lost(client));
        client.on('end', () => lost(client));
        try {
          await client.connect();
          await client.query(`listen ${client.escapeIdentifier(channel)}`);
          if (current === client && !stopped) {
            listening = true;
            onLive(true);
          }
        } catch {
          lost(client);
        }
      };
      // PostgreSQL signals listeners at commit and sends a listener what it has been signalled before
      // it answers that listener's next statement: an empty statement's answer comes after them.
      let inFlight: Promise<void> | null = null;
      let queued: Promise<void> | null = null;
      const roundTrip = async () => {
        const client = current;
        if (!client || !listening) throw new Error('not listening');
        await client.query(';');
      };
      const sync = (): Promise<void> => {
        if (!inFlight) {
          inFlight = roundTrip().finally(() => (inFlight = null));
          return inFlight;
        }
        // One already on its way may have left before this call: the next one serves every caller until then.
        queued ??= inFlight.catch(() => {}).then(() => {
          queued = null;
          return sync();
        });
        return queued;
      };
      await connect();
      return {
        sync,
        stop: async () => {
          stopped = true;
          clearTimeout(retry);
          const client = current;
          current = null;
          listening = false;
          onLive(false);
          await client?.end().catch(() => {});
        },
      };
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}

/** Where the embedded database lives under DATA_DIR. */
export function pgliteDataDir(dataDir: string): string {
  return path.resolve(dataDir, 'pgdata');
}

/** The database, whose close also lets go of the data directory's lock. */
export function withUnlock(database: Database, unlock: () => void): Database {
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        unlock();
      }
    },
  };
}

/** PostgreSQL when a URL is given, else embedded PGlite persisted under dataDir/pgdata (one process at a time). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; template?: string }): Promise<Database> {
  let database: Database;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    database = wrapPool(pool);
  } else {
    const dir = pgliteDataDir(opts.dataDir);
    await mkdir(dir, { recursive: true });
    const unlock = lockDataDir(dir);
    try {
      const template = opts.template ?? pgliteTemplateFile;
      const fresh = !existsSync(path.join(dir, 'PG_VERSION')) && existsSync(template);
      const loadDataDir = fresh ? new Blob([await readFile(template)], { type: 'application/x-gzip' }) : undefined;
      database = withUnlock(wrapPglite(await durablePglite(dir, { extensions: pgliteExtensions(), ...(loadDataDir ? { loadDataDir } : {}) })), unlock);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  await migrateDatabase(database);
  return database;
}

/** Raw SQL with typed rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The driver under a drizzle database or transaction: the pg Pool, or inside a transaction its
 * PoolClient; the PGlite instance, or inside a transaction PGlite's transaction. All answer `query`.
 */
function driverOf(db: Db | Tx): pg.Pool | pg.PoolClient | { query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }> } {
  return (db as unknown as { session: { client: pg.Pool | pg.PoolClient | PGlite } }).session.client;
}

/**
 * Raw SQL on the hot path (every request's credential check, list pages): no query builder, and on
 * PostgreSQL a named prepared statement, parsed and planned once per pooled connection. `name` must
 * always come with the same `text`. PGlite runs it as a plain parameterised query.
 */
export async function preparedRows<T>(db: Db | Tx, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = driverOf(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) return (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
  return (await client.query<T>(text, values)).rows;
}

/**
 * Raw SQL written with drizzle's sql template, sent straight to the driver (no row mapping), also
 * inside a transaction (the demo seed lists employees in one). Not a named statement: a list query
 * planned once for any parameters (a generic plan) walks the 사번 index testing every row for a small
 * team, where a plan for the given team reads its rows directly.
 */
export async function rawRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  return (await (driverOf(db) as { query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }> }).query<T>(text, params)).rows;
}
