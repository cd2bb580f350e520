import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions, wrapPglite, type Database } from '../db/client';
import { durablePglite } from '../db/durable-nodefs';
import { createTestApp, type TestApp } from '../test/app';
import { createTestDatabase, migratedPgliteDump } from '../test/database';
import { leaks, seedSecrets, type Seeded } from '../test/secret-seed';
import { tableTexts } from './backup.repo';
import { pgTool } from './backup';

/**
 * Issue 32 item 10: after a run that created employees with RRNs, salaries and bank accounts, signed in
 * with passwords and used API tokens, none of those values is readable, in any common encoding, in what
 * the server leaves behind: the database's files (PGlite) or its dump (PostgreSQL), every table's rows
 * (the mail outbox among them) and the server's log.
 */

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
let t: TestApp;
let seeded: Seeded;
let dataDir: string | undefined;
const log: Buffer[] = [];
const tables: { table: string; text: string }[] = [];
let url: string | undefined;

beforeAll(async () => {
  let database: Database;
  if (kind === 'pglite') {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'saram-secrets-'));
    database = wrapPglite(await durablePglite(path.join(dataDir, 'pgdata'), { extensions: pgliteExtensions(), loadDataDir: migratedPgliteDump() }));
  } else {
    const created = await createTestDatabase();
    url = created.url;
    database = created;
  }
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(Buffer.from(chunk));
      done();
    },
  });
  t = await createTestApp({}, undefined, { database, logStream });
  seeded = await seedSecrets(t);
  tables.push(...(await tableTexts(t.db)));
  await t.close();
}, 120_000);

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('secrets at rest (issue 32 item 10)', () => {
  it('the run wrote what is scanned: log lines, mails, encrypted employees', () => {
    expect(log.length).toBeGreaterThan(20);
    const mails = tables.find((x) => x.table === 'public.mail_outbox')!;
    expect(mails.text).toContain('사직');
    expect(tables.find((x) => x.table === 'public.employees')!.text).toContain('v1.');
  });

  it('the scan finds a planted value (so it can fail)', () => {
    const { secrets } = seeded;
    expect(leaks(secrets, Buffer.from(`x ${secrets.rrns[0]} y`))).toEqual([`rrns: ${secrets.rrns[0]}`]);
    expect(leaks(secrets, Buffer.from(Buffer.from(secrets.passwords[0]!).toString('base64')))).toEqual([`passwords: ${secrets.passwords[0]}`]);
  });

  it('no plaintext RRN, salary, bank account, password or token in the server log', () => {
    expect(leaks(seeded.secrets, Buffer.concat(log))).toEqual([]);
  });

  it('none in any table (the mail outbox, audit and access records, job payloads included)', () => {
    for (const { table, text } of tables) expect(leaks(seeded.secrets, Buffer.from(text)), table).toEqual([]);
    expect(leaks(seeded.controls, Buffer.from(tables.map((x) => x.text).join('\n')))).toHaveLength(seeded.controls.tokens.length);
  });

  it.runIf(kind === 'pglite')('none in the files of the embedded data directory (tables, WAL)', async () => {
    const files = (await readdir(dataDir!, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    const controls = new Set<string>();
    for (const file of files) {
      const full = path.join(file.parentPath, file.name);
      const bytes = await readFile(full);
      for (const leak of leaks(seeded.secrets, bytes)) found.push(`${path.relative(dataDir!, full)}: ${leak}`);
      for (const control of leaks(seeded.controls, bytes)) controls.add(control);
    }
    expect(found).toEqual([]);
    expect(controls.size).toBe(seeded.controls.tokens.length);
  });

  it.runIf(kind === 'postgres')('none in a pg_dump of the database', async () => {
    const { stdout } = await promisify(execFile)(pgTool('pg_dump'), ['--format=plain', `--dbname=${url}`], { maxBuffer: 512 * 1024 * 1024, encoding: 'buffer' });
    expect(stdout.length).toBeGreaterThan(100_000);
    expect(leaks(seeded.secrets, stdout)).toEqual([]);
    expect(leaks(seeded.controls, stdout)).toHaveLength(seeded.controls.tokens.length);
  });
});
