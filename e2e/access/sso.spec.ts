import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, test } from '../fixtures';
import { oidcIssuer } from '../support/oidc-settings';

/**
 * Google sign-in end to end in Chromium: the Saram server is configured (playwright.config.ts)
 * against a local OpenID Connect provider (support/oidc-provider.mjs) whose development login
 * form accepts any e-mail. An administrator approves an access request for that e-mail, which
 * creates an account that may be linked by verified e-mail on its first SSO sign-in.
 */

/** Files an access request for `email` and approves it as the admin: the account exists afterwards. */
async function approvedAccount(request: APIRequestContext, email: string, loginId: string) {
  const filed = await request.post('/api/access-requests', { data: { name: '오세훈', email, department: '인사팀' } });
  expect(filed.status()).toBe(201);
  const { id } = (await filed.json()) as { id: string };
  const approved = await request.put(`/api/mongo/admin/access-requests/${id}/approve`, {
    headers: await adminHeaders(request),
    data: { loginId, roles: ['hr_staff'] },
  });
  expect(approved.status()).toBe(200);
  expect(await approved.json()).toMatchObject({ status: 'approved', userId: expect.any(String) });
}

/** From the login screen through the provider's development login and consent pages. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Google로 로그인' }).click();
  await page.waitForURL((url) => url.origin === oidcIssuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('an approved user signs in with Google (OIDC) and lands signed in on /', async ({ page, request, baseURL }) => {
  const stamp = Date.now();
  const email = `sso.e2e.${stamp}@hanbit.co.kr`;
  await approvedAccount(request, email, `sso.e2e.${stamp}`);

  const callbackCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/mongo/auth/google/callback')) callbackCalls.push(r.url());
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await signInAtProvider(page, email);

  await expect(page.getByRole('heading', { name: 'HR 대시보드' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);

  // The provider sent the browser to the web callback, which called the server exactly once.
  expect(visited.some((url) => url.startsWith(`${baseURL}/auth/google/callback?`))).toBe(true);
  expect(callbackCalls).toHaveLength(1);
  const callback = new URL(callbackCalls[0]!);
  expect(callback.searchParams.get('code')).toBeTruthy();
  expect(callback.searchParams.get('state')).toBeTruthy();
  expect(callback.searchParams.get('iss')).toBe(oidcIssuer);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
    state?: { isAuthenticated?: boolean; user?: { email?: string }; token?: { access_token?: string } };
  });
  expect(stored.state?.isAuthenticated).toBe(true);
  expect(stored.state?.user?.email).toBe(email);
  const me = await page.request.get('/api/mongo/admin/me', {
    headers: { Authorization: `Bearer ${stored.state?.token?.access_token}` },
  });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);

  // The callback page replaced itself: Back does not return to it.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/auth\/google\/callback/);
});

test("an identity without a Saram account gets the '인증 실패' dialog, whose 확인 opens the login screen", async ({ page }) => {
  await signInAtProvider(page, `stranger.${Date.now()}@gmail.com`);

  const dialog = page.getByRole('alertdialog', { name: '인증 실패' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('연결된 Saram 계정이 없습니다. 관리자에게 계정 연결을 요청해주세요.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
  expect((await page.evaluate(() => localStorage.getItem('auth-storage'))) ?? '').not.toContain('access_token');
});
