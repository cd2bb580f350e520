import fs, { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { durablePglite } from './durable-nodefs';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('the embedded database syncs every acknowledged commit to disk before answering', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'saram-durable-'));
  dirs.push(dir);
  const dump = inject('pgliteDump');
  const pg = await durablePglite(path.join(dir, 'pgdata'), dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {});
  try {
    expect((await pg.query<{ fsync: string }>('show fsync')).rows[0]!.fsync).toBe('on');
    await pg.exec('create table durability_probe (n int)');
    const fsync = vi.spyOn(fs, 'fsyncSync');
    for (let n = 0; n < 20; n++) await pg.query('insert into durability_probe values ($1)', [n]);
    expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(20);
  } finally {
    await pg.close();
  }
});
