// Attack tools (issue 32, item 8): Debian's sqlmap and wapiti against a Saram on 127.0.0.1
// (PostgreSQL, a small organisation with a few people and a resignation so the lists have rows).
// sqlmap tests every query parameter of every GET list/search/filter endpoint of the contract
// (packages/shared: GET, no path parameter, a query schema), signed in with the admin's bearer
// token so each request reaches its handler; wapiti crawls and attacks the web app with the same
// token. Pass: 0 findings of medium or higher (sqlmap: any injection point; wapiti: level >= 2,
// vulnerabilities and anomalies). Needs: apt-get install -y sqlmap wapiti.
//
//   node bench/security/attack.mjs
//   ATTACK_TOOLS=sqlmap,wapiti  ATTACK_SQLMAP_LEVEL=1 ATTACK_SQLMAP_RISK=1  ATTACK_SQLMAP_URL_SECONDS=120 (per endpoint)
//   ATTACK_SQLMAP_MAX_URLS (all)  ATTACK_SQLMAP_MATCH (only paths containing it)  ATTACK_WAPITI_SECONDS=300
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { createDatabase, signIn, startSaram } from '../lib.mjs';
import { apiClient, createOrg, employeeBody, envInt, must, step } from './shared.mjs';

const { log, cleanups, finish, run } = step('attack', { needsWeb: true });
const tools = (process.env.ATTACK_TOOLS || 'sqlmap,wapiti').split(',').filter(Boolean);
const LEVEL = envInt('ATTACK_SQLMAP_LEVEL', 1);
const RISK = envInt('ATTACK_SQLMAP_RISK', 1);
const URL_SECONDS = envInt('ATTACK_SQLMAP_URL_SECONDS', 120);
const MAX_URLS = envInt('ATTACK_SQLMAP_MAX_URLS', Infinity);
const MATCH = process.env.ATTACK_SQLMAP_MATCH || '';
const WAPITI_SECONDS = envInt('ATTACK_WAPITI_SECONDS', 300);

/** Runs `cmd args`, killed after `seconds`; resolves with its output and whether it timed out. */
function runTool(cmd, args, seconds) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, seconds * 1000);
    cleanups.add(`stop ${cmd}`, () => child.exitCode === null && child.kill('SIGKILL'));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

/** Every GET endpoint without path parameters whose query has keys: `{ path, keys }`. */
async function listEndpoints() {
  const { allEndpoints } = await tsImport(new URL('../../packages/shared/src/contract.ts', import.meta.url).href, import.meta.url);
  const shapeOf = (schema) => schema?.shape ?? schema?.def?.in?.shape ?? schema?.def?.innerType?.shape ?? null;
  return allEndpoints
    .filter((e) => e.method === 'GET' && !e.path.includes(':') && !e.file && shapeOf(e.query))
    .map((e) => ({ path: e.path, shape: shapeOf(e.query), keys: Object.keys(shapeOf(e.query)) }))
    .filter((e) => e.keys.length && e.path.includes(MATCH))
    .slice(0, MAX_URLS);
}

/** The unwrapped zod type of a query key (optional, default, pipe). */
const inner = (t) => (t?.def?.innerType ? inner(t.def.innerType) : t?.def?.in ? inner(t.def.in) : t);

/**
 * A value for each key that the endpoint answers 2xx to with the others in place (an enum's first
 * option, a name, a number, a date): sqlmap compares its probes with a valid answer, and a request
 * refused as a whole (400) would test nothing. Keys without such a value are listed as untested.
 */
async function validQuery(base, token, e) {
  const query = {};
  const untested = [];
  const ok = async (q) => (await fetch(`${base}${e.path}?${new URLSearchParams(q)}`, { headers: { authorization: `Bearer ${token}` } })).ok;
  for (const key of e.keys) {
    const options = inner(e.shape[key])?.options ?? [];
    const candidates = [...options.filter((o) => typeof o === 'string').slice(0, 1), '김', '1', '2026-01-01', 'true'];
    let found = null;
    for (const c of candidates) {
      if (await ok({ ...query, [key]: c })) {
        found = c;
        break;
      }
    }
    if (found === null) untested.push(key);
    else query[key] = found;
  }
  return { query, untested };
}

async function sqlmap(base, token, endpoints) {
  const out = await mkdtemp(path.join(os.tmpdir(), 'saram-sqlmap-'));
  cleanups.add('remove sqlmap output', () => rm(out, { recursive: true, force: true }));
  const results = [];
  for (const [i, e] of endpoints.entries()) {
    const { query, untested } = await validQuery(base, token, e);
    const params = Object.keys(query);
    const url = `${base}${e.path}?${new URLSearchParams(query)}`;
    e.url = url;
    const started = Date.now();
    if (!params.length) {
      results.push({ path: e.path, params, untested, seconds: 0, injectable: [], clean: false, timedOut: false });
      log(`sqlmap ${i + 1}/${endpoints.length} ${e.path}: no parameter with a valid value (untested: ${untested.join(',')})`);
      continue;
    }
    const r = await runTool(
      'sqlmap',
      ['-u', url, '--batch', `--level=${LEVEL}`, `--risk=${RISK}`, '--threads=4', '--time-sec=2', '--timeout=15', '--retries=1', '--flush-session', `--output-dir=${out}`, '--disable-coloring', '-H', `Authorization: Bearer ${token}`, '-p', params.join(',')],
      URL_SECONDS,
    );
    const injectable = [...r.output.matchAll(/^Parameter: (.+)$/gm)].map((m) => m[1]);
    const clean = /do not appear to be injectable|all tested parameters do not appear/.test(r.output);
    const result = { path: e.path, params, untested, seconds: (Date.now() - started) / 1000, injectable, clean, timedOut: r.timedOut };
    results.push(result);
    log(`sqlmap ${i + 1}/${endpoints.length} ${e.path} [${params.join(',')}${untested.length ? `; no valid value: ${untested.join(',')}` : ''}]: ${injectable.length ? `INJECTABLE ${injectable.join('; ')}` : clean ? 'not injectable' : r.timedOut ? `stopped after ${URL_SECONDS} s, nothing found` : 'nothing found'} (${result.seconds.toFixed(0)} s)`);
  }
  return results;
}

