// Load (issue 32, item 7): 200 simulated users for 60 s against Saram on PostgreSQL with a seeded
// company (bench/seed-employees.mjs: the 2,000-unit tree and LOAD_EMPLOYEES people). Each user signs
// in (as one of LOAD_ACCOUNTS HR managers), then loops with a think time: list a page, search, open a
// record, edit a record (its own people, so no two users edit one record), approve a resignation (its
// own requests). Pass: 0 errors (any answer but 2xx, or a failed connection). Prints p50/p95/p99 per
// action and the server's RSS (sampled every second).
//
//   node bench/security/load.mjs
//   LOAD_USERS=200 LOAD_SECONDS=60 LOAD_EMPLOYEES=10000 LOAD_ACCOUNTS=20 LOAD_THINK_MS=1000 (mean; uniform 0.5x-1.5x)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, fmt, percentile, signIn, startSaram, table } from '../lib.mjs';
import { seedEmployees, seedUnits } from '../seed-employees.mjs';
import { apiClient, createAccount, envInt, must, pool, rssOf, signInAs, step } from './shared.mjs';

const { log, cleanups, finish, run } = step('load');
const USERS = envInt('LOAD_USERS', 200);
const SECONDS = envInt('LOAD_SECONDS', 60);
const EMPLOYEES = envInt('LOAD_EMPLOYEES', 10_000);
const ACCOUNTS = envInt('LOAD_ACCOUNTS', 20);
const THINK_MS = envInt('LOAD_THINK_MS', 1000);
const APPROVALS_PER_USER = 2;
const EDITS_PER_USER = 20;
// What a user does next, by weight.
const MIX = [
  ['list', 30],
  ['search', 25],
  ['open', 25],
  ['edit', 12],
  ['approve', 8],
];
const searchTerms = ['김민', '이서', '박', 'ㄱㅁㅅ', 'ㅇㅅㅇ', '최지', '정', '팀장', '개발'];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

