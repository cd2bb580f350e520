import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateDatabase, pgliteExtensions, wrapPglite, wrapPool, type Database } from '../db/client';

let template: Promise<PGlite> | undefined;

async function migratedPglite(): Promise<PGlite> {
  const client = await PGlite.create({ extensions: pgliteExtensions() });
  await migrateDatabase(wrapPglite(client));
  return client;
}

/**
 * An isolated, migrated database for one test file: a clone of this worker's migrated PGlite, or,
 * when TEST_DATABASE_URL is set, a fresh PostgreSQL database copied from the run's template.
 */
export async function createTestDatabase(): Promise<Database> {
  const pgTemplate = inject('pgTemplate');
  if (!pgTemplate) {
    template ??= migratedPglite();
    return wrapPglite((await (await template).clone()) as PGlite);
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
