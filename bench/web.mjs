#!/usr/bin/env node
// Saram web benchmark: what the browser transfers and how fast it paints on a cold load of /login,
// /employees and /organization, and what a second signed-in screen adds. Run by `npm run bench` after
// the HTTP benchmark (bench/run.mjs passes its running Saram), or alone: `node bench/web.mjs` (starts
// Saram on embedded PGlite with the demo company, SARAM_DEMO=1, so the screens show real data).
//
// 1. Weight and vitals: Debian Chromium through Playwright, a new context (cold cache) per screen,
//    1440x900. Bytes are as transferred: each response's encoded body size (what came over the wire,
//    compressed when the server compressed it; headers are reported apart), by kind: JS, CSS, font,
//    data (the API's answers), HTML. LCP and CLS come from PerformanceObservers installed before the
//    app's code runs. The page is measured once the network has been quiet for 500 ms and the fonts
//    are ready. Signed-in screens start with a session stored under `auth-storage` (signed in through
//    the API first), as a returning user.
//    Second screen: in the same context, the sidebar link to the next screen is pointed at (the app
//    prefetches on hover) and clicked; what it transfers from then on is its cost, and CLS is counted
//    from the click (a client-side navigation has no LCP of its own).
// 2. Lighthouse 12 (programmatic, chrome-launcher, same Chromium, --headless=new), performance
//    category only, desktop preset (an HR back-office app is used on desktops; BENCH_WEB_MOBILE=1
//    adds the default mobile run, reported for information), on /login and /employees. The signed-in
//    run stores the session first (puppeteer-core, on /api/health) and keeps storage
//    (disableStorageReset); the profile is fresh, so the cache is cold.
//
// Goals (issue 16): /login <= 150 KB; /employees and /organization <= 250 KB each, fonts included;
// a second signed-in screen <= 60 KB more; LCP <= 1.0 s and CLS <= 0.02 on each; Lighthouse
// performance >= 95 on /login and /employees. Printed PASS/WARN; they never change the exit code.
// Results: bench/results/web-latest.json (every resource with its transferred and raw size).
// Env: BENCH_WEB_URL + BENCH_WEB_PASSWORD (use a running Saram, admin password), BENCH_WEB_MOBILE.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { authStorageFor, benchDir, chromiumFlags, chromiumPath, cleanupRegistry, ensureBuild, exitOnSignals, fmt, makeLog, root, serverJs, table, webBenchSaram } from './lib.mjs';

const webIndex = path.join(root, 'apps/web/dist/index.html');
const resultsFile = path.join(benchDir, 'results/web-latest.json');


const targets = {
  loginKb: 150,
  screenKb: 250,
  secondKb: 60,
  lcpMs: 1000,
  cls: 0.02,
  performance: 95,
};

const log = makeLog('bench web');
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Session


// ---------------------------------------------------------------------------------------------
// 1. Weight and vitals

const kinds = ['js', 'css', 'font', 'data', 'html', 'other'];

function kindOf(resourceType, url, contentType) {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'fetch' || resourceType === 'xhr') return 'data';
  if (resourceType === 'script' || contentType.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || contentType.includes('text/css')) return 'css';
  if (resourceType === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(url)) return 'font';
  return 'other';
}

/** Runs in the page before the app: LCP and CLS as the browser reports them. */
function installVitals() {
  const vitals = { lcp: null, lcpElement: null, shifts: [] };
  window.__benchVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      vitals.lcpElement = entry.element ? `${entry.element.tagName.toLowerCase()} "${(entry.element.textContent ?? '').trim().slice(0, 40)}"` : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.shifts.push({ at: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Records every finished response of the page with its transferred size. */
function trackNetwork(page, base) {
  const state = { inflight: 0, lastChange: Date.now(), resources: [], pending: [] };
  page.on('request', () => {
    state.inflight++;
    state.lastChange = Date.now();
  });
  const done = (request, failed) => {
    state.inflight--;
    state.lastChange = Date.now();
    const url = request.url();
    if (failed || !url.startsWith(base)) return;
    state.pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes().catch(() => null);
        const contentType = response?.headers()['content-type'] ?? '';
        state.resources.push({
          url: url.slice(base.length),
          kind: kindOf(request.resourceType(), url, contentType),
          status: response?.status() ?? 0,
          encoding: response?.headers()['content-encoding'] ?? null,
          transferred: sizes?.responseBodySize ?? 0,
          headers: sizes?.responseHeadersSize ?? 0,
          raw: (await response?.body().catch(() => null))?.length ?? 0,
        });
      })(),
    );
  };
  page.on('requestfinished', (request) => done(request, false));
  page.on('requestfailed', (request) => done(request, true));
  return state;
}

