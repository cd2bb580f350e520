import { expect, type Page } from '@playwright/test';
import { expectReadyForScreenshot, newSignedInPage, screenshotPath, screenshotViewports, seriousViolations, test } from '../fixtures';

/**
 * The HR dashboard (issue 30 items 1 and 9): 인사 책임자 (hr.manager) lands on it after signing in; its
 * 재직 인원 and 입사자 figures open /employees filtered alike, whose total is the figure; axe finds nothing
 * serious; screenshots at 1440 and 390 px.
 */

const shot = (name: string) => screenshotPath('dashboard', name);
const figure = (page: Page, id: string) => page.locator(`[data-figure="${id}"]`);
const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The total /employees shows for its current URL ('총 1,234명'). */
async function listTotal(page: Page): Promise<number> {
  const total = page.getByText(/^총 [\d,]+명$/);
  await expect(total).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  return number(await total.textContent());
}

test('the dashboard’s headcount and hires equal the /employees totals its links open', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { context, page } = await newSignedInPage(browser, baseURL, { loginId: 'hr.manager' });
  await expect(figure(page, 'headcount')).toHaveText(/^[\d,]+명$/);
  const headcount = number(await figure(page, 'headcount').textContent());
  expect(headcount).toBeGreaterThan(0);
  await expect(page.getByText('재직 인원에는 휴직자가 포함됩니다', { exact: false }).first()).toBeVisible();

  await page.getByRole('link', { name: /^재직 인원 [\d,]+명/ }).click();
  await expect(page).toHaveURL(/\/employees\?status=/);
  expect(await listTotal(page)).toBe(headcount);

  await page.goBack();
  await expect(figure(page, 'hires')).toHaveText(/^[\d,]+명$/);
  const hires = number(await figure(page, 'hires').textContent());
  await page.getByRole('link', { name: /^입사자 [\d,]+명/ }).click();
  await expect(page).toHaveURL(/\/employees\?.*hireFrom=/);
  expect(await listTotal(page)).toBe(hires);
  await context.close();
});

test('the dashboard passes axe and is screenshotted at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const screen of screenshotViewports) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen, loginId: 'hr.manager' });
    await expect(figure(page, 'headcount')).toHaveText(/명$/);
    await expect(page.getByRole('heading', { name: '조직별 재직 인원' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectReadyForScreenshot(page);
    await page.screenshot({ path: shot(screen.name), fullPage: true });
    if (screen.isMobile) {
      // The long phone page in parts that can be read: its top, and the unit chart.
      await page.screenshot({ path: shot(`${screen.name}-top`) });
      await page.getByTestId('dashboard-chart-headcount-by-unit').scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`${screen.name}-units`) });
    }
    await context.close();
  }
});
