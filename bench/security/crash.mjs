// Crash safety (issue 32, item 4): on PostgreSQL and on PGlite, 1,000 concurrent writes (employee
// creates, updates, resignation approvals, Excel imports), kill -9 of the server once a share of them
// has been answered, restart on the same data, then: every acknowledged write (2xx received) is
// there with its audit row, and nothing is half-written (an employee without its creation audit row,
// an approval without the employee's resignation section or its audit rows, part of an import).
//
//   node bench/security/crash.mjs
//   CRASH_DBS=pg|pglite|pg,pglite  CRASH_WRITES=1000  CRASH_KILL_AT=0.4 (share answered before the kill)
//   CRASH_IMPORT_ROWS=20 (rows per import file)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cleanupRegistry, createDatabase, signIn, startSaram } from '../lib.mjs';
import { apiClient, createAccount, createOrg, employeeBody, envInt, importWorkbook, must, openSql, pool, postImport, step } from './shared.mjs';

const { log, cleanups, finish, run } = step('crash');
const dbs = (process.env.CRASH_DBS || 'pg,pglite').split(',').filter(Boolean);
const WRITES = envInt('CRASH_WRITES', 1000);
const KILL_AT = Number(process.env.CRASH_KILL_AT || 0.4);
const IMPORT_ROWS = envInt('CRASH_IMPORT_ROWS', 20);
// The mix of the writes: shares of creates, updates, approvals; imports take what is left.
const MIX = { create: 0.5, update: 0.3, approve: 0.17 };

