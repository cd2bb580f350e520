import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { pooledContext } from './support/context-pool';

/** The first administrator the server creates from SARAM_ADMIN_PASSWORD on an empty database. */
export const adminLoginId = 'admin';
// The server refuses a password that contains the login ID ('admin'), so the brief's 'e2e-Admin-…' is out.
export const adminPassword = 'e2e-Saram-Passw0rd!';

/** Where screenshots go (gitignored); the README's review step opens them. */
export const screenshotDir = new URL('../screenshots/', import.meta.url);

export function loginIdField(page: Page) {
  return page.getByRole('textbox', { name: '로그인 ID', exact: true });
}

export function passwordField(page: Page) {
  return page.getByRole('textbox', { name: '비밀번호', exact: true });
}

export function loginButton(page: Page) {
  return page.getByRole('button', { name: '로그인', exact: true });
}

const dashboardHeading = (page: Page) => page.getByRole('heading', { name: 'HR 대시보드' });

/** Signs in through the login form and waits for the dashboard (the tests of signing in itself). */
export async function signInWithForm(page: Page, loginId = adminLoginId, password = adminPassword) {
  await page.goto('/login');
  await loginIdField(page).fill(loginId);
  await passwordField(page).fill(password);
  await loginButton(page).click();
  await expect(dashboardHeading(page)).toBeVisible();
}

/**
 * Signs in through the API, stores the session where the web app keeps it (auth-storage) and opens
 * the dashboard: the state signInWithForm leaves, without loading and filling the form each test.
 * Given another path it opens that instead (no dashboard loaded only to be left); the caller checks it.
 */
export async function signIn(page: Page, loginId = adminLoginId, password = adminPassword, path = '/') {
  const response = await page.request.post('/api/mongo/admin/login', { data: { loginId, password } });
  expect(response.status(), `${loginId} signs in`).toBe(200);
  const { token, user } = (await response.json()) as { token: { access_token: string; expires_at: string; refresh_token?: string }; user: unknown };
  const session = { isAuthenticated: true, user, token: { access_token: token.access_token, expires_at: token.expires_at, refresh_token: token.refresh_token } };
  await page.goto('/api/health');
  await page.evaluate((stored) => localStorage.setItem('auth-storage', stored), JSON.stringify({ state: session, version: 1 }));
  await page.goto(path);
  if (path === '/') await expect(dashboardHeading(page)).toBeVisible();
}

/** Signs in as a demo account through the login form and waits for its landing page. */
export async function signInAs(page: Page, loginId: string, landing: RegExp) {
  await page.goto('/login');
  await loginIdField(page).fill(loginId);
  await passwordField(page).fill(adminPassword);
  await loginButton(page).click();
  await expect(page).toHaveURL(landing);
}

/** Desktop and phone sizes for screenshot runs. */
export const screenshotViewports = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
] as const;

export type Screen = (typeof screenshotViewports)[number];
export const [desktopScreen, mobileScreen] = screenshotViewports;

/**
 * A browser context as the suite's users have it: ko-KR, Asia/Seoul, a desktop screen (or the
 * phone's, with touch), reduced motion as in playwright.config.ts. The test closes it, which gives
 * it back, reset, for the worker's next test (support/context-pool.ts).
 */
export function newBrowserContext(browser: Browser, baseURL: string | undefined, screen: Screen = desktopScreen) {
  const { viewport, deviceScaleFactor, isMobile } = screen;
  return pooledContext(browser, { viewport, deviceScaleFactor, isMobile, hasTouch: isMobile, baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', reducedMotion: 'reduce' });
}

/** Playwright's test with `context` and `page` from the pool (a desktop context, given back after the test). */
export const test = base.extend({
  context: async ({ browser, baseURL }, use) => {
    const context = await newBrowserContext(browser, baseURL);
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => use(await context.newPage()),
});

/** A page of a new browser context, signed in (the administrator unless told) on the dashboard or `path`. */
export async function newSignedInPage(
  browser: Browser,
  baseURL: string | undefined,
  { screen, loginId, password, path }: { screen?: Screen; loginId?: string; password?: string; path?: string } = {},
) {
  const context = await newBrowserContext(browser, baseURL, screen);
  const page = await context.newPage();
  await signIn(page, loginId, password, path);
  return { context, page };
}

/** What a screenshot cannot show by itself: Hangul drawn in Pretendard, and no sideways overflow. */
export async function expectReadyForScreenshot(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  // Saram's Pretendard slices (apps/web/scripts/subset-font.mjs), not a system-font fallback face:
  // Chromium reports which fonts drew the page's first heading (or status line), all web fonts.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1, h2, h3, [role="heading"], [role="status"]' });
  expect(nodeId, 'the page has a heading or a status line').toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  expect(fonts.length, 'the heading is drawn').toBeGreaterThan(0);
  expect(
    fonts.filter((font) => !font.isCustomFont).map((font) => font.familyName),
    'the heading is drawn in Pretendard (no system font)',
  ).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal overflow').toBeLessThanOrEqual(0);
}

/** A screenshot path under screenshots/, `<prefix>-<name>.png`. */
export function screenshotPath(prefix: string, name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return fileURLToPath(new URL(`${prefix}-${name}.png`, screenshotDir));
}

/** axe violations of WCAG 2.2 AA that are serious or critical (the suite expects none). */
export async function seriousViolations(page: Page) {
  // Toasts are not waited for: the browsers ask for reduced motion (playwright.config.ts), so a toast
  // is never half transparent mid-animation and axe measures it as people read it.
  // A list refetching is dimmed (aria-busy) until its rows arrive: axe would measure the dimmed text.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Legacy mode runs axe.run in the page itself; the default runs it in parts and finishes in a new
  // blank page that loads axe a second time. Only violations are asked for (options before withTags,
  // which adds to them): together half the time of a check, a quarter of the suite's run.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** The signed-in page's bearer header, for API calls from a test. */
export async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state?: { token?: { access_token?: string } } }).state?.token?.access_token,
  );
  if (!token) throw new Error('not signed in');
  return { Authorization: `Bearer ${token}` };
}

/** The administrator's bearer header from a sign-in through the API (no browser session). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/mongo/admin/login', { data: { loginId: adminLoginId, password: adminPassword } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: { access_token: string } };
  return { Authorization: `Bearer ${token.access_token}` };
}

/** An employee number and company e-mail no other test run uses. */
export function unique(prefix: string) {
  const stamp = uniqueStamp();
  return { employeeNo: `${prefix}${stamp}`, email: `${prefix.toLowerCase()}.${stamp.toLowerCase()}@hanbit.example` };
}

/** A short upper-case stamp no other test run uses (time and a random part, base 36). */
export function uniqueStamp() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}
