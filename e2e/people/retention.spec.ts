import { expect } from '@playwright/test';
import { expectReadyForScreenshot, newSignedInPage, screenshotPath, screenshotViewports, seriousViolations, test } from '../fixtures';

/**
 * 개인정보 파기 (/retention, issue 14 item 5): the administrator sees whom the next purge anonymises
 * (demo people who left more than 3 years ago), places a legal hold with a reason and removes it again,
 * and opens 지금 파기 실행's confirm without running it (other specs read the demo retirees).
 */

const shot = (name: string) => screenshotPath('retention', name);

test('a legal hold placed from the preview takes the person out of it, and removing it brings them back', async ({ browser, baseURL }) => {
  const { context, page } = await newSignedInPage(browser, baseURL, { path: '/retention' });
  await expect(page.getByRole('heading', { name: '개인정보 파기', level: 1 })).toBeVisible();
  const candidates = page.getByRole('table', { name: '파기 대상 목록' });
  await expect(candidates).toBeVisible();
  const first = candidates.getByRole('row').nth(1);
  const employeeNo = (await first.getByRole('cell').first().innerText()).trim();
  await expect(first.getByRole('cell').nth(1)).toHaveText(/^.\*+.?$/);

  await first.getByRole('button', { name: `${employeeNo} 법적 보존 지정` }).click();
  const dialog = page.getByRole('dialog', { name: '법적 보존 지정' });
  await dialog.getByRole('button', { name: '보존 지정' }).click();
  await expect(dialog.getByText('사유를 2자 이상 입력해주세요.')).toBeVisible();
  await dialog.getByLabel('사유').fill('임금 소송 진행 중');
  await dialog.getByRole('button', { name: '보존 지정' }).click();
  await expect(dialog).toBeHidden();

  const holds = page.getByRole('table', { name: '법적 보존 목록' });
  await expect(holds.getByRole('row').filter({ hasText: employeeNo })).toContainText('임금 소송 진행 중');
  await expect(candidates.getByRole('row').filter({ hasText: employeeNo })).toHaveCount(0);

  await holds.getByRole('button', { name: `${employeeNo} 법적 보존 해제` }).click();
  const release = page.getByRole('dialog', { name: '법적 보존 해제' });
  await release.getByLabel('사유').fill('소송 종결');
  await release.getByRole('button', { name: '보존 해제' }).click();
  await expect(release).toBeHidden();
  await expect(candidates.getByRole('row').filter({ hasText: employeeNo })).toHaveCount(1);

  await page.getByRole('button', { name: '지금 파기 실행' }).click();
  const confirm = page.getByRole('alertdialog', { name: '지금 파기할까요?' });
  await expect(confirm).toContainText('되돌릴 수 없습니다');
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toBeHidden();
  await context.close();
});

test('axe finds nothing serious on /retention; screenshots at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  for (const screen of screenshotViewports) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen, path: '/retention' });
    await expect(page.getByRole('table', { name: '파기 대상 목록' })).toBeVisible();
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`page-${screen.name}`), fullPage: true });
    await page.getByRole('button', { name: '지금 파기 실행' }).click();
    await page.waitForTimeout(300);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`confirm-${screen.name}`) });
    await page.getByRole('button', { name: '취소' }).click();
    await page.getByRole('button', { name: '보존 지정' }).first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ animations: 'disabled', path: shot(`hold-${screen.name}`) });
    await context.close();
  }
});