const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function runOn(kind) {
  const local = cleanupRegistry(`bench/security/crash ${kind}`);
  cleanups.add(`crash ${kind}`, () => local.run());
  // One DATA_DIR and password for both lives of the server: the generated keys (JWT, encryption) stay.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `saram-crash-${kind}-`));
  local.add('remove crash data dir', () => rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = kind === 'pg' ? (await createDatabase({ prefix: 'saram_bench_crash_', cleanups: local, log })).url : '';
  let password;
  while (!password || password.toLowerCase().includes('admin')) password = randomBytes(24).toString('base64url');
  const start = (label) => startSaram({ cleanups: local, log, databaseUrl, password, label, timeoutSeconds: 180, env: { DATA_DIR: dataDir } });

  const first = await start(`Saram (${kind})`);
  let token = (await signIn(first.base, password)).token.access_token;
  let api = apiClient(first.base, token);
  const tag = `C${randomBytes(2).toString('hex').toUpperCase()}`;
  const teams = await createOrg(api, tag);

  const counts = { create: Math.round(WRITES * MIX.create), update: Math.round(WRITES * MIX.update), approve: Math.round(WRITES * MIX.approve) };
  counts.import = Math.max(1, WRITES - counts.create - counts.update - counts.approve);
  // Before the storm: the people to update and the requests to approve, written by one import.
  const seeded = counts.update + counts.approve + 1;
  const seed = await postImport(first.base, token, await importWorkbook(`${tag}S`, seeded, teams), 'seed.xlsx');
  if (seed.status !== 200 || seed.body?.imported !== seeded) throw new Error(`seed import: HTTP ${seed.status} ${seed.text.slice(0, 400)}`);
  const people = [];
  for (let page = 1; people.length < seeded; page++) {
    const p = await must(api, 'GET', `/api/mongo/employees/list?division=${encodeURIComponent(`${tag}사업부`)}&limit=100&page=${page}`);
    if (!p.data.length) break;
    people.push(...p.data);
  }
  if (people.length < seeded) throw new Error(`seeded ${seeded}, listed ${people.length}`);
  // The first person approves (nobody approves a request they filed themself).
  const hr = await createAccount(api, first.base, { employeeId: people[0].id, loginId: `${tag.toLowerCase()}.hr`, roles: ['hr_manager'] });
  const hrApi = apiClient(first.base, hr.token);
  const toUpdate = people.slice(1, 1 + counts.update);
  const requests = await pool(people.slice(1 + counts.update), 8, (e) =>
    must(api, 'POST', '/api/mongo/resignations', { employee_id: e.id ?? e._id, lastWorkingDate: inDays(30), resignationType: '자진퇴사', reason: '이직' }),
  );
  const imports = await Promise.all(Array.from({ length: counts.import }, (_, i) => importWorkbook(`${tag}I${i}-`, IMPORT_ROWS, teams)));
  log(`${kind}: seeded ${seeded} people, ${requests.length} pending requests; firing ${WRITES} writes (${JSON.stringify(counts)}), kill -9 after ${Math.round(KILL_AT * 100)} % answered`);

  // The storm: every write at once; the n-th answer kills the server.
  const writes = [
    ...Array.from({ length: counts.create }, (_, i) => ({ kind: 'create', no: `${tag}N${i}`, send: () => api('POST', '/api/mongo/employees', employeeBody(`${tag}N${i}`, i, teams[i % teams.length])) })),
    ...toUpdate.map((e, i) => ({
      kind: 'update',
      id: e.id ?? e._id,
      mark: `${tag}U${i}`,
      send: () => api('PUT', `/api/mongo/employees/${e.id ?? e._id}`, { version: e.version, organization: { jobTitle: `${tag}U${i}` } }),
    })),
    ...requests.map((r) => ({ kind: 'approve', id: r.id ?? r._id, employeeId: r.employee_id, send: () => hrApi('PUT', `/api/mongo/resignations/${r.id ?? r._id}/approve`, { comment: '승인' }) })),
    ...imports.map((file, i) => ({ kind: 'import', prefix: `${tag}I${i}-`, send: () => postImport(first.base, token, file, `import-${i}.xlsx`) })),
  ];
  // Shuffled, so each kind is in flight when the kill comes.
  for (let i = writes.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [writes[i], writes[j]] = [writes[j], writes[i]];
  }
  const killAfter = Math.max(1, Math.round(writes.length * KILL_AT));
  let answered = 0;
  let killedAt = null;
  const t0 = performance.now();
  await Promise.all(
    writes.map(async (w) => {
      try {
        const r = await w.send();
        w.status = r.status;
        w.body = r.body;
        w.acked = r.status >= 200 && r.status < 300 && (w.kind !== 'import' || r.body?.imported === IMPORT_ROWS);
      } catch (err) {
        w.status = 'lost';
        w.error = err?.cause?.code ?? err?.message;
      }
      if (++answered === killAfter && !killedAt) {
        first.state.child.kill('SIGKILL');
        killedAt = (performance.now() - t0) / 1000;
      }
    }),
  );
  const byStatus = {};
  for (const w of writes) byStatus[`${w.kind} ${w.status}`] = (byStatus[`${w.kind} ${w.status}`] ?? 0) + 1;
  const acked = writes.filter((w) => w.acked);
  // The first refusal of each kind, to tell a conflict from a fault.
  const refusals = {};
  for (const w of writes) if (typeof w.status === 'number' && !w.acked) refusals[w.kind] ??= `${w.status} ${JSON.stringify(w.body).slice(0, 200)}`;
  if (Object.keys(refusals).length) log(`${kind}: first refusals: ${JSON.stringify(refusals)}`);
  log(`${kind}: killed after ${fmtS(killedAt)} s; answers: ${JSON.stringify(byStatus)}`);

  // The second life: the same data, the same keys.
  const second = await start(`Saram (${kind}, restarted)`);
  token = (await signIn(second.base, password)).token.access_token;
  api = apiClient(second.base, token);
  const problems = [];
  const ackedOf = (k) => acked.filter((w) => w.kind === k);
  // Through the API: every acknowledged create and update reads back.
  await pool(ackedOf('create'), 8, async (w) => {
    const r = await api('GET', `/api/mongo/employees/${w.body.id ?? w.body._id}`);
    if (r.status !== 200 || r.body?.personal?.employeeNo !== w.no) problems.push(`acknowledged create ${w.no}: HTTP ${r.status} after restart`);
  });
  await pool(ackedOf('update'), 8, async (w) => {
    const r = await api('GET', `/api/mongo/employees/${w.id}`);
    if (r.status !== 200 || r.body?.organization?.jobTitle !== w.mark) problems.push(`acknowledged update ${w.mark}: HTTP ${r.status}, jobTitle ${r.body?.organization?.jobTitle}`);
  });
  // In SQL (PGlite: once its only user, the server, has stopped).
  if (kind === 'pglite') await stopGracefully(second.state);
  const db = await openSql({ databaseUrl, dataDir });
  try {
    problems.push(...(await checkDatabase(db.sql, { acked: ackedOf, imports: writes.filter((w) => w.kind === 'import') })));
  } finally {
    await db.close();
  }
  const figures = {
    db: kind,
    writes: writes.length,
    mix: counts,
    importRows: IMPORT_ROWS,
    killedAfterAnswers: killAfter,
    killedAfterSeconds: killedAt,
    acknowledged: Object.fromEntries(['create', 'update', 'approve', 'import'].map((k) => [k, ackedOf(k).length])),
    answers: byStatus,
    refusals,
    problems: problems.slice(0, 50),
    problemCount: problems.length,
  };
  log(`${kind}: acknowledged ${JSON.stringify(figures.acknowledged)}; ${problems.length} problems${problems.length ? `: ${problems.slice(0, 5).join(' | ')}` : ''}`);
  await local.run();
  return figures;
}

const fmtS = (s) => (s == null ? '-' : s.toFixed(1));

async function stopGracefully(state) {
  if (state.exited) return;
  const exited = new Promise((resolve) => state.child.once('exit', resolve));
  state.child.kill('SIGTERM');
  await exited;
}

/** The integrity checks after the restart; each problem as a line. */
async function checkDatabase(sql, { acked, imports }) {
  const problems = [];
  const ids = (list, key) => list.map((w) => String(key(w)));
  const missing = async (label, query, list, key) => {
    const found = new Set((await sql(query, [ids(list, key)])).map((r) => r.id));
    for (const w of list) if (!found.has(String(key(w)))) problems.push(`${label}: ${key(w)}`);
  };
  // Acknowledged creates: the row and its creation audit row.
  const created = acked('create');
  await missing('acknowledged create missing', `select id::text as id from employees where id::text = any($1)`, created, (w) => w.body.id ?? w.body._id);
  await missing('acknowledged create without audit row', `select target_id as id from audit_log where target_collection = 'employees' and action = 'create' and target_id = any($1)`, created, (w) => w.body.id ?? w.body._id);
  // Acknowledged updates: exactly one audit row with the value written.
  for (const w of acked('update')) {
    const rows = await sql(`select count(*)::int as n from audit_log where target_collection = 'employees' and action = 'update' and target_id = $1 and after::text like $2`, [w.id, `%${w.mark}%`]);
    if (rows[0].n !== 1) problems.push(`acknowledged update ${w.mark}: ${rows[0].n} audit rows`);
  }
  // Acknowledged approvals: the request approved, the person's resignation section, both audit rows.
  const approved = acked('approve');
  await missing('acknowledged approval not approved', `select id::text as id from resignations where status = 'approved' and id::text = any($1)`, approved, (w) => w.id);
  await missing('acknowledged approval without its audit row', `select target_id as id from audit_log where action = 'resignations.approve' and target_id = any($1)`, approved, (w) => w.id);
  await missing(
    "acknowledged approval without the employee's resignation section",
    `select id::text as id from employees where record #>> '{resignation,status}' = 'approved' and id::text = any($1)`,
    approved,
    (w) => w.employeeId,
  );
  // Imports: one transaction each, so all of a file or none; all when acknowledged.
  for (const w of imports) {
    const n = (await sql(`select count(*)::int as n from employees where employee_no like $1`, [`${w.prefix}%`]))[0].n;
    if (w.acked ? n !== IMPORT_ROWS : n !== 0 && n !== IMPORT_ROWS) problems.push(`import ${w.prefix} (${w.acked ? 'acknowledged' : `answer ${w.status}`}): ${n} of ${IMPORT_ROWS} rows`);
  }
  // Nothing half-written, acknowledged or not.
  const half = [
    ['employees without their creation audit row', `select e.employee_no as x from employees e where not exists (select 1 from audit_log a where a.target_collection = 'employees' and a.action = 'create' and a.target_id = e.id::text)`],
    ['employees whose version has no audit row', `select e.employee_no as x from employees e where e.version > 1 + (select count(*) from audit_log a where a.target_collection = 'employees' and a.action <> 'create' and a.target_id = e.id::text)`],
    ["approved requests without the employee's resignation section", `select r.id::text as x from resignations r join employees e on e.id = r.employee_id where r.status = 'approved' and coalesce(e.record #>> '{resignation,status}', '') <> 'approved'`],
    ['approved requests without their audit row or event', `select r.id::text as x from resignations r where r.status = 'approved' and (not exists (select 1 from audit_log a where a.action = 'resignations.approve' and a.target_id = r.id::text) or not exists (select 1 from resignation_events v where v.resignation_id = r.id and v.action = 'approve'))`],
    ['requests without their creation audit row', `select r.id::text as x from resignations r where not exists (select 1 from audit_log a where a.action = 'resignations.create' and a.target_id = r.id::text)`],
    ['creation audit rows without their employee', `select a.target_id as x from audit_log a where a.target_collection = 'employees' and a.action = 'create' and not exists (select 1 from employees e where e.id::text = a.target_id)`],
  ];
  for (const [label, query] of half) {
    const rows = await sql(query);
    if (rows.length) problems.push(`${label}: ${rows.length} (${rows.slice(0, 3).map((r) => r.x).join(', ')})`);
  }
  return problems;
}

run(async () => {
  const results = [];
  for (const kind of dbs) results.push(await runOn(kind));
  const reasons = results.filter((r) => r.problemCount).map((r) => `${r.db}: ${r.problemCount} problems`);
  for (const r of results) {
    log(`${r.db}: ${r.writes} writes, killed after ${r.killedAfterAnswers} answers (${fmtS(r.killedAfterSeconds)} s), acknowledged ${JSON.stringify(r.acknowledged)}, problems ${r.problemCount}`);
  }
  await finish(reasons.length === 0, reasons, { results });
});
