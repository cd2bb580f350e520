#!/usr/bin/env node
// Saram font check: on /login, /employees and /organization (Chromium, 1440 and 390 px wide, cold
// cache), which Pretendard slices a screen fetches, whether every glyph ends up drawn in Pretendard
// (none left in a system font), how much the layout shifts when the fonts swap in (fonts held back
// 2.5 s so the page settles in the fallback first; shifts after that), and how wide the fallback
// (Noto Sans CJK KR with the size-adjust of styles.css) sets /employees' text against Pretendard, per
// script and weight. Alone: `node bench/fonts.mjs` (starts Saram on embedded PGlite with the demo
// company) or against a running one with BENCH_WEB_URL + BENCH_WEB_PASSWORD. Needs `npm run build`.
import path from 'node:path';
import { authStorageFor, chromiumFlags, chromiumPath, cleanupRegistry, ensureBuild, exitOnSignals, makeLog, root, serverJs, table, webBenchSaram } from './lib.mjs';

const log = makeLog('bench fonts');
const holdMs = 2500;
const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const screens = [
  { path: '/login', signedIn: false },
  { path: '/employees', signedIn: true },
  { path: '/organization', signedIn: true },
];

async function newContext(browser, viewport, authStorage) {
  const context = await browser.newContext({ viewport, locale: 'ko-KR' });
  await context.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push({ at: e.startTime, value: e.value });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  if (authStorage) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('auth-storage')) localStorage.setItem('auth-storage', value);
    }, authStorage);
  }
  return context;
}

/** Glyphs drawn by web fonts and by system fonts, over every element of the page (CDP). */
async function glyphsByFont(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root: doc } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: doc.nodeId, selector: 'body *' });
  let web = 0;
  const system = new Map();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const f of fonts) {
      if (f.isCustomFont) web += f.glyphCount;
      else system.set(f.familyName, (system.get(f.familyName) ?? 0) + f.glyphCount);
    }
  }
  await cdp.detach();
  return { web, system: [...system].map(([name, n]) => `${name} ${n}`).join(', ') || 'none' };
}

async function measure(browser, base, screen, viewport, authStorage) {
  // Cold load: the slices fetched and the fonts that drew the page.
  const context = await newContext(browser, viewport, screen.signedIn ? authStorage : null);
  const page = await context.newPage();
  const fonts = [];
  page.on('requestfinished', async (request) => {
    const match = /pretendard-([\w-]+?)-[\w-]{8}\.woff2$/.exec(request.url());
    if (match) fonts.push({ name: match[1], bytes: (await request.sizes().catch(() => null))?.responseBodySize ?? 0 });
  });
  await page.goto(`${base}${screen.path}`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
  const glyphs = await glyphsByFont(context, page);
  await context.close();

  // The swap: fonts held back, the shifts after they arrive.
  const held = await newContext(browser, viewport, screen.signedIn ? authStorage : null);
  await held.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    await route.continue().catch(() => {});
  });
  const heldPage = await held.newPage();
  await heldPage.goto(`${base}${screen.path}`);
  await heldPage.waitForTimeout(holdMs + 1500);
  await heldPage.evaluate(() => document.fonts.ready.then(() => undefined));
  await heldPage.waitForTimeout(500);
  const shifts = await heldPage.evaluate(() => window.__shifts);
  await held.close();
  const sum = (list) => list.reduce((n, s) => n + s.value, 0);
  return {
    screen: screen.path,
    width: viewport.width,
    fonts: fonts.map((f) => f.name).sort(),
    fontKb: Math.round(fonts.reduce((n, f) => n + f.bytes, 0) / 102.4) / 10,
    glyphs,
    swapCls: sum(shifts.filter((s) => s.at >= holdMs)),
    cls: sum(shifts),
  };
}

