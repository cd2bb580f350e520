import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dir = mkdtempSync(path.join(tmpdir(), 'saram-lock-'));
const pgdata = path.join(dir, 'pgdata');
const lockFile = `${pgdata}.pid`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('holds the embedded database for this process and lets go of it', () => {
  const release = lockDataDir(pgdata);
  expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
  release();
  expect(existsSync(lockFile)).toBe(false);
});

it('refuses while another live process holds it, naming that process', () => {
  writeFileSync(lockFile, `${process.ppid}\n`);
  expect(() => lockDataDir(pgdata)).toThrow(DataDirLockedError);
  expect(() => lockDataDir(pgdata)).toThrow(`PID ${process.ppid}`);
  expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.ppid));
  rmSync(lockFile);
});

it('takes over the lock of a process that is gone (kill -9, power loss)', () => {
  const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
  writeFileSync(lockFile, `${gone}\n`);
  const release = lockDataDir(pgdata);
  expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
  release();
});
