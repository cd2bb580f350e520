import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, wrapPool } from '../db/client';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  export interface ProvidedContext {
    /** With TEST_DATABASE_URL: a migrated template database that each test file copies. */
    pgTemplate: { url: string; template: string; prefix: string } | null;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs once per test run: on PostgreSQL, one migrated template; dropped with every copy afterwards. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('pgTemplate', null);
    return;
  }
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