/** Width of /employees' text in the fallback (and in bare Noto Sans CJK KR) against Pretendard. */
async function fallbackWidths(browser, base, authStorage) {
  const context = await newContext(browser, viewports[0], authStorage);
  const page = await context.newPage();
  await page.goto(`${base}/employees`);
  await page.waitForLoadState('networkidle');
  const rows = await page.evaluate(async () => {
    const byWeight = {};
    for (const el of document.querySelectorAll('body *')) {
      for (const node of el.childNodes) {
        if (node.nodeType === Node.TEXT_NODE && node.data.trim()) {
          const w = getComputedStyle(el).fontWeight;
          byWeight[w] = (byWeight[w] ?? '') + node.data;
        }
      }
    }
    const ctx = document.createElement('canvas').getContext('2d');
    const width = async (family, weight, text) => {
      await document.fonts.load(`${weight} 16px "${family}"`, text);
      ctx.font = `${weight} 16px "${family}"`;
      return ctx.measureText(text).width;
    };
    const out = [];
    for (const [weight, text] of Object.entries(byWeight).sort()) {
      const chars = [...new Set(text)];
      const scripts = { Hangul: chars.filter((c) => c >= '\uac00' && c <= '\ud7a3'), 'Latin, digits': chars.filter((c) => /[0-9A-Za-z]/.test(c)) };
      for (const [script, list] of Object.entries(scripts)) {
        if (!list.length) continue;
        const s = list.join('');
        const pretendard = await width('Pretendard Saram', weight, s);
        out.push({
          weight,
          script,
          chars: list.length,
          noto: (await width('Noto Sans CJK KR', weight, s)) / pretendard,
          fallback: (await width('Pretendard Fallback Noto', weight, s)) / pretendard,
        });
      }
    }
    return out;
  });
  await context.close();
  return rows;
}

async function main() {
  const cleanups = cleanupRegistry('bench fonts');
  exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 130 });
  let code = 0;
  try {
    ensureBuild({ needs: [path.join(root, 'apps/web/dist/index.html'), serverJs], needsWeb: true, log });
    const { base, password } = await webBenchSaram({ cleanups, log, dataDirPrefix: 'saram-bench-fonts-' });
    const authStorage = await authStorageFor(base, password);
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const rows = [];
      for (const screen of screens) for (const viewport of viewports) rows.push(await measure(browser, base, screen, viewport, authStorage));
      console.log('');
      console.log(
        table(rows, [
          { title: 'screen', get: (r) => r.screen },
          { title: 'px', right: true, get: (r) => String(r.width) },
          { title: 'font KB', right: true, get: (r) => r.fontKb.toFixed(1) },
          { title: 'slices', get: (r) => r.fonts.join(' ') },
          { title: 'glyphs in Pretendard', right: true, get: (r) => String(r.glyphs.web) },
          { title: 'in system fonts', get: (r) => r.glyphs.system },
          { title: 'CLS of the swap', right: true, get: (r) => r.swapCls.toFixed(4) },
          { title: 'CLS in all', right: true, get: (r) => r.cls.toFixed(4) },
        ]),
      );
      const widths = await fallbackWidths(browser, base, authStorage);
      console.log('');
      console.log('Width of /employees\' text against Pretendard (1 = the same):');
      console.log(
        table(widths, [
          { title: 'weight', get: (r) => r.weight },
          { title: 'script', get: (r) => r.script },
          { title: 'chars', right: true, get: (r) => String(r.chars) },
          { title: 'Noto Sans CJK KR', right: true, get: (r) => r.noto.toFixed(3) },
          { title: 'fallback (size-adjust)', right: true, get: (r) => r.fallback.toFixed(3) },
        ]),
      );
      const problems = rows.filter((r) => r.glyphs.system !== 'none').map((r) => `${r.screen} at ${r.width} px draws glyphs in ${r.glyphs.system}`);
      for (const problem of problems) log(`WARNING: ${problem}`);
    } finally {
      await browser.close();
    }
  } catch (err) {
    console.error(`bench fonts: FAILED: ${err?.stack ?? err}`);
    code = 1;
  } finally {
    await cleanups.run();
  }
  process.exit(code);
}

await main();
