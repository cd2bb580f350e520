// Records, in Chromium, the characters each main screen lays out and at which font weight:
// apps/web/src/assets/fonts/screen-text.json, which scripts/subset-font.mjs cuts its per-screen
// Pretendard slices from. Text counts when the browser shapes it (it then fetches the slice holding
// it): every text node not under display: none, the visible form controls' values and placeholders,
// screen-reader-only text included. The sidebar and the header (outside <main>) are the shell; what
// is inside <main> belongs to the screen. Run after a screen's text changes much, on the built app:
//   npm run build && npm run fonts:record -w @saram/web
// It starts Saram on embedded PGlite with the demo company (SARAM_URL + SARAM_PASSWORD, the admin
// password, use a running one instead), visits /login signed out, then every sidebar screen signed
// in as the admin and the record of the first employee in the list, at 1440x900 and at 390x844.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cleanupRegistry, exitOnSignals, signIn, startSaram } from '../../../bench/lib.mjs';

const outFile = path.resolve(import.meta.dirname, '../src/assets/fonts/screen-text.json');
const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/**
 * Runs in the page before the app: gathers the characters laid out, by weight, split into the
 * shell's and the screen's, from every text the page shows while it loads (a list or a chart may
 * show text that it replaces before it settles: the browser fetched its slices all the same).
 * `window.__paintedText()` returns what was gathered, with what the page shows at the end.
 */
function recordPaintedText() {
  const out = { shell: {}, screen: {} };
  const add = (element, text) => {
    if (!text || !element.isConnected || !element.checkVisibility()) return;
    const style = getComputedStyle(element);
    if (!style.fontFamily.includes('Pretendard Saram')) return;
    const part = element.closest('main') ? out.screen : out.shell;
    part[style.fontWeight] = (part[style.fontWeight] ?? '') + text;
  };
  const gather = (root) => {
    if (root.nodeType === Node.TEXT_NODE) {
      if (root.parentElement && !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE'].includes(root.parentElement.tagName)) add(root.parentElement, root.data);
      return;
    }
    if (root.nodeType !== Node.ELEMENT_NODE) return;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) gather(node);
    const controls = root.matches('input, textarea') ? [root] : root.querySelectorAll('input, textarea');
    for (const control of controls) if (control.type !== 'hidden') add(control, control.value + (control.placeholder ?? ''));
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') gather(record.target);
      else if (record.type === 'attributes') gather(record.target);
      else record.addedNodes.forEach(gather);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['value', 'placeholder'] });
  window.__paintedText = () => {
    if (document.body) gather(document.body);
    return out;
  };
  /** Forgets what was gathered (before a move inside the app). */
  window.__resetPaintedText = () => {
    out.shell = {};
    out.screen = {};
  };
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
}

async function record(browser, base, authStorage) {
  const found = new Map(); // path → { shell, screen } of weight → Set of characters
  const merge = (screen, painted) => {
    const entry = found.get(screen) ?? { shell: {}, screen: {} };
    for (const part of ['shell', 'screen']) {
      for (const [weight, text] of Object.entries(painted[part])) {
        entry[part][weight] ??= new Set();
        for (const c of text) if (c.trim()) entry[part][weight].add(c);
      }
    }
    found.set(screen, entry);
  };
  for (const viewport of viewports) {
    const login = await browser.newContext({ viewport, locale: 'ko-KR' });
    await login.addInitScript(recordPaintedText);
    const loginPage = await login.newPage();
    await loginPage.goto(`${base}/login`);
    await settle(loginPage);
    merge('/login', await loginPage.evaluate(() => window.__paintedText()));
    await login.close();

    const context = await browser.newContext({ viewport, locale: 'ko-KR' });
    await context.addInitScript(recordPaintedText);
    await context.addInitScript((value) => {
      if (!localStorage.getItem('auth-storage')) localStorage.setItem('auth-storage', value);
    }, authStorage);
    const page = await context.newPage();
    await page.goto(`${base}/employees`);
    await settle(page);
    // Every group of the sidebar opened, for its links (each screen is then visited as it opens).
    const closed = page.locator('[data-testid="sidebar"] nav button[aria-expanded="false"]');
    while (await closed.count()) await closed.first().click();
    const paths = await page.evaluate(() => [...new Set([...document.querySelectorAll('nav a[href^="/"]')].map((a) => a.getAttribute('href').split('?')[0]))]);
    if (!paths.includes('/employees')) paths.unshift('/employees');
    for (const screen of paths) {
      await page.goto(`${base}${screen}`);
      await settle(page);
      merge(new URL(page.url()).pathname, await page.evaluate(() => window.__paintedText()));
    }
    // An employee's record, opened from the list as people do.
    await page.goto(`${base}/employees`);
    await settle(page);
    await page.evaluate(() => window.__resetPaintedText());
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/employees\/[\w-]+$/);
    await settle(page);
    merge('/employees/:id', await page.evaluate(() => window.__paintedText()));
    await context.close();
  }
  const sorted = (set) => [...set].sort().join('');
  const json = {};
  for (const [screen, entry] of [...found].sort(([a], [b]) => (a < b ? -1 : 1))) {
    json[screen] = Object.fromEntries(
      ['shell', 'screen'].map((part) => [part, Object.fromEntries(Object.entries(entry[part]).sort().map(([w, set]) => [w, sorted(set)]))]),
    );
  }
  return json;
}

const cleanups = cleanupRegistry('record screen text');
exitOnSignals(cleanups, { SIGINT: 130, SIGTERM: 130 });
try {
  let base = process.env.SARAM_URL;
  let password = process.env.SARAM_PASSWORD;
  if (!base || !password) {
    ({ base, password } = await startSaram({ cleanups, log: console.log, dataDirPrefix: 'saram-screen-text-', timeoutSeconds: 300, env: { SARAM_DEMO: '1' } }));
  }
  const body = await signIn(base, password);
  const { access_token, expires_at, refresh_token } = body.token;
  const authStorage = JSON.stringify({ state: { isAuthenticated: true, user: body.user, token: { access_token, expires_at, ...(refresh_token ? { refresh_token } : {}) } }, version: 1 });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const json = await record(browser, base, authStorage);
    await writeFile(outFile, JSON.stringify(json, null, 1) + '\n');
    console.log(`${Object.keys(json).length} screens written to ${path.relative(process.cwd(), outFile)}`);
  } finally {
    await browser.close();
  }
} finally {
  await cleanups.run();
}
