import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectReadyForScreenshot, mobileScreen, newSignedInPage, screenshotPath, seriousViolations, uniqueStamp, test } from '../fixtures';
import { pdfText } from '../support/pdf-text.mjs';
import { smtpSinkUrl, type SinkMail } from '../support/smtp-settings';

/**
 * Report Center (issue 30): hr.manager schedules a report from the catalogue, sees its next run, runs
 * it now; the run lands in 실행 기록 with a PDF to download and the PDF arrives by mail (with Hangul
 * in its text). The builder makes and saves a custom report. axe and screenshots at 1440 and 390 px.
 */

const shot = (name: string) => screenshotPath('report-center', name);
const hangul = /[가-힣]{2,}/;

async function mailsTo(page: Page, email: string, subjectPart: string): Promise<SinkMail[]> {
  const mails = (await (await page.request.get(`${smtpSinkUrl}/mails`)).json()) as SinkMail[];
  return mails.filter((m) => m.to.includes(email) && m.subject.includes(subjectPart));
}

test('hr.manager schedules a report, runs it now, downloads the PDF and receives it by mail', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const { context, page } = await newSignedInPage(browser, baseURL, { loginId: 'hr.manager', path: '/reports' });
  await expect(page.getByRole('heading', { name: 'Report Center', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '리포트 요약' })).toContainText('이용 가능한 리포트10');
  await expect(page.getByRole('article')).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', fullPage: true, path: shot('catalogue-desktop') });

  await page.getByRole('button', { name: '경영진 요약 예약' }).click();
  const dialog = page.getByRole('dialog', { name: '리포트 예약' });
  await expect(dialog.getByRole('combobox', { name: /주기/ })).toHaveText('매월');
  await expect(dialog.getByLabel(/시간/)).toHaveValue('09:00');
  const me = dialog.locator('label').filter({ hasText: '김지현' }).first();
  await expect(me).toBeVisible();
  const email = /· (\S+@\S+)/.exec((await me.textContent()) ?? '')?.[1];
  expect(email, 'hr.manager has an e-mail to receive the report').toBeTruthy();
  await me.getByRole('checkbox').click();
  await page.screenshot({ animations: 'disabled', path: shot('schedule-dialog-desktop') });
  await dialog.getByRole('button', { name: '예약 저장' }).click();
  await expect(page.getByText('리포트 스케줄이 설정되었습니다')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A name of this run, so that repeated runs (and the mails) are told apart.
  const name = `경영진 요약 e2e ${uniqueStamp()}`;
  await page.getByRole('tab', { name: '저장된 리포트' }).click();
  const saved = page.getByRole('list', { name: '저장된 리포트' });
  await saved.getByRole('link', { name: '경영진 요약 정기 리포트 편집' }).first().click();
  await expect(page).toHaveURL(/\/reports\/edit\//);
  await page.getByRole('textbox', { name: '리포트 이름' }).fill(name);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('리포트 스케줄이 설정되었습니다')).toBeVisible();
  await expect(page).toHaveURL(/\/reports\?tab=saved/);

  await page.getByRole('tab', { name: '예약된 리포트' }).click();
  const scheduled = page.getByRole('list', { name: '예약된 리포트' }).getByRole('listitem').filter({ hasText: name });
  await expect(scheduled).toContainText('매월');
  await expect(scheduled).toContainText(/다음 실행\d{4}\.\d{2}\.01 09:00/);
  await expect(scheduled.getByRole('switch', { name: `${name} 예약 사용` })).toBeChecked();

  await page.getByRole('tab', { name: '저장된 리포트' }).click();
  await page.getByRole('button', { name: `${name} 실행` }).click();
  await expect(page.getByText('리포트 생성을 시작했습니다')).toBeVisible();

  await page.getByRole('tab', { name: '실행 기록' }).click();
  const run = page.getByRole('list', { name: '실행 기록' }).getByRole('listitem').filter({ hasText: name }).first();
  await expect(run).toContainText('성공', { timeout: 60_000 });
  await expect(run).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} · 소요 /);
  const [download] = await Promise.all([page.waitForEvent('download'), run.getByRole('button', { name: /내려받기/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await pdfText(file)).toMatch(hangul);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', fullPage: true, path: shot('history-desktop') });

  await expect.poll(async () => (await mailsTo(page, email!, name)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [mail] = await mailsTo(page, email!, name);
  const pdf = mail!.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf, 'the mail carries the PDF').toBeTruthy();
  expect(await pdfText(Buffer.from(pdf!.content, 'base64'))).toMatch(hangul);
  await context.close();
});

test('the builder makes and saves a custom report', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { context, page } = await newSignedInPage(browser, baseURL, { loginId: 'hr.manager', path: '/reports/builder' });
  await expect(page.getByRole('heading', { name: '맞춤 리포트 만들기', level: 1 })).toBeVisible();
  const name = `직급별 인원 ${uniqueStamp()}`;
  await page.getByRole('textbox', { name: '리포트 이름' }).fill(name);
  await page.getByRole('combobox', { name: '묶을 필드' }).click();
  await page.getByRole('option', { name: '직급' }).click();
  const preview = page.getByRole('region', { name: '미리보기' });
  await expect(preview.getByRole('img', { name: /직급별/ })).toBeVisible();
  // The chart and its table alternative, then the grouped table.
  await expect(preview.getByRole('region', { name: '직급별 인원(건수)' })).toHaveCount(2);
  await expect(preview.getByRole('group', { name: '직급별 인원(건수) 표' })).toContainText('과장');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', fullPage: true, path: shot('builder-desktop') });

  await page.getByRole('button', { name: '리포트 저장' }).click();
  await expect(page.getByText('리포트를 저장했습니다')).toBeVisible();
  await expect(page).toHaveURL(/\/reports\?tab=saved/);
  const item = page.getByRole('list', { name: '저장된 리포트' }).getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('맞춤 리포트');
  await context.close();
});

test('the Report Center and the builder at 390 px: no sideways overflow, axe finds nothing serious', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { context, page } = await newSignedInPage(browser, baseURL, { screen: mobileScreen, loginId: 'hr.manager', path: '/reports' });
  await expect(page.getByRole('heading', { name: 'Report Center', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot('catalogue-mobile') });

  await page.goto('/reports/builder');
  await expect(page.getByRole('heading', { name: '맞춤 리포트 만들기', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '미리보기' }).getByRole('img').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', fullPage: true, path: shot('builder-mobile') });
  await context.close();
});
