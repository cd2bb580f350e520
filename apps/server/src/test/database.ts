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
export async function createTestDatabase(): Promise<Database> {
  const pgTemplate = inject('pgTemplate');
  if (!pgTemplate) {
    dump ??= new Blob([readFileSync(inject('pgliteDump')!)]);
    return wrapPglite(await PGlite.create({ extensions: pgliteExtensions(), loadDataDir: dump }));
  }
  const name = `${pgTemplate.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgTemplate.url });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${pgTemplate.template}`);
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
  const database = wrapPool(new pg.Pool({ connectionString: url.toString(), max: 5 }));
  return { ...database, kind: 'postgres' };
}
