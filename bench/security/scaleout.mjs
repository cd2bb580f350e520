// Scale-out (issue 32, item 6): two Saram instances on one PostgreSQL behind a small round-robin,
// health-checked proxy (in this script). A change made on A is seen by the next request on B:
// a session and its logout, a grant change, a disabled account, the org-tree cache, sign-in
// throttling; each cron slot runs once (counted in the database); and with one instance killed
// (kill -9) mid-load the other keeps serving: 0 failed requests once the proxy has noticed.
//
//   node bench/security/scaleout.mjs
//   SCALEOUT_SECONDS=20 (load through the proxy; B is killed after a third)  SCALEOUT_CONNECTIONS=20
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import { createDatabase, freePort, signIn, startSaram } from '../lib.mjs';
import { apiClient, createAccount, createOrg, employeeBody, envInt, must, openSql, step } from './shared.mjs';

const { log, cleanups, finish, run } = step('scaleout');
const SECONDS = envInt('SCALEOUT_SECONDS', 20);
const CONNECTIONS = envInt('SCALEOUT_CONNECTIONS', 20);

/**
 * A round-robin HTTP proxy over `backends` on 127.0.0.1. Each backend's /api/health is asked every
 * 250 ms; one that fails it (or a proxied request) is skipped until it answers again. A request
 * that fails upstream before an answer started (connection refused or reset) goes to the next
 * backend when it is a GET or HEAD, so a dying instance's in-flight reads are retried.
 */
async function startProxy(backends) {
  const state = backends.map((base) => ({ base, healthy: true, downSince: null, served: 0 }));
  let next = 0;
  const markDown = (b) => {
    if (b.healthy) {
      b.healthy = false;
      b.downSince = Date.now();
      log(`proxy: ${b.base} marked down`);
    }
  };
  const pick = (exclude) => {
    for (let i = 0; i < state.length; i++) {
      const b = state[(next + i) % state.length];
      if (b.healthy && !exclude.has(b)) {
        next = (next + i + 1) % state.length;
        return b;
      }
    }
    return null;
  };
  const check = setInterval(() => {
    for (const b of state) {
      fetch(`${b.base}/api/health`, { signal: AbortSignal.timeout(500) })
        .then((r) => {
          if (r.ok) b.healthy = true;
          else markDown(b);
        })
        .catch(() => markDown(b));
    }
  }, 250);
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set();
      const attempt = () => {
        const b = pick(tried);
        if (!b) {
          res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'no backend', code: 'BAD_GATEWAY' }));
          return;
        }
        tried.add(b);
        const url = new URL(req.url, b.base);
        const up = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host }, agent: keepAlive }, (upRes) => {
          b.served++;
          res.writeHead(upRes.statusCode, upRes.headers);
          upRes.pipe(res);
          upRes.on('error', () => res.destroy());
        });
        up.on('error', () => {
          markDown(b);
          if (res.headersSent) res.destroy();
          else if (req.method === 'GET' || req.method === 'HEAD') attempt();
          else res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'backend failed', code: 'BAD_GATEWAY' }));
        });
        up.end(body);
      };
      attempt();
    });
  });
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.add('stop proxy', async () => {
    clearInterval(check);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    keepAlive.destroy();
  });
  return { base: `http://127.0.0.1:${port}`, state };
}

