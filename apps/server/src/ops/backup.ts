import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteDataDir, pgliteExtensions, withUnlock, wrapPglite, wrapPool, type Database } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { durablePglite } from '../db/durable-nodefs';
import { decryptField } from '../lib/auth/crypto';
import { existingEncryptionKey } from '../lib/auth/secrets';
import { oneSealedValue, relationCount, tableStats } from './backup.repo';

/** Where the database is: PostgreSQL at `databaseUrl`, else the embedded PGlite under `dataDir`. */
export type Target = { databaseUrl?: string | undefined; dataDir: string };

export type BackupResult = { file: string; kind: Database['kind']; tables: number; rows: number; bytes: number };

/** Something the operator must fix (a non-empty target, a missing tool, the wrong kind of file). */
export class BackupError extends Error {}

/** pg_dump's custom format starts with these bytes; PGlite's dump is a gzipped tar. */
const pgDumpMagic = Buffer.from('PGDMP');
const gzipMagic = Buffer.from([0x1f, 0x8b]);

/** `2026-11-29T03-04-05Z`: sorts by time and is a valid file name everywhere. */
function stamp(now: Date): string {
  return now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
}

/**
 * A PostgreSQL client tool: the newest Debian install (`/usr/lib/postgresql/<major>/bin`, pg_dump must be
 * at least the server's version) or else the one on PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = majors.map((v) => path.join(root, v, 'bin', name)).find((file) => existsSync(file));
  return found ?? name;
}

/** The URL without its password, which goes to libpq through PGPASSWORD instead (not on a command line). */
function libpqArgs(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'ENOENT' ? new BackupError(`${command}를 찾을 수 없습니다. PostgreSQL 클라이언트(postgresql-client)를 설치하세요.`) : e),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString());
      else reject(new BackupError(`${path.basename(command)} 실패 (exit ${code}): ${Buffer.concat(err).toString().trim()}`));
    });
  });
}

/** The embedded database, opened without migrating it, locked against a running server. */
async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<{ database: Database; client: PGlite }> {
  const dir = pgliteDataDir(dataDir);
  await mkdir(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    const client = await durablePglite(dir, { extensions: pgliteExtensions(), ...(loadDataDir ? { loadDataDir } : {}) });
    return { database: withUnlock(wrapPglite(client), unlock), client };
  } catch (err) {
    unlock();
    throw err;
  }
}

function openPostgres(databaseUrl: string): Database {
  return wrapPool(new pg.Pool({ connectionString: databaseUrl, max: 1 }));
}

async function totals(database: Database): Promise<{ tables: number; rows: number }> {
  const stats = await tableStats(database.db, { hash: false });
  return { tables: stats.length, rows: stats.reduce((sum, s) => sum + s.rows, 0) };
}

/**
 * Writes a consistent dump of the database into `dir` under a name with the time, and answers its path.
 * PostgreSQL: pg_dump's custom format, one snapshot of the whole database while the server keeps running.
 * PGlite: its data directory as PGlite dumps it (a gzipped tar, after a checkpoint); PGlite serves one
 * process, so the server must be stopped first (refused while it runs). The file appears only when complete.
 */
