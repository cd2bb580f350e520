import { errorCatalogue } from '@saram/shared/error-codes';
import { expect } from '@playwright/test';
import { adminLoginId, loginButton, loginIdField, newBrowserContext, passwordField, signIn, signInWithForm, seriousViolations, test } from '../fixtures';


test('the first admin signs in, sees the dashboard and logs out', async ({ page }) => {
  await signInWithForm(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-display-name')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

  // The session survives a reload (persisted under auth-storage).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'HR 대시보드' })).toBeVisible();
  const token = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
      state?: { token?: { access_token?: string } };
    };
    return stored.state?.token?.access_token ?? null;
  });
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
  await expect(loginIdField(page)).toBeVisible();

  // Logout revoked the session on the server, not only in this tab.
  const me = await page.request.get('/api/mongo/admin/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  // Signed out, a signed-in path shows the login screen.
  await page.goto('/hr-dashboard');
  await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
});

test('empty fields show the validation message and make no call', async ({ page }) => {
  await page.goto('/login');
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/mongo/admin/login')) loginCalls += 1;
  });

  await loginButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('로그인 ID와 비밀번호를 모두 입력해주세요.');

  await loginIdField(page).fill(adminLoginId);
  await loginButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('로그인 ID와 비밀번호를 모두 입력해주세요.');
  await expect(passwordField(page)).toBeFocused();
  expect(loginCalls).toBe(0);
});

test("a wrong password shows the server's Korean message", async ({ page }) => {
  await page.goto('/login');
  await loginIdField(page).fill(adminLoginId);
  await passwordField(page).fill('not-the-password-123');
  await loginButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(errorCatalogue.INVALID_CREDENTIALS.message);
  await expect(loginButton(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
});

test('the Google button sends the browser to the backend SSO path', async ({ page }) => {
  await page.route('**/api/mongo/auth/google', (route) => route.fulfill({ status: 200, body: 'sso' }));
  await page.goto('/login');
  const request = page.waitForRequest('**/api/mongo/auth/google');
  await page.getByRole('button', { name: 'Google로 로그인' }).click();
  expect((await request).isNavigationRequest()).toBe(true);
});

test('unknown paths show a not-found card when signed in', async ({ page }) => {
  await signIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await page.getByRole('link', { name: '홈으로' }).click();
  await expect(page.getByRole('heading', { name: 'HR 대시보드' })).toBeVisible();
});

test('login and signed-in pages have no serious or critical axe violations', async ({ browser, baseURL }) => {
  const context = await newBrowserContext(browser, baseURL);
  const page = await context.newPage();

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await loginButton(page).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page);
  expect(await seriousViolations(page)).toEqual([]);

  await context.close();
});