async function wapiti(base, token, startUrls) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'saram-wapiti-'));
  cleanups.add('remove wapiti output', () => rm(dir, { recursive: true, force: true }));
  const report = path.join(dir, 'report.json');
  const started = Date.now();
  const r = await runTool(
    'wapiti',
    ['-u', `${base}/`, '--scope', 'folder', '-f', 'json', '-o', report, '--flush-session', '--store-session', dir, '--max-scan-time', String(WAPITI_SECONDS), '-t', '15', '-H', `Authorization: Bearer ${token}`, '--verbose', '0', ...startUrls.flatMap((u) => ['-s', u])],
    WAPITI_SECONDS + 120,
  );
  let json;
  try {
    json = JSON.parse(await readFile(report, 'utf8'));
  } catch {
    throw new Error(`wapiti wrote no report (exit ${r.code}${r.timedOut ? ', killed' : ''}): ${r.output.slice(-1500)}`);
  }
  const items = (group) =>
    Object.entries(json[group] ?? {}).flatMap(([category, list]) => list.map((v) => ({ group, category, level: Number(v.level), path: v.path, method: v.method, info: String(v.info ?? '').slice(0, 200) })));
  const all = [...items('vulnerabilities'), ...items('anomalies')];
  const byCategory = {};
  for (const v of all) byCategory[`${v.group}: ${v.category} (level ${v.level})`] = (byCategory[`${v.group}: ${v.category} (level ${v.level})`] ?? 0) + 1;
  return { seconds: (Date.now() - started) / 1000, crawled: json.infos?.crawled_pages_nbr ?? json.infos?.crawled_pages?.length ?? null, findings: all, byCategory, mediumOrHigher: all.filter((v) => v.level >= 2) };
}

run(async () => {
  const missing = tools.filter((t) => spawnSync('sh', ['-c', `command -v ${t}`]).status !== 0);
  if (missing.length) {
    log(`${missing.join(' and ')} not installed: apt-get install -y sqlmap wapiti (Debian packages)`);
    await finish(false, [`${missing.join(', ')} missing`], {});
    return;
  }
  const db = await createDatabase({ prefix: 'saram_bench_attack_', cleanups, log });
  // Tokens that outlive the run (the default 15 minutes would end the scan half-way).
  const saram = await startSaram({ cleanups, log, databaseUrl: db.url, timeoutSeconds: 120, env: { ACCESS_TOKEN_TTL_SECONDS: '7200', SESSION_IDLE_MINUTES: '240' } });
  const token = (await signIn(saram.base, saram.password)).token.access_token;
  const api = apiClient(saram.base, token);
  const teams = await createOrg(api, '공격');
  for (let i = 0; i < 5; i++) await must(api, 'POST', '/api/mongo/employees', employeeBody(`A${i}`, i, teams[i % teams.length]));

  const reasons = [];
  const figures = { tools };
  const endpoints = await listEndpoints();
  if (tools.includes('sqlmap')) {
    log(`sqlmap on ${endpoints.length} endpoints, ${endpoints.reduce((s, e) => s + e.keys.length, 0)} parameters (level ${LEVEL}, risk ${RISK}, at most ${URL_SECONDS} s each)`);
    const results = await sqlmap(saram.base, token, endpoints);
    const found = results.filter((r) => r.injectable.length);
    figures.sqlmap = { level: LEVEL, risk: RISK, endpoints: results.length, parameters: results.reduce((s, r) => s + r.params.length, 0), untested: results.filter((r) => r.untested.length).map((r) => ({ path: r.path, keys: r.untested })), injectable: found, timedOut: results.filter((r) => r.timedOut).map((r) => r.path), results };
    log(`sqlmap: ${results.length} endpoints, ${figures.sqlmap.parameters} parameters, ${found.length} injectable, ${figures.sqlmap.timedOut.length} stopped at the time limit`);
    if (found.length) reasons.push(`sqlmap: ${found.length} injectable endpoints`);
  }
  if (tools.includes('wapiti')) {
    log(`wapiti on ${saram.base}/ and the ${endpoints.filter((e) => e.url).length} list URLs sqlmap used (at most ${WAPITI_SECONDS} s)`);
    const w = await wapiti(saram.base, token, endpoints.filter((e) => e.url).map((e) => e.url));
    figures.wapiti = w;
    log(`wapiti: ${w.findings.length} findings in ${w.seconds.toFixed(0)} s, ${w.mediumOrHigher.length} medium or higher${Object.keys(w.byCategory).length ? `: ${JSON.stringify(w.byCategory)}` : ''}`);
    for (const v of w.mediumOrHigher.slice(0, 10)) log(`  ${v.category} level ${v.level} ${v.method} ${v.path}: ${v.info}`);
    if (w.mediumOrHigher.length) reasons.push(`wapiti: ${w.mediumOrHigher.length} findings of medium or higher`);
  }
  await finish(reasons.length === 0, reasons, figures);
});
