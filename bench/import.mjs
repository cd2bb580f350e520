#!/usr/bin/env node
// Excel import benchmark: `node bench/import.mjs` (also a step of `npm run bench`; BENCH_IMPORT=0
// skips it there). See bench/README.md ("Import").
//
// Steps: make sure apps/server/dist/server.js exists -> two workbooks of the import template,
// 10,000 and 50,000 realistic people (the SARAM_DEMO generator, apps/server/src/demo/
// employee-generator.ts, loaded with tsx), written with ExcelJS's streaming writer -> for each
// database (a throwaway PostgreSQL database, then the embedded PGlite in a temporary DATA_DIR):
// start Saram, sign in as admin, create a small unit tree (3 사업부, 9 본부, 36 팀) through the API
// -> per file: POST import validateOnly=true, then validateOnly=false, each with
// `Accept: application/x-ndjson` (the progress lines are counted) -> seconds, rows/s and the
// server's peak RSS (VmHWM, reset before each request through /proc/<pid>/clear_refs) -> table
// with goals, bench/results/import.json -> stop the server, drop the database.
//
// Env: BENCH_DATABASE_URL (as bench/run.mjs), BENCH_IMPORT_SIZES (default "10000,50000"),
// BENCH_IMPORT_PGLITE=0 (PostgreSQL only), BENCH_IMPORT_PG=0 (PGlite only), BENCH_IMPORT_DB_PREFIX
// (name prefix of the throwaway database, default saram_bench_import_), BENCH_IMPORT_NODE_OPTIONS
// (NODE_OPTIONS of the server, e.g. --max-old-space-size=512: does the import fit a smaller heap?).
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import ExcelJS from 'exceljs';
import { benchDir, cleanupRegistry, createDatabase, ensureBuild, exitOnSignals, fmt, makeLog, serverJs, signIn, startSaram, table } from './lib.mjs';

const sizes = (process.env.BENCH_IMPORT_SIZES || '10000,50000').split(',').map(Number).filter((n) => n > 0);
const resultsFile = path.join(benchDir, 'results/import.json');
const today = '2026-11-02';
const goals = { pg: 15, pglite: 60, goalRows: 10_000 };
const nodeOptions = process.env.BENCH_IMPORT_NODE_OPTIONS?.trim() || '';

const log = makeLog('bench/import');
const cleanups = cleanupRegistry('bench/import');
exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 143 }, (signal) => `\nbench/import: ${signal}, cleaning up`);

const load = (file) => tsImport(new URL(`../apps/server/src/${file}`, import.meta.url).href, import.meta.url);

/** The unit tree of the run: 사업부 i > 본부 i-j > 팀 i-j-k, names unique at each level. */
const tree = Array.from({ length: 3 }, (_, i) => ({
  name: `벤치사업부${i + 1}`,
  headquarters: Array.from({ length: 3 }, (_, j) => ({ name: `벤치본부${i + 1}-${j + 1}`, teams: Array.from({ length: 4 }, (_, k) => `벤치팀${i + 1}-${j + 1}-${k + 1}`) })),
}));
const teamPaths = tree.flatMap((d) => d.headquarters.flatMap((h) => h.teams.map((t) => ['', d.name, h.name, t])));

/**
 * A template workbook of `count` generated people (every row valid), written as a stream. 사번 and
 * e-mails carry the file's size, so the files do not collide on the same database.
 */
async function writeWorkbook(file, count) {
  const [{ generateEmployees }, { importColumns }, { faker }] = await Promise.all([
    load('demo/employee-generator.ts'),
    tsImport(new URL('../packages/shared/src/employees/employee-import.ts', import.meta.url).href, import.meta.url),
    import('@faker-js/faker/locale/ko'),
  ]);
  faker.seed(20_261_125 + count);
  const people = generateEmployees(
    faker,
    teamPaths.map((p) => ({ id: p.join('/'), path: p })),
    { count, today },
  );
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const ws = wb.addWorksheet('직원');
  ws.columns = importColumns.map((c) => ({ header: c.header, key: c.key }));
  for (const { payload, unitId } of people) {
    const { personal: p, organization: o, accounts: a, salary: s } = payload;
    const [, division, headquarters, team] = unitId.split('/');
    ws.addRow({
      person_name: p.nameKor,
      employee_number: `K${count / 1000}-${p.employeeNo}`,
      division_name: division,
      headquarter_name: headquarters,
      team_name: team,
      work_form: o.employmentType,
      job_title: o.jobTitle,
      job_grade: o.jobGrade,
      job_function: o.jobFunction,
      hire_date: o.firstJoinDate,
      probation_end_date: o.probationEndDate,
      employment_status: '재직',
      email: `k${count / 1000}.${a.email}`,
      contact: p.phone,
      address: p.address,
      birthDate: p.birthDate,
      gender: p.gender,
      rrn: p.rrn,
      base_salary: s.baseSalary,
      allowances: s.allowances,
    }).commit();
  }
  ws.commit();
  await wb.commit();
  return (await stat(file)).size;
}

