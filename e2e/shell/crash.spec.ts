import { expect, test, type Page } from '@playwright/test';
import { adminLoginId, adminPassword } from '../fixtures';

/**
 * The crash screen (spec 8.3) and client error reporting, against the production build.
 *
 * Production code has no crash trigger on purpose. The rendering error here is a realistic one: a
 * stored session whose user name is not text (a corrupted or hand-edited `auth-storage`) makes the
 * signed-in shell throw while rendering the user's name (in the desktop header: the config's 1440 px
 * viewport; at phone width the name sits in the closed sheet). Error reports are sampled at 10% in
 * production; the tests pin Math.random to 0 so that every report is sent.
 */

type ClientErrorBody = { errorId: string; message: string; stack?: string; url?: string; userAgent?: string; context?: Record<string, unknown> };

async function alwaysSample(page: Page) {
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
}

/** Signs in through the API and stores a session whose user name is an object. */
async function storeCorruptedSession(page: Page) {
  const response = await page.request.post('/api/mongo/admin/login', { data: { loginId: adminLoginId, password: adminPassword } });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: Record<string, string>; user: Record<string, unknown> };
  const corrupted = {
    state: {
      isAuthenticated: true,
      token: { access_token: token.access_token, expires_at: token.expires_at },
      user: { ...user, userName: { '900101-1234567': true } },
    },
    version: 1,
  };
  await page.addInitScript((value) => localStorage.setItem('auth-storage', value), JSON.stringify(corrupted));
}

async function clipboardText(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

test('a rendering error shows the crash screen; copies are confirmed with 복사됨! for 2 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await alwaysSample(page);
  await storeCorruptedSession(page);
  const report = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: '문제가 발생했습니다' })).toBeVisible();
  await expect(page.getByText(/불편을 드려 죄송합니다/)).toBeVisible();
  await expect(page.getByTestId('crash-message')).not.toBeEmpty();
  const errorId = (await page.getByTestId('crash-error-id').textContent()) ?? '';
  expect(errorId).toMatch(/^web-/);
  await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expect(page.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');

  // The stack is collapsed until asked for.
  const stack = page.locator('details', { hasText: '스택 트레이스 보기' });
  await expect(stack.locator('pre')).toBeHidden();
  await stack.locator('summary').click();
  await expect(stack.locator('pre')).toBeVisible();

  // Copy the error id: confirmed by 복사됨! for 2 s, then the label returns.
  await page.getByRole('button', { name: '오류 ID 복사' }).click();
  await expect(page.getByRole('button', { name: '복사됨!' })).toBeVisible();
  expect(await clipboardText(page)).toBe(errorId);
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('button', { name: '복사됨!' })).toBeVisible();
  await expect(page.getByRole('button', { name: '오류 ID 복사' })).toBeVisible({ timeout: 2_000 });

  await page.getByRole('button', { name: '메시지 복사' }).click();
  await expect(page.getByRole('button', { name: '복사됨!' })).toBeVisible();
  expect(await clipboardText(page)).toBe(await page.getByTestId('crash-message').textContent());

  await page.getByRole('button', { name: '전체 디버그 정보 복사' }).click();
  await expect(page.getByRole('button', { name: '복사됨!' }).last()).toBeVisible();
  const debug = await clipboardText(page);
  expect(debug).toContain(`오류 ID: ${errorId}`);
  expect(debug).toContain(`URL: ${page.url()}`);
  expect(debug).toContain('브라우저: Mozilla/5.0');
  expect(debug).toMatch(/시간: \d{4}-\d{2}-\d{2}T/);
  expect(debug).toContain('스택:');
  expect(debug).not.toContain('900101-1234567');

  // The error was reported with the same id, the RRN-shaped key masked.
  const sent = (await report).postDataJSON() as ClientErrorBody;
  expect(sent.errorId).toBe(errorId);
  expect(sent.context).toMatchObject({ source: 'crash-screen' });
  expect(JSON.stringify(sent)).not.toContain('1234567');
});

test('uncaught errors and unhandled rejections are reported, redacted, to /api/client-errors', async ({ page }) => {
  await alwaysSample(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();

  const thrown = page.waitForResponse((r) => r.url().endsWith('/api/client-errors') && r.request().postData()?.includes('e2e 동기 오류') === true);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e 동기 오류 900101-1234567 Bearer abc.def.ghi');
    });
  });
  const response = await thrown;
  expect(response.status()).toBe(204);
  const body = response.request().postDataJSON() as ClientErrorBody;
  expect(body.message).toBe('e2e 동기 오류 900101-1****** Bearer [REDACTED]');
  expect(body.errorId).toMatch(/^web-/);
  expect(body.url).toContain('/login');
  expect(body.userAgent).toContain('Mozilla/5.0');
  expect(body.context).toMatchObject({ source: 'window.error' });

  const rejected = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.postData()?.includes('e2e 비동기 오류') === true);
  await page.evaluate(() => {
    void Promise.reject(new Error('e2e 비동기 오류'));
  });
  expect(((await rejected).postDataJSON() as ClientErrorBody).context).toMatchObject({ source: 'unhandledrejection' });
});
