import { expect, type Page } from '@playwright/test';
import { expectReadyForScreenshot, newSignedInPage, screenshotPath, screenshotViewports, seriousViolations, uniqueStamp, test } from '../fixtures';

/**
 * API 토큰 관리 (/token-management, issue 11 item 4): the administrator issues a token in the UI,
 * reads its secret once, calls the API with it, revokes it in the UI and sees the API refuse it.
 */

const shot = (name: string) => screenshotPath('token-management', name);

async function issueToken(page: Page, name: string) {
  await page.goto('/token-management');
  await expect(page.getByRole('heading', { name: 'API 토큰 관리', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '토큰 발급' }).click();
  const dialog = page.getByRole('dialog', { name: 'API 토큰 발급' });
  await dialog.getByLabel('토큰 이름').fill(name);
  await dialog.getByRole('checkbox', { name: /감사 로그·개인정보 접근 기록 조회/ }).click();
  return dialog;
}

test('a token issued in the UI works once copied, and stops working when revoked in the UI', async ({ browser, baseURL }) => {
  const { context, page } = await newSignedInPage(browser, baseURL);
  const name = `ERP 연동 ${uniqueStamp()}`;
  const dialog = await issueToken(page, name);
  await dialog.getByRole('button', { name: '발급' }).click();

  const shown = page.getByRole('dialog', { name: '토큰이 발급되었습니다' });
  await expect(shown.getByText('이 토큰은 지금 한 번만 보여 드립니다')).toBeVisible();
  const secret = await shown.getByTestId('token-secret').inputValue();
  expect(secret).toMatch(/^saram_/);
  await shown.getByRole('button', { name: '확인했습니다' }).click();
  await expect(shown).toBeHidden();

  const headers = { Authorization: `Bearer ${secret}` };
  expect((await page.request.get('/api/mongo/admin/audit-logs', { headers })).status()).toBe(200);
  // Outside its scope: refused.
  expect((await page.request.get('/api/mongo/admin/api-tokens', { headers })).status()).toBe(403);

  // The list shows the use (time and address) once reloaded.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('127.0.0.1');
  await expect(row).toContainText('사용 중');

  await row.getByRole('button', { name: `${name} 폐기` }).click();
  const confirm = page.getByRole('alertdialog', { name: '토큰을 폐기할까요?' });
  await confirm.getByRole('button', { name: '폐기' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('폐기됨');
  expect((await page.request.get('/api/mongo/admin/audit-logs', { headers })).status()).toBe(401);
  await context.close();
});

test('an expiry beyond a year is refused under its field', async ({ browser, baseURL }) => {
  const { context, page } = await newSignedInPage(browser, baseURL);
  const dialog = await issueToken(page, `too long ${uniqueStamp()}`);
  await dialog.getByLabel('만료일').fill('2999-12-31');
  await dialog.getByRole('button', { name: '발급' }).click();
  await expect(dialog.getByText(/최대 1년/)).toBeVisible();
  await context.close();
});

test('axe finds nothing serious on /token-management; screenshots at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  for (const screen of screenshotViewports) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen });
    const dialog = await issueToken(page, `스크린샷 ${screen.name} ${uniqueStamp()}`);
    await page.waitForTimeout(300);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`create-${screen.name}`) });
    await dialog.getByRole('button', { name: '발급' }).click();
    await expect(page.getByTestId('token-secret')).toBeVisible();
    await page.waitForTimeout(300);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`secret-${screen.name}`) });
    await page.getByRole('button', { name: '확인했습니다' }).click();
    await expect(page.getByRole(screen.isMobile ? 'list' : 'table', { name: 'API 토큰 목록' })).toBeVisible();
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`list-${screen.name}`), fullPage: true });
    await context.close();
  }
});