async function api(base, token, method, url, body) {
  const res = await fetch(`${base}${url}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function createTree(base, token) {
  for (const d of tree) {
    const division = await api(base, token, 'POST', '/api/mongo/organizations', { name: d.name, type: 'division' });
    for (const h of d.headquarters) {
      const hq = await api(base, token, 'POST', '/api/mongo/organizations', { name: h.name, type: 'headquarters', parentId: division.id ?? division._id });
      for (const t of h.teams) await api(base, token, 'POST', '/api/mongo/organizations', { name: t, type: 'team', parentId: hq.id ?? hq._id });
    }
  }
}

const peakRss = async (pid) => Number(/VmHWM:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
/** CPU seconds the server process has used (user + system; clock ticks of 1/100 s): less moved by other work than wall time. */
const cpuSeconds = async (pid) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const resetPeak = (pid) => writeFile(`/proc/${pid}/clear_refs`, '5');

/** One import request with progress lines; seconds, the report and the server's peak RSS (MB). */
async function importFile(base, token, pid, file, validateOnly) {
  const form = new FormData();
  form.append('validateOnly', String(validateOnly));
  form.append('file', new Blob([await readFile(file)]), path.basename(file));
  await resetPeak(pid);
  const cpuBefore = await cpuSeconds(pid);
  const started = performance.now();
  const res = await fetch(`${base}/api/mongo/employees/import`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/x-ndjson' }, body: form });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  if (!res.ok) throw new Error(`import: HTTP ${res.status} ${text.slice(0, 500)}`);
  const lines = text.trim().split('\n').map((l) => JSON.parse(l));
  const last = lines.at(-1);
  if (!last.report) throw new Error(`import failed: ${JSON.stringify(last)}`);
  const { rows, ...counts } = last.report;
  const cpu = (await cpuSeconds(pid)) - cpuBefore;
  return { seconds, cpu, load: os.loadavg()[0], progressLines: lines.length - 1, counts, rssMb: await peakRss(pid), firstError: rows.find((r) => r.status !== 'valid') ?? null };
}

async function runOn(kind, files) {
  // Each database's server and data go when its runs are done (or with the rest on failure).
  const local = cleanupRegistry('bench/import');
  cleanups.add(`stop Saram (${kind})`, () => local.run());
  const databaseUrl = kind === 'pg' ? (await createDatabase({ prefix: process.env.BENCH_IMPORT_DB_PREFIX || 'saram_bench_import_', cleanups: local, log })).url : '';
  const { state, base, password } = await startSaram({ cleanups: local, log, databaseUrl, label: `Saram (${kind})`, timeoutSeconds: 120, env: nodeOptions ? { NODE_OPTIONS: nodeOptions } : {} });
  const token = (await signIn(base, password)).token.access_token;
  await createTree(base, token);
  const out = [];
  for (const { count, file } of files) {
    for (const validateOnly of [true, false]) {
      log(`${kind}: ${count.toLocaleString('en')} rows, ${validateOnly ? 'validate' : 'import'}...`);
      const r = await importFile(base, token, state.child.pid, file, validateOnly);
      log(`  ${fmt(r.seconds, 1)} s, ${JSON.stringify(r.counts)}${r.firstError ? `, first not valid: ${JSON.stringify(r.firstError)}` : ''}`);
      out.push({ db: kind, rows: count, step: validateOnly ? 'validate' : 'import', ...r, rowsPerSecond: count / r.seconds });
    }
  }
  if (process.env.BENCH_IMPORT_OUTPUT) console.log(state.output);
  await local.run();
  return out;
}

async function main() {
  ensureBuild({ needs: [serverJs], log, serverOnly: true });
  const dir = path.join(os.tmpdir(), `saram-import-bench-${process.pid}`);
  await mkdir(dir, { recursive: true });
  cleanups.add('remove workbooks', () => rm(dir, { recursive: true, force: true }));
  const files = [];
  for (const count of sizes) {
    const file = path.join(dir, `employees-${count}.xlsx`);
    const started = Date.now();
    const bytes = await writeWorkbook(file, count);
    log(`${count.toLocaleString('en')}-row workbook: ${fmt(bytes / 1024 / 1024, 1)} MB (${fmt((Date.now() - started) / 1000, 1)} s to generate)`);
    files.push({ count, file, bytes });
  }
  const results = [];
  if (process.env.BENCH_IMPORT_PG !== '0') results.push(...(await runOn('pg', files)));
  if (process.env.BENCH_IMPORT_PGLITE !== '0') results.push(...(await runOn('pglite', files)));
  const load1 = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  const goalOf = (r) => (r.rows === goals.goalRows && r.step === 'import' ? `<= ${goals[r.db]} s` : r.rows > goals.goalRows ? 'accepted' : '');
  const verdict = (r) => (r.rows === goals.goalRows && r.step === 'import' ? (r.seconds <= goals[r.db] ? 'PASS' : 'WARN') : r.rows > goals.goalRows ? (r.counts.total === r.rows ? 'PASS' : 'WARN') : '');
  console.log(
    `\n${table(results, [
      { title: 'db', get: (r) => r.db },
      { title: 'rows', get: (r) => r.rows.toLocaleString('en'), right: true },
      { title: 'step', get: (r) => r.step },
      { title: 'seconds', get: (r) => fmt(r.seconds, 1), right: true },
      { title: 'rows/s', get: (r) => fmt(r.rowsPerSecond), right: true },
      { title: 'server CPU s', get: (r) => fmt(r.cpu, 1), right: true },
      { title: 'load 1 min', get: (r) => fmt(r.load, 1), right: true },
      { title: 'imported', get: (r) => r.counts.imported.toLocaleString('en'), right: true },
      { title: 'progress lines', get: (r) => r.progressLines, right: true },
      { title: 'peak RSS MB', get: (r) => fmt(r.rssMb), right: true },
      { title: 'goal', get: goalOf },
      { title: '', get: verdict },
    ])}\nload average at the end: ${load1}; workbooks: ${files.map((f) => `${f.count.toLocaleString('en')} rows ${fmt(f.bytes / 1024 / 1024, 1)} MB`).join(', ')}`,
  );
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, JSON.stringify({ at: new Date().toISOString(), loadavg: os.loadavg(), files: files.map(({ count, bytes }) => ({ count, bytes })), results }, null, 2));
}

try {
  await main();
  await cleanups.run();
} catch (err) {
  console.error(err);
  await cleanups.run();
  process.exit(1);
}