run(async () => {
  const db = await createDatabase({ prefix: 'saram_bench_load_', cleanups, log });
  const keyB64 = randomBytes(32).toString('base64');
  const saram = await startSaram({ cleanups, log, databaseUrl: db.url, timeoutSeconds: 120, env: { SARAM_ENCRYPTION_KEY: keyB64, TRUST_PROXY: 'loopback' } });
  const admin = apiClient(saram.base, (await signIn(saram.base, saram.password)).token.access_token);

  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  cleanups.add('close seed connection', () => client.end());
  await client.query('begin');
  await seedUnits(client);
  await client.query('commit');
  const seedTimes = await seedEmployees(client, { count: EMPLOYEES, key: Buffer.from(keyB64, 'base64'), today: new Date().toISOString().slice(0, 10), log });
  log(`seeded 2,000 units and ${EMPLOYEES.toLocaleString('en')} employees in ${fmt(seedTimes.generateSeconds + seedTimes.insertSeconds + seedTimes.analyzeSeconds, 1)} s`);
  const { rows } = await client.query(`select id::text, version from employees where employment_status = '재직' order by random()`);
  const needed = ACCOUNTS + USERS * (EDITS_PER_USER + APPROVALS_PER_USER);
  if (rows.length < needed) throw new Error(`${rows.length} working employees, ${needed} needed: raise LOAD_EMPLOYEES`);
  const sample = rows.slice(0, 2000).map((r) => r.id);

  // The HR managers the users sign in as, and each user's requests to approve (filed by admin).
  const accounts = await pool(rows.slice(0, ACCOUNTS), 4, (r, i) => createAccount(admin, saram.base, { employeeId: r.id, loginId: `load.hr${i}`, roles: ['hr_manager'] }));
  let cursor = ACCOUNTS;
  const users = Array.from({ length: USERS }, (_, i) => {
    const edits = rows.slice(cursor, (cursor += EDITS_PER_USER)).map((r) => ({ id: r.id }));
    const filed = rows.slice(cursor, (cursor += APPROVALS_PER_USER)).map((r) => r.id);
    return { i, account: accounts[i % ACCOUNTS], edits, filed, requests: [] };
  });
  log(`filing ${USERS * APPROVALS_PER_USER} resignation requests to approve`);
  await pool(
    users.flatMap((u) => u.filed.map((employee_id) => ({ u, employee_id }))),
    8,
    async ({ u, employee_id }) => u.requests.push((await must(admin, 'POST', '/api/mongo/resignations', { employee_id, lastWorkingDate: inDays(45), resignationType: '자진퇴사', reason: '이직' })).id),
  );

  // The run.
  const samples = Object.fromEntries([['signin'], ...MIX].map(([name]) => [name, []]));
  const errors = [];
  const rss = [];
  const pid = saram.state.child.pid;
  const rssTimer = setInterval(() => void rssOf(pid).then((r) => rss.push(r.rssMb)).catch(() => {}), 1000);
  const total = MIX.reduce((s, [, w]) => s + w, 0);
  const deadline = Date.now() + SECONDS * 1000;
  const timed = async (name, fn) => {
    const t = performance.now();
    try {
      const r = await fn();
      const ms = performance.now() - t;
      if (r.status >= 200 && r.status < 300) samples[name].push(ms);
      else errors.push({ action: name, status: r.status, body: r.text?.slice(0, 200) });
      return r;
    } catch (err) {
      errors.push({ action: name, status: err?.cause?.code ?? err?.message });
      return null;
    }
  };
  async function user(u) {
    // Users arrive over the first think time, not all in the same millisecond.
    await sleep(Math.random() * THINK_MS);
    let token;
    await timed('signin', async () => {
      // Each user from its own address (X-Forwarded-For, believed from loopback): the sign-in throttle
      // lets one address have only a few sign-ins in flight, and 200 colleagues do not share one.
      token = await signInAs(saram.base, u.account.account.loginId, u.account.password, { 'x-forwarded-for': `10.1.${Math.floor(u.i / 250)}.${(u.i % 250) + 1}` });
      return { status: 200 };
    });
    if (!token) return;
    const api = apiClient(saram.base, token);
    while (Date.now() < deadline) {
      let roll = Math.random() * total;
      let action = MIX.find(([, w]) => (roll -= w) < 0)[0];
      if (action === 'edit' && !u.edits.length) action = 'open';
      if (action === 'approve' && !u.requests.length) action = 'list';
      if (action === 'list') await timed('list', () => api('GET', `/api/mongo/employees/list?page=${1 + Math.floor(Math.random() * 50)}&limit=50`));
      else if (action === 'search') await timed('search', () => api('GET', `/api/mongo/employees/list?searchTerm=${encodeURIComponent(pick(searchTerms))}&limit=20`));
      else if (action === 'open') await timed('open', () => api('GET', `/api/mongo/employees/${pick(sample)}`));
      else if (action === 'edit') {
        const e = pick(u.edits);
        await timed('edit', async () => {
          const got = await api('GET', `/api/mongo/employees/${e.id}`);
          if (got.status !== 200) return got;
          return api('PUT', `/api/mongo/employees/${e.id}`, { version: got.body.version, organization: { jobFunction: `부하 ${u.i}-${Date.now() % 100000}` } });
        });
      } else {
        const id = u.requests.pop();
        await timed('approve', () => api('PUT', `/api/mongo/resignations/${id}/approve`, { comment: '승인' }));
      }
      await sleep(THINK_MS * (0.5 + Math.random()));
    }
  }
  const t0 = Date.now();
  await Promise.all(users.map(user));
  const seconds = (Date.now() - t0) / 1000;
  clearInterval(rssTimer);
  const finalRss = await rssOf(pid);

  const rowsOut = Object.entries(samples).map(([action, s]) => {
    const sorted = [...s].sort((a, b) => a - b);
    return { action, n: s.length, errors: errors.filter((e) => e.action === action).length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  });
  const all = Object.values(samples).flat().sort((a, b) => a - b);
  rowsOut.push({ action: 'all', n: all.length, errors: errors.length, p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99) });
  console.log(
    table(rowsOut, [
      { title: 'action', get: (r) => r.action },
      { title: 'requests', get: (r) => r.n, right: true },
      { title: 'errors', get: (r) => r.errors, right: true },
      { title: 'p50 ms', get: (r) => fmt(r.p50, 1), right: true },
      { title: 'p95 ms', get: (r) => fmt(r.p95, 1), right: true },
      { title: 'p99 ms', get: (r) => fmt(r.p99, 1), right: true },
    ]),
  );
  const rssMax = Math.max(...rss, finalRss.rssMb);
  log(`${USERS} users, ${fmt(seconds, 1)} s, ${all.length} answers (${fmt(all.length / seconds, 0)}/s), ${errors.length} errors; server RSS now ${fmt(finalRss.rssMb, 0)} MB, max sampled ${fmt(rssMax, 0)} MB, peak ${fmt(finalRss.peakMb, 0)} MB`);
  if (errors.length) log(`first errors: ${JSON.stringify(errors.slice(0, 5))}`);
  const reasons = [];
  if (errors.length) reasons.push(`${errors.length} errors`);
  if (all.length === 0) reasons.push('no answers');
  await finish(reasons.length === 0, reasons, {
    users: USERS,
    seconds,
    employees: EMPLOYEES,
    accounts: ACCOUNTS,
    thinkMs: THINK_MS,
    answersPerSecond: all.length / seconds,
    actions: rowsOut,
    errors: errors.slice(0, 50),
    errorCount: errors.length,
    rssMb: { now: finalRss.rssMb, maxSampled: rssMax, peak: finalRss.peakMb },
  });
});