/** Waits until nothing has been in flight for `quietMs`, then for the fonts. */
async function settle(page, state, { quietMs = 500, timeoutMs = 20_000 } = {}) {
  const started = Date.now();
  while (!(state.inflight <= 0 && Date.now() - state.lastChange >= quietMs)) {
    if (Date.now() - started > timeoutMs) throw new Error(`${page.url()} did not settle within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await Promise.all(state.pending);
  if (state.inflight > 0) await settle(page, state, { quietMs, timeoutMs });
}

function summarize(resources) {
  const byKind = Object.fromEntries(kinds.map((k) => [k, { count: 0, transferred: 0, raw: 0, headers: 0 }]));
  for (const r of resources) {
    const k = byKind[r.kind];
    k.count++;
    k.transferred += r.transferred;
    k.raw += r.raw;
    k.headers += r.headers;
  }
  const total = resources.reduce((n, r) => n + r.transferred, 0);
  const headers = resources.reduce((n, r) => n + r.headers, 0);
  return { byKind, total, headers };
}

async function vitalsOf(page, since = 0) {
  const v = await page.evaluate(() => window.__benchVitals);
  // When each response of the load ended (ms from navigation), to read what the largest paint waited for.
  const timeline = since ? [] : await page.evaluate(() => performance.getEntriesByType('resource').map((r) => ({ name: r.name.replace(location.origin, ''), start: Math.round(r.startTime), end: Math.round(r.responseEnd) })));
  return { lcpMs: since ? null : v.lcp, lcpElement: since ? null : v.lcpElement, timeline, cls: v.shifts.filter((s) => s.at >= since).reduce((n, s) => n + s.value, 0) };
}

/**
 * Cold load of `first` (and, when given, a client-side move to `second` through its sidebar link).
 * Returns one measurement per screen.
 */
async function measureScreens(browser, base, { first, second, authStorage }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  await context.addInitScript(installVitals);
  if (authStorage) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('auth-storage')) localStorage.setItem('auth-storage', value);
    }, authStorage);
  }
  const page = await context.newPage();
  const state = trackNetwork(page, base);
  const out = [];
  try {
    await page.goto(`${base}${first}`);
    await settle(page, state);
    const firstPath = new URL(page.url()).pathname;
    if (firstPath !== first) log(`WARNING: ${first} ended on ${firstPath}`);
    out.push({ screen: first, path: first, finalPath: firstPath, resources: [...state.resources], ...summarize(state.resources), ...(await vitalsOf(page)) });
    if (second) {
      const before = state.resources.length;
      const link = page.locator(`nav a[href="${second}"], aside a[href="${second}"]`).first();
      await link.hover();
      const clickedAt = await page.evaluate(() => performance.now());
      await link.click();
      await page.waitForURL(`**${second}`);
      await settle(page, state);
      const added = state.resources.slice(before);
      out.push({ screen: `${first} → ${second}`, path: second, second: true, finalPath: new URL(page.url()).pathname, resources: added, ...summarize(added), ...(await vitalsOf(page, clickedAt)) });
    }
  } finally {
    await context.close();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse

/**
 * Up to three tries: on a loaded 2-core machine headless Chromium now and then reports no paint
 * (NO_FCP). If every try fails the page gets no Lighthouse figures (WARN), the bench goes on.
 */
async function runLighthouse(url, options) {
  let lastError;
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await runLighthouseOnce(url, options);
    } catch (err) {
      lastError = err;
      log(`Lighthouse on ${url} failed (${String(err?.message ?? err).split('\n')[0]})${attempt < 3 ? '; trying again' : ''}`);
    }
  }
  return { url, preset: options.mobile ? 'mobile' : 'desktop', error: String(lastError?.message ?? lastError), performance: null, cls: null, fcpMs: null, lcpMs: null, tbtMs: null, speedIndexMs: null, warnings: [], opportunities: [], signedIn: null };
}

async function runLighthouseOnce(url, { authStorage, base, mobile }) {
  const [{ default: lighthouse }, chromeLauncher, { default: puppeteer }, { default: desktopConfig }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('puppeteer-core'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'saram-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    userDataDir,
    logLevel: 'silent',
  });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    // Chromium's own first tab: a second tab can stay in the background and never paint (NO_FCP).
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    if (authStorage) {
      await page.goto(`${base}/api/health`);
      await page.evaluate((value) => localStorage.setItem('auth-storage', value), authStorage);
    }
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(authStorage),
    };
    const config = mobile ? undefined : desktopConfig;
    const result = await lighthouse(url, flags, config, page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const requested = (lhr.audits['network-requests']?.details?.items ?? []).map((item) => item.url ?? '');
    return {
      url,
      preset: mobile ? 'mobile' : 'desktop',
      finalUrl: lhr.finalDisplayedUrl,
      /** The shell asks the server for the current user; the login screen does not. */
      signedIn: requested.some((u) => u.includes('/api/mongo/admin/me')),
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      speedIndexMs: audit('speed-index'),
      warnings: lhr.runWarnings ?? [],
      opportunities: Object.values(lhr.audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 50)
        .map((a) => `${a.id} (~${Math.round(a.details.overallSavingsMs)} ms)`),
    };
  } finally {
    await browser?.disconnect().catch(() => {});
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true }).catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const verdict = (pass) => (pass ? 'PASS' : 'WARN');

function goalsOf(row, lh) {
  const goals = [];
  const total = kb(row.total);
  if (row.second) goals.push({ goal: `<= ${targets.secondKb} KB more`, pass: total <= targets.secondKb });
  else if (row.path === '/login') goals.push({ goal: `<= ${targets.loginKb} KB`, pass: total <= targets.loginKb });
  else goals.push({ goal: `<= ${targets.screenKb} KB`, pass: total <= targets.screenKb });
  if (!row.second) goals.push({ goal: `LCP <= ${targets.lcpMs / 1000} s`, pass: row.lcpMs != null && row.lcpMs <= targets.lcpMs });
  goals.push({ goal: `CLS <= ${targets.cls}`, pass: row.cls <= targets.cls });
  if (lh) goals.push({ goal: `Lighthouse >= ${targets.performance}`, pass: lh.performance != null && lh.performance >= targets.performance });
  return goals;
}

/**
 * Runs the web benchmark against `base` (a Saram serving the built web app). Returns the report.
 * `password` is the admin password (to sign in for the signed-in screens).
 */
export async function runWebBench({ base, password }) {
  const started = Date.now();
  if (!existsSync(webIndex)) throw new Error('apps/web/dist/index.html is missing: npm run build -w @saram/web');
  const index = await fetch(`${base}/login`);
  if (!index.ok || !(index.headers.get('content-type') ?? '').includes('html')) {
    throw new Error(`${base}/login does not serve the web app (HTTP ${index.status}); was Saram started after the web build?`);
  }
  const authStorage = await authStorageFor(base, password);

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const rows = [];
  try {
    rows.push(...(await measureScreens(browser, base, { first: '/login' })));
    rows.push(...(await measureScreens(browser, base, { first: '/employees', second: '/organization', authStorage })));
    rows.push(...(await measureScreens(browser, base, { first: '/organization', second: '/employees', authStorage })));
  } finally {
    await browser.close();
  }
  for (const r of rows) if (r.finalPath !== r.path) log(`WARNING: ${r.screen} ended on ${r.finalPath}`);
  log(`screens measured in ${((Date.now() - started) / 1000).toFixed(1)} s; Lighthouse next`);

  const lighthouse = {};
  const mobile = process.env.BENCH_WEB_MOBILE === '1';
  const lighthousePages = [
    { path: '/login', authStorage: null },
    { path: '/employees', authStorage },
  ];
  for (const p of lighthousePages) {
    lighthouse[p.path] = await runLighthouse(`${base}${p.path}`, { authStorage: p.authStorage, base });
    if (mobile) lighthouse[`${p.path} mobile`] = await runLighthouse(`${base}${p.path}`, { authStorage: p.authStorage, base, mobile: true });
  }
  if (lighthouse['/employees'].signedIn === false) log('WARNING: the Lighthouse /employees run did not request /api/mongo/admin/me (signed out?)');

  const ordered = [rows[0], rows[1], rows[3], rows[2], rows[4]];
  for (const r of ordered) r.goals = goalsOf(r, r.second ? null : lighthouse[r.path]);
  const kindKb = (r, kind) => fmt(kb(r.byKind[kind].transferred), 1);
  console.log('');
  console.log(
    table(ordered, [
      { title: 'screen', get: (r) => r.screen },
      { title: 'JS KB', right: true, get: (r) => kindKb(r, 'js') },
      { title: 'CSS KB', right: true, get: (r) => kindKb(r, 'css') },
      { title: 'font KB (n)', right: true, get: (r) => `${kindKb(r, 'font')} (${r.byKind.font.count})` },
      { title: 'data KB', right: true, get: (r) => kindKb(r, 'data') },
      { title: 'HTML KB', right: true, get: (r) => kindKb(r, 'html') },
      { title: 'total KB', right: true, get: (r) => fmt(kb(r.total), 1) },
      { title: 'LCP ms', right: true, get: (r) => fmt(r.lcpMs) },
      { title: 'CLS', right: true, get: (r) => fmt(r.cls, 3) },
      { title: 'LH perf', right: true, get: (r) => (r.second ? '' : (lighthouse[r.path]?.performance ?? '')) },
      { title: 'goals', get: (r) => r.goals.map((g) => `${verdict(g.pass)} ${g.goal}`).join('; ') },
    ]),
  );
  console.log('  KB = bytes as transferred (encoded bodies; response headers not included, see the JSON).');
  for (const [page, lh] of Object.entries(lighthouse)) {
    if (lh.error) console.log(`  ${page} Lighthouse failed: ${lh.error.split('\n')[0]}`);
    else console.log(`  ${page} Lighthouse (${lh.preset}): performance ${lh.performance}, FCP ${fmt(lh.fcpMs)} ms, LCP ${fmt(lh.lcpMs)} ms, TBT ${fmt(lh.tbtMs)} ms, CLS ${fmt(lh.cls, 3)}`);
    if (lh.opportunities.length) console.log(`  ${page} Lighthouse opportunities: ${lh.opportunities.join(', ')}`);
    for (const warning of lh.warnings) console.log(`  ${page} Lighthouse warning: ${warning}`);
  }
  console.log('');

  const report = {
    startedAt: new Date(started).toISOString(),
    seconds: Math.round((Date.now() - started) / 100) / 10,
    targets,
    lighthousePreset: 'desktop',
    screens: ordered.map((r) => ({
      screen: r.screen,
      path: r.path,
      finalPath: r.finalPath,
      totalKb: kb(r.total),
      headersKb: kb(r.headers),
      byKindKb: Object.fromEntries(kinds.map((k) => [k, { count: r.byKind[k].count, transferredKb: kb(r.byKind[k].transferred), rawKb: kb(r.byKind[k].raw) }])),
      lcpMs: r.lcpMs,
      lcpElement: r.lcpElement,
      cls: r.cls,
      goals: r.goals,
      timeline: r.timeline,
      resources: r.resources.map((x) => ({ url: x.url, kind: x.kind, status: x.status, encoding: x.encoding, transferredKb: kb(x.transferred), rawKb: kb(x.raw) })),
    })),
    lighthouse,
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, JSON.stringify(report, null, 2) + '\n');
  log(`done in ${report.seconds} s; results written to ${path.relative(root, resultsFile)}`);
  return report;
}

async function main() {
  const cleanups = cleanupRegistry('bench web');
  exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 130 });
  let code = 0;
  try {
    ensureBuild({ needs: [webIndex, serverJs], needsWeb: true, log });
    await runWebBench(await webBenchSaram({ cleanups, log, dataDirPrefix: 'saram-bench-web-' }));
  } catch (err) {
    console.error(`bench web: FAILED: ${err?.stack ?? err}`);
    code = 1;
  } finally {
    await cleanups.run();
  }
  process.exit(code);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
