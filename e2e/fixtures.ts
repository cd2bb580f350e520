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
