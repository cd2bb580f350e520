import { expect, type Page } from '@playwright/test';

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

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, loginId = adminLoginId, password = adminPassword) {
  await page.goto('/login');
  await loginIdField(page).fill(loginId);
  await passwordField(page).fill(password);
  await loginButton(page).click();
  await expect(page.getByRole('heading', { name: 'HR 대시보드' })).toBeVisible();
}

/** Desktop and phone sizes for screenshot runs. */
export const screenshotViewports = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
] as const;

/** What a screenshot cannot show by itself: a Pretendard face really loaded, and no sideways overflow. */
export async function expectReadyForScreenshot(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  // The sign-in subset ('Pretendard Signin') or the full font.
  const pretendardLoaded = await page.evaluate(() =>
    [...document.fonts].some((f) => f.family.replace(/"/g, '').startsWith('Pretendard') && f.status === 'loaded'),
  );
  expect(pretendardLoaded, 'Pretendard is loaded for Hangul').toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal overflow').toBeLessThanOrEqual(0);
}
