#!/usr/bin/env node
// Saram web benchmark: what the browser loads and how fast it paints, for /login and for the
// signed-in shell. Run by `npm run bench` after the HTTP benchmark (bench/run.mjs passes its running
// Saram), or alone: `node bench/web.mjs` (starts Saram on embedded PGlite).
//
// 1. Weight: Debian Chromium through Playwright (cold cache, new context per page) opens the page,
//    waits for the network to go idle and the fonts to be ready, and records every response. Each
//    body is gzipped here (level 9, what a precompressing server would send) and counted at the
//    smaller of gzip and raw (woff2 is already compressed and grows by a few bytes), so the figure
//    does not depend on whether the server compresses today. Target: /login HTML excluded,
//    JS + CSS + fonts <= 150 KB gzip. The shell is opened with a session already stored under
//    `auth-storage` (signed in through the API first), as a returning user does.
// 2. Lighthouse 12 (programmatic, chrome-launcher, same Chromium, --headless=new), performance
//    category only, desktop preset (an HR back-office app is used on desktops; BENCH_WEB_MOBILE=1
//    adds the default mobile run, reported for information). The shell run stores the session first
//    (puppeteer-core, on /api/health) and keeps storage (disableStorageReset); the profile is fresh,
//    so the cache is cold. Targets: performance >= 95, CLS <= 0.02.
//
// Targets are PASS/WARN and never change the exit code. Results: bench/results/web-latest.json.
// Env: BENCH_WEB_URL + BENCH_WEB_PASSWORD (use a running Saram, admin password), BENCH_WEB_MOBILE.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchDir, cleanupRegistry, ensureBuild, exitOnSignals, fmt, makeLog, root, serverJs, signIn, startSaram, table } from './lib.mjs';

const webIndex = path.join(root, 'apps/web/dist/index.html');
const resultsFile = path.join(benchDir, 'results/web-latest.json');

const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const targets = {
  loginKb: 150,
  performance: 95,
  cls: 0.02,
};

const log = makeLog('bench web');
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Session

/** Signs in through the API; returns what the web app persists under auth-storage. */
async function authStorageFor(base, password) {
  const body = await signIn(base, password);
  const { access_token, expires_at, refresh_token } = body.token;
  const token = { access_token, expires_at, ...(refresh_token ? { refresh_token } : {}) };
  return JSON.stringify({ state: { isAuthenticated: true, user: body.user, token }, version: 1 });
}

// ---------------------------------------------------------------------------------------------
// 1. Weight

function kindOf(resourceType, url, contentType) {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script' || contentType.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || contentType.includes('text/css')) return 'css';
  if (resourceType === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(url)) return 'font';
  if (resourceType === 'image') return 'image';
  return 'other';
}

async function measureWeight(browser, base, pagePath, authStorage) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  if (authStorage) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('auth-storage')) localStorage.setItem('auth-storage', value);
    }, authStorage);
  }
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    const url = response.url();
    if (!url.startsWith(base)) return;
    pending.push(
      (async () => {
        let body = Buffer.alloc(0);
        try {
          body = await response.body();
        } catch {
          // redirects and bodiless answers
        }
        const kind = kindOf(request.resourceType(), url, response.headers()['content-type'] ?? '');
        const gzip = body.length ? Math.min(body.length, gzipSync(body, { level: 9 }).length) : 0;
        return { url: url.slice(base.length), kind, status: response.status(), bytes: body.length, gzip };
      })(),
    );
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  const resources = await Promise.all(pending);
  const finalPath = new URL(page.url()).pathname;
  const title = await page.title();
  await context.close();

  const byKind = {};
  for (const r of resources) {
    byKind[r.kind] ??= { count: 0, bytes: 0, gzip: 0 };
    byKind[r.kind].count += 1;
    byKind[r.kind].bytes += r.bytes;
    byKind[r.kind].gzip += r.gzip;
  }
  const sum = (kinds, key) => kinds.reduce((n, k) => n + (byKind[k]?.[key] ?? 0), 0);
  return {
    path: pagePath,
    finalPath,
    title,
    resources,
    byKind,
    assetsGzip: sum(['js', 'css', 'font'], 'gzip'),
    totalGzip: sum(['html', 'js', 'css', 'font', 'image'], 'gzip'),
    assetsRaw: sum(['js', 'css', 'font'], 'bytes'),
  };
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

/**
 * Runs the web benchmark against `base` (a Saram serving the built web app). Returns the report.
 * `password` is the admin password (to sign in for the shell).
 */
