import { reportCatalogue, reportTypes } from '@saram/shared/reports/reports';
import { expect, type Page } from '@playwright/test';
import { expectReadyForScreenshot, mobileScreen, newBrowserContext, newSignedInPage, screenshotPath, seriousViolations, signIn, test } from '../fixtures';

/**
 * The ten report screens (issue 30 item 4): hr.manager opens each and sees its title and its charts,
 * or what Saram does not record yet; the filters (period, corporation) go into the URL and change
 * the figures; axe; the executive summary and an analytics report at 1440 and 390 px.
 */

test.describe.configure({ timeout: 120_000 });

const hrLogin = 'hr.manager';
const password = 'e2e-Saram-Passw0rd!';
const shot = (name: string) => screenshotPath('reports-view', name);

/** The report's content once loaded: a drawn chart, the missing-data panel, or a 403 naming the permission. */
async function expectReportContent(page: Page) {
  const chart = page.locator('[data-testid^="report-chart-"] svg[role="img"]').first();
  const missing = page.getByTestId('report-missing');
  const table = page.locator('[data-testid^="report-table-"]').first();
  await expect(chart.or(missing).or(table).first()).toBeVisible({ timeout: 20_000 });
}

test('hr.manager opens each of the ten report screens and sees its charts or what is missing', async ({ page }) => {
  // Ten screens, each with an axe check: about a minute on a busy 2-core machine.
  test.setTimeout(240_000);
  await signIn(page, hrLogin, password, '/reports/executive-dashboard');
  for (const type of reportTypes) {
    const info = reportCatalogue[type];
    await page.goto(info.route);
    await expect(page.getByRole('heading', { level: 1, name: info.title })).toBeVisible();
    await expectReportContent(page);
    await expect(page.getByText('리포트를 불러오지 못했습니다')).toHaveCount(0);
    // Every chart names itself for screen readers and offers its table.
    const charts = page.locator('[data-testid^="report-chart-"]');
    for (const card of await charts.all()) {
      await expect(card.locator('svg[role="img"]')).toHaveAttribute('aria-label', /\S/);
      await expect(card.getByRole('button', { name: '표로 보기' })).toBeVisible();
    }
    expect(await seriousViolations(page), info.route).toEqual([]);
  }
});

test('the filters go into the URL and change the figures; each chart opens as a table', async ({ page }) => {
  await signIn(page, hrLogin, password, '/reports/executive-dashboard');
  const applied = page.getByTestId('report-applied-filters');
  await expect(applied).toContainText('조직 전체');
  const headcount = page.getByRole('list', { name: '주요 지표' }).getByRole('listitem').first();
  const before = (await headcount.textContent()) ?? '';

  await page.getByRole('combobox', { name: '법인', exact: true }).click();
  await page.getByRole('option', { name: '한빛소프트' }).click();
  await expect(page).toHaveURL(/corporationId=[0-9a-f-]{36}/);
  await expect(applied).toContainText('법인 한빛소프트');
  await expect(headcount).not.toHaveText(before);

  await page.getByRole('button', { name: '지난해' }).click();
  const lastYear = new Date().getFullYear() - 1;
  await expect(page).toHaveURL(new RegExp(`from=${lastYear}-01-01&to=${lastYear}-12-31`));
  await expect(applied).toContainText(`기간 ${lastYear}.01.01 ~ ${lastYear}.12.31`);

  // A link with the filters opens the same report (a saved report opens this way).
  await page.reload();
  await expect(applied).toContainText('법인 한빛소프트');
  await expect(page.getByRole('button', { name: '지난해' })).toHaveAttribute('aria-pressed', 'true');

  const card = page.locator('[data-testid^="report-chart-"]').first();
  await card.getByRole('button', { name: '표로 보기' }).click();
  await expect(card.getByRole('table')).toBeVisible();
  await expect(card.getByRole('button', { name: '차트로 보기' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('individual progress: picking a person puts them in the URL and shows their report', async ({ page }) => {
  await signIn(page, hrLogin, password, '/reports/individual-progress');
  await expectReportContent(page);
  await page.getByRole('combobox', { name: '직원' }).click();
  await page.getByRole('combobox', { name: '직원 검색' }).fill('강재훈');
  await page.getByRole('listbox', { name: '직원 검색 결과' }).getByRole('option', { name: /강재훈/ }).first().click();
  await expect(page).toHaveURL(/employeeId=[0-9a-f-]{36}/);
  await expect(page.getByTestId('report-applied-filters')).toContainText('직원 강재훈');
  await expect(page.getByRole('combobox', { name: '직원' })).toContainText('강재훈');
});

test('the PDF and Excel buttons download the report with the screen filters', async ({ page }) => {
  await signIn(page, hrLogin, password, '/reports/executive-dashboard?from=2026-01-01&to=2026-06-30');
  await expectReportContent(page);
  const requests: string[] = [];
  page.on('request', (request) => request.url().includes('/export?') && requests.push(request.url()));
  await page.getByRole('button', { name: 'PDF' }).click();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  expect(requests[0]).toContain('format=PDF');
  expect(requests[0]).toContain('from=2026-01-01');
});

for (const [slug, name] of [
  ['executive-dashboard', 'executive-summary'],
  ['talent-analytics', 'talent-analytics'],
] as const) {
  test(`${name}: axe and screenshots at 1440 and 390 px`, async ({ browser, baseURL }) => {
    const desktop = await newSignedInPage(browser, baseURL, { loginId: hrLogin, password, path: `/reports/${slug}` });
    await expectReportContent(desktop.page);
    expect(await seriousViolations(desktop.page)).toEqual([]);
    await expectReadyForScreenshot(desktop.page);
    await desktop.page.screenshot({ path: shot(`${name}-desktop`), fullPage: true });
    await desktop.context.close();

    const context = await newBrowserContext(browser, baseURL, mobileScreen);
    const page = await context.newPage();
    await signIn(page, hrLogin, password, `/reports/${slug}`);
    await expectReportContent(page);
    expect(await seriousViolations(page)).toEqual([]);
    await expectReadyForScreenshot(page);
    await page.screenshot({ path: shot(`${name}-mobile`), fullPage: true });
    await context.close();
  });
}
