import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, pgliteExtensions, wrapPglite, wrapPool } from '../db/client';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  export interface ProvidedContext {
    /** With TEST_DATABASE_URL: a migrated template database that each test file copies. */
    pgTemplate: { url: string; template: string; prefix: string } | null;
    /** Without it: a file holding a migrated PGlite data directory that each test file loads. */
    pgliteDump: string | null;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Migrates once per test run. PGlite: a dump of a migrated data directory, because starting PGlite
 * from a dump takes a fifth of the time of its initdb. PostgreSQL: one migrated template database,
 * dropped with every copy afterwards.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('pgTemplate', null);
    const client = await PGlite.create({ extensions: pgliteExtensions() });
    await migrateDatabase(wrapPglite(client));
    const dump = join(tmpdir(), `saram-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await client.close();
    project.provide('pgliteDump', dump);
    return () => rmSync(dump, { force: true });
  }
  project.provide('pgliteDump', null);
  const prefix = `saram_t_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 1 });
  await migrateDatabase(wrapPool(pool));
  await pool.end();
  project.provide('pgTemplate', { url, template, prefix });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${prefix}%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}
