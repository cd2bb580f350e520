import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteExtensions, wrapPglite, wrapPool, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { durablePglite } from '../db/durable-nodefs';
import { createTestApp, type TestApp } from '../test/app';
import { createPostgresDatabase, createTestDatabase, migratedPgliteDump } from '../test/database';
import { leaks, seedSecrets, type Seeded } from '../test/secret-seed';
import { backup, BackupError, keyCheck, pgTool, restore } from './backup';
import { tableStats, tableTexts, type TableStat } from './backup.repo';

/**
 * Issue 32 items 9 and 10, on the kind of database this run uses (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). A database is filled through the API the way a company would (test/secret-seed.ts),
 * with the server's log captured. Then:
 * - backup (`npm run backup`, backup-cli.ts) and restore into an empty database give every table back
 *   (row count and a hash of its rows); a non-empty target is refused;
 * - none of the RRNs, salaries, bank accounts, passwords and tokens it used is readable, in any common
 *   encoding, in what the server leaves behind: the database's files (PGlite) or its dump (PostgreSQL),
 *   every table's rows (the mail outbox among them) and the server's log.
 */

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
let work: string;
let seeded: Seeded;
let source: TableStat[];
let sourceUrl: string | undefined;
let key: string;
const log: Buffer[] = [];
const tables: { table: string; text: string }[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'saram-at-rest-'));
  let database: Database;
  if (kind === 'pglite') {
    await mkdir(path.join(work, 'a'));
    database = wrapPglite(await durablePglite(path.join(work, 'a', 'pgdata'), { extensions: pgliteExtensions(), loadDataDir: migratedPgliteDump() }));
  } else {
    const created = await createTestDatabase();
    sourceUrl = created.url;
    database = created;
  }
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(Buffer.from(chunk));
      done();
    },
  });
  const t: TestApp = await createTestApp({}, undefined, { database, logStream });
  try {
    seeded = await seedSecrets(t);
    key = t.secrets.encryptionKey.toString('base64');
    source = await tableStats(t.db, { hash: true });
    tables.push(...(await tableTexts(t.db)));
  } finally {
    await t.close();
  }
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function statsOf(database: Database): Promise<TableStat[]> {
  try {
    return await tableStats(database.db, { hash: true });
  } finally {
    await database.close();
  }
}

describe.runIf(kind === 'pglite')('backup and restore of the embedded database (PGlite)', () => {
  const a = () => ({ dataDir: path.join(work, 'a') });
  const b = () => ({ dataDir: path.join(work, 'b') });
  let file: string;

  it('refuses while another process holds the database (the server runs)', async () => {
    // The lock names a live process that is not this one: the test runner's parent.
    await writeFile(path.join(work, 'a', 'pgdata.pid'), `${process.ppid}\n`);
    await expect(backup(a(), path.join(work, 'backups'))).rejects.toThrow(DataDirLockedError);
    await rm(path.join(work, 'a', 'pgdata.pid'));
  });

  it('writes a dump named with the time, restores it into an empty DATA_DIR, every table equal', { timeout: 120_000 }, async () => {
    const result = await backup(a(), path.join(work, 'backups'), new Date('2026-11-29T03:04:05.678Z'));
    file = result.file;
    expect(path.basename(file)).toBe('saram-2026-11-29T03-04-05Z.pglite.tar.gz');
    expect(result).toMatchObject({ kind: 'pglite', tables: source.length, rows: source.reduce((n, s) => n + s.rows, 0) });
    expect(source.find((s) => s.table === 'public.employees')!.rows).toBe(3);

    const restored = await restore(b(), file, key);
    expect(restored).toMatchObject({ kind: 'pglite', tables: source.length, key: 'matches' });
    const database = await openDatabase(b());
    try {
      expect(await tableStats(database.db, { hash: true })).toEqual(source);
      // What restore says when the key at hand is another one, or when there is none.
      expect(await keyCheck(database, b(), Buffer.alloc(32, 7).toString('base64'))).toBe('differs');
      expect(await keyCheck(database, b(), undefined)).toBe('missing');
    } finally {
      await database.close();
    }
  });

  it('refuses a non-empty target, and a file of the other kind', async () => {
    await expect(restore(b(), file, key)).rejects.toThrow(/비어 있지 않습니다/);
    await expect(restore({ ...b(), databaseUrl: 'postgres://x@127.0.0.1:1/x' }, file)).rejects.toThrow(/DATABASE_URL 없이/);
  });
});

describe.runIf(kind === 'postgres')('backup and restore on PostgreSQL (pg_dump)', () => {
  let file: string;

  it('writes a pg_dump named with the time, restores it into an empty database, every table equal', { timeout: 120_000 }, async () => {
    const result = await backup({ databaseUrl: sourceUrl, dataDir: work }, path.join(work, 'backups'), new Date('2026-11-29T03:04:05Z'));
    file = result.file;
    expect(path.basename(file)).toBe('saram-2026-11-29T03-04-05Z.pgdump');
    expect(result).toMatchObject({ kind: 'postgres', tables: source.length });
    expect(source.find((s) => s.table === 'public.employees')!.rows).toBe(3);

    const empty = await createPostgresDatabase(true);
    const restored = await restore({ databaseUrl: empty, dataDir: work }, file, key);
    expect(restored).toMatchObject({ kind: 'postgres', tables: source.length, key: 'matches' });
    expect(await statsOf(wrapPool(new pg.Pool({ connectionString: empty, max: 1 })))).toEqual(source);
  });

  it('refuses a non-empty database (nothing written), and a file of the other kind', async () => {
    await expect(restore({ databaseUrl: sourceUrl, dataDir: work }, file, key)).rejects.toThrow(BackupError);
    await expect(restore({ databaseUrl: sourceUrl, dataDir: work }, file, key)).rejects.toThrow(/비어 있지 않습니다/);
    await expect(restore({ dataDir: path.join(work, 'none') }, file)).rejects.toThrow(/DATABASE_URL로 지정/);
  });
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
    const dataDir = path.join(work, 'a');
    const files = (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    const controls = new Set<string>();
    for (const file of files) {
      const full = path.join(file.parentPath, file.name);
      const bytes = await readFile(full);
      for (const leak of leaks(seeded.secrets, bytes)) found.push(`${path.relative(dataDir, full)}: ${leak}`);
      for (const control of leaks(seeded.controls, bytes)) controls.add(control);
    }
    expect(found).toEqual([]);
    expect(controls.size).toBe(seeded.controls.tokens.length);
  });

  it.runIf(kind === 'postgres')('none in a pg_dump of the database', async () => {
    const { stdout } = await promisify(execFile)(pgTool('pg_dump'), ['--format=plain', `--dbname=${sourceUrl}`], { maxBuffer: 512 * 1024 * 1024, encoding: 'buffer' });
    expect(stdout.length).toBeGreaterThan(100_000);
    expect(leaks(seeded.secrets, stdout)).toEqual([]);
    expect(leaks(seeded.controls, stdout)).toHaveLength(seeded.controls.tokens.length);
  });
});