run(async () => {
  const db = await createDatabase({ prefix: 'saram_bench_scaleout_', cleanups, log });
  const password = `Pw-${randomBytes(18).toString('base64url')}`;
  // The same keys on both (README: several instances); jobs on, schedules checked every 2 s.
  const env = {
    SARAM_JWT_SECRET: randomBytes(32).toString('base64'),
    SARAM_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    JOBS_ENABLED: '1',
    JOBS_POLL_SECONDS: '1',
    JOBS_SCHEDULE_CHECK_SECONDS: '2',
  };
  const started = new Date();
  const A = await startSaram({ cleanups, log, databaseUrl: db.url, password, env, label: 'Saram A', timeoutSeconds: 120 });
  const B = await startSaram({ cleanups, log, databaseUrl: db.url, password, env, label: 'Saram B', timeoutSeconds: 120 });
  const proxy = await startProxy([A.base, B.base]);
  const checks = [];
  const expect = (name, pass, detail) => {
    checks.push({ name, pass, detail });
    log(`${pass ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
  };

  const adminA = apiClient(A.base, (await signIn(A.base, password)).token.access_token);
  const tag = `S${randomBytes(2).toString('hex').toUpperCase()}`;
  const teams = await createOrg(adminA, tag);
  const person = async (i) => {
    const e = await must(adminA, 'POST', '/api/mongo/employees', employeeBody(`${tag}E${i}`, i, teams[0]));
    return e.id ?? e._id;
  };

  // 1. A session signed in on A, logged out on A: B refuses its token at the next request.
  {
    const token = (await signIn(A.base, password)).token.access_token;
    const before = (await apiClient(B.base, token)('GET', '/api/mongo/admin/me')).status;
    const out = (await apiClient(A.base, token)('POST', '/api/mongo/admin/logout', {})).status;
    const after = (await apiClient(B.base, token)('GET', '/api/mongo/admin/me')).status;
    expect('session and logout', before === 200 && out === 204 && after === 401, `B before logout ${before}, logout on A ${out}, B after ${after}`);
  }

  // 2. A grant given and taken on A: B answers accordingly at the next request.
  const worker = await createAccount(adminA, A.base, { employeeId: await person(1), loginId: `${tag.toLowerCase()}.worker`, roles: ['employee'] });
  const workerOn = (base) => apiClient(base, worker.token);
  {
    const list = async () => (await workerOn(B.base)('GET', '/api/mongo/employees/list?limit=1')).status;
    const userId = worker.account.id ?? worker.account.userId;
    const grants = (extra) => must(adminA, 'PUT', `/api/mongo/admin/users/${userId}/grants`, { grants: [{ role: 'employee', scopeType: 'self', scopeUnitIds: [] }, ...extra] });
    const before = await list();
    await grants([{ role: 'hr_staff', scopeType: 'all', scopeUnitIds: [] }]);
    const granted = await list();
    await grants([]);
    const revoked = await list();
    expect('grant change', before === 403 && granted === 200 && revoked === 403, `B lists employees: before ${before}, granted on A ${granted}, revoked on A ${revoked}`);
  }

  // 3. An account disabled on A: B refuses its token at the next request.
  {
    const other = await createAccount(adminA, A.base, { employeeId: await person(2), loginId: `${tag.toLowerCase()}.leaver`, roles: ['employee'] });
    const me = async () => (await apiClient(B.base, other.token)('GET', '/api/mongo/admin/me')).status;
    const before = await me();
    await must(adminA, 'PUT', `/api/mongo/admin/accounts/${other.account.id ?? other.account.userId}/active`, { isActive: false });
    const after = await me();
    expect('disabled account', before === 200 && after === 401, `B before ${before}, after disabling on A ${after}`);
  }

  // 4. The org tree cached on B, a unit added on A: B's next tree has it.
  {
    const adminB = apiClient(B.base, (await signIn(B.base, password)).token.access_token);
    const tree = async () => (await adminB('GET', '/api/v1/organizational-hierarchy/tree')).text;
    const name = `${tag}신설팀`;
    const warm = (await tree()) && (await tree());
    await must(adminA, 'POST', '/api/mongo/organizations', { name, type: 'team', parentId: teams[0].parentId });
    const after = await tree();
    expect('org-tree cache', !warm.includes(name) && after.includes(name), `B's tree before: ${warm.includes(name) ? 'has' : 'lacks'} the unit, after adding it on A: ${after.includes(name) ? 'has' : 'lacks'} it`);
  }

  // 5. Sign-in throttle: five wrong passwords spread over A and B, then the right one on B is refused.
  {
    const loginId = `${tag.toLowerCase()}.worker`;
    const attempt = (base, pw) => fetch(`${base}/api/mongo/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId, password: pw }) }).then((r) => r.status);
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push(await attempt(i % 2 ? B.base : A.base, `wrong-${i}-password`));
    const right = await attempt(B.base, worker.password);
    expect('sign-in throttle', wrong.every((s) => s === 401) && right === 429, `wrong passwords A/B/A/B/A: ${wrong.join(',')}; right password on B: ${right}`);
  }

  // 6. Kill B mid-load through the proxy: failures after the proxy noticed must be 0.
  const loadToken = (await signIn(A.base, password)).token.access_token;
  const failures = [];
  const t0 = Date.now();
  const instance = autocannon({ url: `${proxy.base}/api/mongo/admin/me`, headers: { authorization: `Bearer ${loadToken}` }, connections: CONNECTIONS, duration: SECONDS, timeout: 10 });
  let ok = 0;
  instance.on('response', (_c, status) => {
    if (status >= 200 && status < 300) ok++;
    else failures.push({ at: Date.now(), status });
  });
  instance.on('reqError', (err) => failures.push({ at: Date.now(), status: err?.code ?? 'error' }));
  const killTimer = setTimeout(() => {
    log(`kill -9 Saram B (pid ${B.state.child.pid}) at ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    B.state.child.kill('SIGKILL');
  }, (SECONDS * 1000) / 3);
  const result = await instance;
  clearTimeout(killTimer);
  const noticed = proxy.state[1].downSince;
  const afterNotice = failures.filter((f) => noticed && f.at >= noticed);
  expect(
    'one instance killed mid-load',
    noticed !== null && afterNotice.length === 0 && ok > 0,
    `${result.requests.total} requests in ${SECONDS} s at ${CONNECTIONS} connections, ${ok} 2xx, ${failures.length} failed in all, ${afterNotice.length} after the proxy noticed (${noticed ? `${((noticed - t0) / 1000).toFixed(1)} s` : 'never'}); served A ${proxy.state[0].served}, B ${proxy.state[1].served}`,
  );

  // 7. Every cron slot claimed while both ran was queued and run once.
  {
    const { sql, close } = await openSql({ databaseUrl: db.url });
    try {
      const slots = await sql(
        `select r.name, r.slot, (select count(*)::int from pgboss.job j where j.name = r.name and j.data->>'slot' = to_char(r.slot at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as jobs,
           (select count(*)::int from pgboss.job j where j.name = r.name and j.state = 'completed' and j.data->>'slot' = to_char(r.slot at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as completed
         from job_schedule_runs r where r.created_at >= $1 order by r.slot`,
        [started],
      );
      const dup = await sql(`select name, data->>'slot' as slot, count(*)::int as n from pgboss.job where data ? 'slot' group by 1, 2 having count(*) > 1`);
      const wrong = slots.filter((s) => s.jobs !== 1);
      expect(
        'each cron slot once',
        slots.length > 0 && wrong.length === 0 && dup.length === 0,
        `${slots.length} slots claimed (${[...new Set(slots.map((s) => s.name))].join(', ')}), ${slots.filter((s) => s.completed === 1).length} completed, ${wrong.length} with other than one job, ${dup.length} slots queued twice`,
      );
    } finally {
      await close();
    }
  }

  const failed = checks.filter((c) => !c.pass);
  await finish(failed.length === 0, failed.map((c) => c.name), { seconds: SECONDS, connections: CONNECTIONS, checks });
});
