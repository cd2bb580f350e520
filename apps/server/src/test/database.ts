import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteExtensions, wrapPglite, wrapPool, type Database } from '../db/client';

let dump: Blob | undefined;

/**
 * An isolated, migrated database: a PGlite loaded from the run's migrated dump, or, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database copied from the run's template.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (!inject('pgTemplate')) return wrapPglite(await PGlite.create({ extensions: pgliteExtensions(), loadDataDir: migratedPgliteDump() }));
  const url = await createPostgresDatabase();
  return { ...wrapPool(new pg.Pool({ connectionString: url, max: 5 })), kind: 'postgres', url };
}

/** The run's migrated PGlite data directory (PGlite runs only). */
export function migratedPgliteDump(): Blob {
  return (dump ??= new Blob([readFileSync(inject('pgliteDump')!)]));
}

/**
 * PostgreSQL runs: the URL of a new database, migrated (a copy of the run's template) or `empty`
 * (not a table). The run's teardown drops it.
 */
export async function createPostgresDatabase(empty = false): Promise<string> {
  const pgTemplate = inject('pgTemplate');
  if (!pgTemplate) throw new Error('not a PostgreSQL run');
  const name = `${pgTemplate.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgTemplate.url });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${empty ? 'template0' : pgTemplate.template}`);
        break;
      } catch (err) {
        // Two files copying the template at the same instant: PostgreSQL refuses one; try again.
        if (attempt > 20 || !String((err as Error).message).includes('being accessed')) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(pgTemplate.url);
  url.pathname = `/${name}`;
  return url.toString();
}
