import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase, pgliteExtensions, queryRows, wrapPglite, type Database } from './db/client';
import { createTestDatabase } from './test/database';
import { demoAccounts } from './demo/seed';
import { randomSecrets } from './lib/auth/secrets';

const key = randomSecrets().encryptionKey;

const silent = { info: () => {}, warn: () => {}, error: () => {} } as never;
const opened: Database[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.close();
  vi.restoreAllMocks();
});

async function database() {
  const d = await createTestDatabase();
  opened.push(d);
  return d;
}

const users = (d: Database) =>
  queryRows<{ login_id: string; roles: string[] }>(
    d.db,
    sql`select u.login_id, array(select role from user_roles r where r.user_id = u.id) as roles from users u order by login_id`,
  );

describe('first start', () => {
  it('creates the administrator with SARAM_ADMIN_PASSWORD, once', async () => {
    const d = await database();
    const config = loadConfig({ SARAM_ADMIN_PASSWORD: 'a-long-saram-passphrase' });
    await bootstrap(d.db, config, silent, key);
    await bootstrap(d.db, config, silent, key);
    expect(await users(d)).toEqual([{ login_id: 'admin', roles: ['admin'] }]);
  });

  it('generates and prints a random password when none is given', async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    await bootstrap((await database()).db, loadConfig({}), silent, key);
    await bootstrap((await database()).db, loadConfig({}), silent, key);
    const passwords = printed.join('').match(/비밀번호: (\S+)/g);
    expect(passwords).toHaveLength(2);
    expect(passwords![0]).not.toBe(passwords![1]);
    expect(passwords![0]!.length).toBeGreaterThan('비밀번호: '.length + 12);
  });

  it('refuses a weak SARAM_ADMIN_PASSWORD and creates nothing', async () => {
    const d = await database();
    await expect(bootstrap(d.db, loadConfig({ SARAM_ADMIN_PASSWORD: 'admin1234' }), silent, key)).rejects.toThrow(/12자 이상/);
    expect(await users(d)).toEqual([]);
  });

  it('fills an empty database with the demo company when SARAM_DEMO=1', async () => {
    const d = await database();
    await bootstrap(d.db, loadConfig({ SARAM_ADMIN_PASSWORD: 'a-long-saram-passphrase', SARAM_DEMO: '1' }), silent, key);
    const rows = await users(d);
    const signIn = ['admin', ...demoAccounts.map((a) => a.loginId)].sort();
    expect(rows.map((r) => r.login_id).filter((id) => signIn.includes(id))).toEqual(signIn);
    // The others are demo new hires' own accounts (demo/new-hires.ts): the employee role only.
    const others = rows.filter((r) => !signIn.includes(r.login_id));
    expect(others.length).toBeLessThanOrEqual(5);
    expect(others.every((r) => r.roles.length === 1 && r.roles[0] === 'employee')).toBe(true);
    expect(rows.find((r) => r.login_id === 'eval.only')?.roles).toEqual(['evaluation_only']);
    const [counts] = await queryRows<{ employees: number; led: number }>(
      d.db,
      sql`select (select count(*) from employees)::int as employees,
        (select count(*) from task_forces where leader_id is not null)::int as led`,
    );
    expect(counts!.employees).toBeGreaterThanOrEqual(250);
    expect(counts!.led).toBeGreaterThan(0);
  }, 120_000); // the whole demo company: several seconds alone, far more on a loaded machine
});

describe('embedded database', () => {
  it('starts an empty data directory from the built template and keeps data across restarts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'saram-persist-'));
    try {
      // What build.mjs writes (db/make-template.ts), here with a marker the migrations do not make.
      const source = await PGlite.create({ extensions: pgliteExtensions() });
      await migrateDatabase(wrapPglite(source));
      await source.exec(`comment on table users is 'from the template'`);
      const template = path.join(dir, 'template.tar.gz');
      await writeFile(template, Buffer.from(await (await source.dumpDataDir('gzip')).arrayBuffer()));
      await source.close();

      const first = await openDatabase({ dataDir: dir, template });
      const [marker] = await queryRows<{ comment: string }>(first.db, sql`select obj_description('users'::regclass) as comment`);
      expect(marker?.comment).toBe('from the template');
      await bootstrap(first.db, loadConfig({ SARAM_ADMIN_PASSWORD: 'a-long-saram-passphrase' }), silent, key);
      await first.close();
      const second = await openDatabase({ dataDir: dir, template });
      opened.push(second);
      expect((await users(second)).map((u) => u.login_id)).toEqual(['admin']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000); // two PGlite starts, the migrations and a gzip dump: 20 s and over 30 s on a loaded machine
});
