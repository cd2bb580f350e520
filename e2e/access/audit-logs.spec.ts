import { expect, type Page } from '@playwright/test';
import { bearer, expectReadyForScreenshot, newSignedInPage, screenshotPath, screenshotViewports, seriousViolations, uniqueStamp, test } from '../fixtures';

/**
 * 감사 로그 and 개인정보 접속기록 (issue 11 item 6): filter, open a before/after, sign off the month,
 * download the records with a reason (itself a record). The administrator of the demo company.
 */

const shot = (name: string) => screenshotPath('audit-logs', name);

/** An audit row with a before and an after: a token issued and revoked through the API. */
async function revokedToken(page: Page) {
  const headers = await bearer(page);
  const created = await page.request.post('/api/mongo/admin/api-tokens', { headers, data: { name: `감사 확인 ${uniqueStamp()}`, scopes: ['admin:audit'] } });
  expect(created.status()).toBe(201);
  const { apiToken } = (await created.json()) as { apiToken: { id: string } };
  expect((await page.request.delete(`/api/mongo/admin/api-tokens/${apiToken.id}`, { headers })).status()).toBe(204);
  return apiToken.id;
}

/** An access record about one demo employee (their record opened); answers the name. */
async function viewedEmployee(page: Page) {
  const headers = await bearer(page);
  const list = await page.request.get('/api/mongo/employees/list?limit=1', { headers });
  const [first] = ((await list.json()) as { data: { _id: string; nameKor: string }[] }).data;
  expect((await page.request.get(`/api/mongo/employees/${first!._id}`, { headers })).status()).toBe(200);
  return first!.nameKor;
}

test('감사 로그: filter by target and open the before/after of a row', async ({ browser, baseURL }) => {
  const { context, page } = await newSignedInPage(browser, baseURL);
  const id = await revokedToken(page);
  await page.goto('/audit-logs');
  await expect(page.getByRole('heading', { name: '감사 로그', level: 1 })).toBeVisible();
  await page.getByLabel('대상 종류').fill('api_tokens');
  await page.getByLabel('대상 ID').fill(id);
  const rows = page.getByTestId('audit-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('api_tokens.revoke');

  await rows.first().getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: '변경 내용' });
  const changes = sheet.getByRole('table', { name: '변경된 항목' });
  await expect(changes.getByRole('row', { name: /revokedAt/ })).toContainText('null');
  // Unchanged fields are hidden.
  await expect(changes.getByRole('row', { name: /^name/ })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await page.getByLabel('작업').fill('api_tokens.create');
  await expect(rows).toHaveCount(1);
  await context.close();
});

test('개인정보 접속기록: filter by whose data, sign off the month, download with a reason', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const { context, page } = await newSignedInPage(browser, baseURL);
  const name = await viewedEmployee(page);
  await page.goto('/access-logs');
  await expect(page.getByRole('heading', { name: '개인정보 접속기록', level: 1 })).toBeVisible();

  await page.getByLabel('정보주체').fill(name);
  await page.getByRole('group', { name: '정보주체 검색 결과' }).getByRole('button').first().click();
  const rows = page.getByTestId('access-row');
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText('시스템 관리자 (admin)');
  await expect(rows.first()).toContainText('127.0.0.1');

  // Download: refused without a reason, then a file, then the download is itself a record.
  await page.getByRole('button', { name: '선택 해제' }).click();
  await page.getByRole('button', { name: '내려받기' }).click();
  const dialog = page.getByRole('dialog', { name: '접속기록 내려받기' });
  await dialog.getByRole('button', { name: '내려받기' }).click();
  await expect(dialog.getByText('다운로드 사유를 입력해주세요.')).toBeVisible();
  await dialog.getByLabel('다운로드 사유').fill('월간 점검 자료');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '내려받기' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^개인정보_접속기록_\d{8}\.xlsx$/);
  await expect(dialog).toBeHidden();
  // Other specs' admin sessions are recorded at the same time: find the download's own row.
  await expect(rows.filter({ hasText: '월간 점검 자료' }).first()).toContainText('다운로드');

  // The monthly review: this month has the records above; sign it off once.
  await page.getByRole('tab', { name: '월간 점검' }).click();
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).slice(0, 7);
  await page.getByLabel('점검할 달').fill(month);
  await expect(page.getByRole('region', { name: '처리별' })).toContainText('다운로드');
  await page.getByLabel('의견 (선택)').fill('이상 없음');
  await page.getByRole('button', { name: '점검 완료 서명' }).click();
  await expect(page.getByText(`${month} 점검 완료`)).toBeVisible();
  await expect(page.getByText('의견: 이상 없음')).toBeVisible();
  expect((await page.request.post(`/api/mongo/admin/access-logs/reviews/${month}/sign-off`, { headers: await bearer(page), data: {} })).status()).toBe(409);
  await context.close();
});

test('axe finds nothing serious on both screens; screenshots at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const screen of screenshotViewports) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen });
    await revokedToken(page);
    await viewedEmployee(page);
    await page.goto('/audit-logs');
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`audit-${screen.name}`) });
    await page.getByLabel('대상 종류').fill('api_tokens');
    await page.getByTestId('audit-row').first().getByRole('button').click();
    await expect(page.getByRole('dialog', { name: '변경 내용' })).toBeVisible();
    await page.waitForTimeout(300);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`diff-${screen.name}`) });

    await page.goto('/access-logs');
    await expect(page.getByTestId('access-row').first()).toBeVisible();
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`access-${screen.name}`) });
    await page.getByRole('tab', { name: '월간 점검' }).click();
    await expect(page.getByRole('region', { name: '사용자별' })).toBeVisible();
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`review-${screen.name}`), fullPage: true });
    await context.close();
  }
});