export async function backup(target: Target, dir: string, now = new Date()): Promise<BackupResult> {
  await mkdir(dir, { recursive: true });
  const kind: Database['kind'] = target.databaseUrl ? 'postgres' : 'pglite';
  const file = path.resolve(dir, `saram-${stamp(now)}.${kind === 'postgres' ? 'pgdump' : 'pglite.tar.gz'}`);
  if (existsSync(file)) throw new BackupError(`${file}이(가) 이미 있습니다.`);
  const partial = `${file}.partial`;
  let database: Database | undefined;
  try {
    if (target.databaseUrl) {
      const { dbname, env } = libpqArgs(target.databaseUrl);
      await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`], env);
      await chmod(partial, 0o600);
      database = openPostgres(target.databaseUrl);
    } else {
      if (!existsSync(path.join(pgliteDataDir(target.dataDir), 'PG_VERSION'))) {
        throw new BackupError(`${pgliteDataDir(target.dataDir)}에 내장 데이터베이스가 없습니다. DATA_DIR을 확인하세요.`);
      }
      const opened = await openPglite(target.dataDir);
      database = opened.database;
      await opened.client.exec('checkpoint');
      const tar = Buffer.from(await (await opened.client.dumpDataDir('gzip')).arrayBuffer());
      const handle = await open(partial, 'wx', 0o600);
      try {
        await handle.writeFile(tar);
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
    // PostgreSQL keeps serving during the dump: these counts are read just after its snapshot, for the message.
    const counted = await totals(database);
    await rename(partial, file);
    return { file, kind, ...counted, bytes: (await stat(file)).size };
  } finally {
    await database?.close();
    await rm(partial, { force: true });
  }
}

export type RestoreResult = {
  kind: Database['kind'];
  tables: number;
  rows: number;
  /** Whether the encryption key at hand opens the restored encrypted values ('none': nothing encrypted). */
  key: 'matches' | 'differs' | 'missing' | 'none';
};

async function fileKind(file: string): Promise<Database['kind']> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.subarray(0, 5).equals(pgDumpMagic)) return 'postgres';
    if (head.subarray(0, 2).equals(gzipMagic)) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file}은(는) Saram 백업 파일이 아닙니다(pg_dump 사용자 지정 형식도, PGlite 덤프도 아님).`);
}

/** Whether the key at hand (given, else DATA_DIR/secrets.json) opens the database's encrypted values. */
export async function keyCheck(database: Database, target: Target, encryptionKey: string | undefined): Promise<RestoreResult['key']> {
  const sealed = await oneSealedValue(database.db);
  if (!sealed) return 'none';
  const key = await existingEncryptionKey({ dataDir: target.dataDir, encryptionKey });
  if (!key) return 'missing';
  try {
    decryptField(key, sealed);
    return 'matches';
  } catch {
    return 'differs';
  }
}

/**
 * Loads a backup into an EMPTY database of its own kind (a PostgreSQL database without a table, or a
 * DATA_DIR without an embedded database), all or nothing, and says whether the encryption key at hand
 * opens what was restored.
 */
export async function restore(target: Target, file: string, encryptionKey?: string): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`${file}이(가) 없습니다.`);
  const kind = await fileKind(file);
  if (kind === 'postgres' && !target.databaseUrl) {
    throw new BackupError('PostgreSQL 백업(pg_dump)입니다. 복원할 빈 데이터베이스를 DATABASE_URL로 지정하세요.');
  }
  if (kind === 'pglite' && target.databaseUrl) {
    throw new BackupError('내장 데이터베이스(PGlite) 백업입니다. DATABASE_URL 없이, 빈 DATA_DIR을 지정해 복원하세요.');
  }
  let database: Database | undefined;
  try {
    if (target.databaseUrl) {
      database = openPostgres(target.databaseUrl);
      if ((await relationCount(database.db)) > 0) {
        throw new BackupError(`대상 데이터베이스가 비어 있지 않습니다. createdb로 새 데이터베이스를 만든 뒤 그 주소로 복원하세요.`);
      }
      const { dbname, env } = libpqArgs(target.databaseUrl);
      const restoreTool = pgTool('pg_restore');
      // Comments on extensions need the extension's owner (a superuser): left out, as pg_dump's own advice goes.
      const list = (await run(restoreTool, ['--list', file], env))
        .split('\n')
        .filter((line) => !/ COMMENT - EXTENSION /.test(line))
        .join('\n');
      const listFile = `${file}.${process.pid}.list`;
      await writeFile(listFile, list);
      try {
        await run(
          restoreTool,
          ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--use-list=${listFile}`, `--dbname=${dbname}`, file],
          env,
        );
      } finally {
        await rm(listFile, { force: true });
      }
    } else {
      const dir = pgliteDataDir(target.dataDir);
      if (existsSync(dir) && (await readdir(dir)).length > 0) {
        throw new BackupError(`${dir}이(가) 비어 있지 않습니다. 그 폴더를 옮기거나 빈 DATA_DIR을 지정해 복원하세요.`);
      }
      const tar = new Blob([await readFile(file)], { type: 'application/x-gzip' });
      try {
        database = (await openPglite(target.dataDir, tar)).database;
      } catch (err) {
        // It was empty: leave it so, not half-restored.
        await rm(dir, { recursive: true, force: true });
        throw err;
      }
    }
    return { kind, ...(await totals(database)), key: await keyCheck(database, target, encryptionKey) };
  } finally {
    await database?.close();
  }
}