export async function runWebBench({ base, password }) {
  const started = Date.now();
  if (!existsSync(webIndex)) throw new Error('apps/web/dist/index.html is missing: npm run build -w @saram/web');
  const index = await fetch(`${base}/login`);
  if (!index.ok || !(index.headers.get('content-type') ?? '').includes('html')) {
    throw new Error(`${base}/login does not serve the web app (HTTP ${index.status}); was Saram started after the web build?`);
  }
  const authStorage = await authStorageFor(base, password);
  const pages = [
    { name: 'login', label: '/login', path: '/login', authStorage: null },
    { name: 'shell', label: 'signed-in shell (/)', path: '/', authStorage },
  ];

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const weights = {};
  try {
    for (const p of pages) weights[p.name] = await measureWeight(browser, base, p.path, p.authStorage);
  } finally {
    await browser.close();
  }
  if (weights.login.finalPath !== '/login') log(`WARNING: /login ended on ${weights.login.finalPath}`);
  if (weights.shell.finalPath === '/login') log('WARNING: the shell run ended on /login (the stored session was not accepted)');
  log(`weights measured in ${((Date.now() - started) / 1000).toFixed(1)} s; Lighthouse next`);

  const lighthouse = {};
  const mobile = process.env.BENCH_WEB_MOBILE === '1';
  for (const p of pages) {
    lighthouse[p.name] = await runLighthouse(`${base}${p.path}`, { authStorage: p.authStorage, base });
    if (mobile) lighthouse[`${p.name}-mobile`] = await runLighthouse(`${base}${p.path}`, { authStorage: p.authStorage, base, mobile: true });
  }
  if (lighthouse.shell.signedIn === false) log('WARNING: the Lighthouse shell run did not request /api/mongo/admin/me (signed out?)');

  const rows = pages.map((p) => {
    const w = weights[p.name];
    const lh = lighthouse[p.name];
    const goals = [];
    if (p.name === 'login') goals.push({ goal: `JS+CSS+font <= ${targets.loginKb} KB gzip`, pass: kb(w.assetsGzip) <= targets.loginKb });
    goals.push({ goal: `performance >= ${targets.performance}`, pass: lh.performance != null && lh.performance >= targets.performance });
    goals.push({ goal: `CLS <= ${targets.cls}`, pass: lh.cls != null && lh.cls <= targets.cls });
    return { ...p, w, lh, goals };
  });

  console.log('');
  console.log(
    table(rows, [
      { title: 'page', get: (r) => r.label },
      { title: 'JS KB gz', right: true, get: (r) => fmt(kb(r.w.byKind.js?.gzip ?? 0), 1) },
      { title: 'CSS KB gz', right: true, get: (r) => fmt(kb(r.w.byKind.css?.gzip ?? 0), 1) },
      { title: 'fonts KB (n)', right: true, get: (r) => `${fmt(kb(r.w.byKind.font?.gzip ?? 0), 1)} (${r.w.byKind.font?.count ?? 0})` },
      { title: 'JS+CSS+font KB gz', right: true, get: (r) => fmt(kb(r.w.assetsGzip), 1) },
      { title: '+HTML KB gz', right: true, get: (r) => fmt(kb(r.w.totalGzip), 1) },
      { title: 'LH perf', right: true, get: (r) => r.lh.performance ?? 'n/a' },
      { title: 'CLS', right: true, get: (r) => fmt(r.lh.cls, 3) },
      { title: 'FCP ms', right: true, get: (r) => fmt(r.lh.fcpMs) },
      { title: 'LCP ms', right: true, get: (r) => fmt(r.lh.lcpMs) },
      { title: 'TBT ms', right: true, get: (r) => fmt(r.lh.tbtMs) },
      { title: 'goals', get: (r) => r.goals.map((g) => `${verdict(g.pass)} ${g.goal}`).join('; ') },
    ]),
  );
  if (mobile) {
    for (const p of pages) {
      const m = lighthouse[`${p.name}-mobile`];
      console.log(`  mobile (info) ${p.label}: performance ${m.performance ?? 'n/a'}, CLS ${fmt(m.cls, 3)}, FCP ${fmt(m.fcpMs)} ms, LCP ${fmt(m.lcpMs)} ms`);
    }
  }
  for (const r of rows) {
    if (r.lh.error) console.log(`  ${r.label} Lighthouse failed: ${r.lh.error.split('\n')[0]}`);
    if (r.lh.opportunities.length) console.log(`  ${r.label} Lighthouse opportunities: ${r.lh.opportunities.join(', ')}`);
    for (const warning of r.lh.warnings) console.log(`  ${r.label} Lighthouse warning: ${warning}`);
  }
  const raw = kb(weights.login.assetsRaw);
  console.log(`  /login JS+CSS+font uncompressed: ${fmt(raw, 1)} KB (what the server sends today if it does not compress)`);
  console.log('');

  const report = {
    startedAt: new Date(started).toISOString(),
    seconds: Math.round((Date.now() - started) / 100) / 10,
    targets,
    gzipLevel: 9,
    lighthousePreset: 'desktop',
    pages: rows.map((r) => ({
      name: r.name,
      path: r.path,
      finalPath: r.w.finalPath,
      title: r.w.title,
      byKindKb: Object.fromEntries(Object.entries(r.w.byKind).map(([k, v]) => [k, { count: v.count, rawKb: kb(v.bytes), gzipKb: kb(v.gzip) }])),
      assetsGzipKb: kb(r.w.assetsGzip),
      totalGzipKb: kb(r.w.totalGzip),
      resources: r.w.resources.map((x) => ({ ...x, bytes: undefined, rawKb: kb(x.bytes), gzipKb: kb(x.gzip), gzip: undefined })),
      lighthouse: r.lh,
      goals: r.goals,
    })),
    mobile: mobile ? Object.fromEntries(pages.map((p) => [p.name, lighthouse[`${p.name}-mobile`]])) : null,
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
    let base = process.env.BENCH_WEB_URL;
    let password = process.env.BENCH_WEB_PASSWORD;
    if (!base || !password) {
      // No running Saram given: one on embedded PGlite (DATABASE_URL '').
      ({ base, password } = await startSaram({ cleanups, log, dataDirPrefix: 'saram-bench-web-', label: 'Saram (PGlite)', timeoutSeconds: 90 }));
    }
    await runWebBench({ base, password });
  } catch (err) {
    console.error(`bench web: FAILED: ${err?.stack ?? err}`);
    code = 1;
  } finally {
    await cleanups.run();
  }
  process.exit(code);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
