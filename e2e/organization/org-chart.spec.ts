import { expect, type Locator, type Page } from '@playwright/test';
import { adminLoginId, adminPassword, expectReadyForScreenshot, screenshotPath, screenshotViewports, signIn, test } from '../fixtures';

/**
 * The org chart (issue 9, item 12) on the demo group (한빛홀딩스 and three operating companies):
 * grouped by company with the holding first, opened at a readable zoom on the holding, the controls
 * in a toolbar off the cards, repeated names carrying their company (chart, search, employee form).
 */

type Box = { x: number; y: number; width: number; height: number };

const shot = (name: string) => screenshotPath('chart-groups', name);

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;

/** The chart's canvas and its zoomed layer: the static first view's, or React Flow's once it has taken over. */
const canvasOf = (page: Page) => page.getByTestId('chart-canvas');
const viewportSelector = '[data-testid="chart-viewport"], .react-flow__viewport';

/** While React Flow takes over both layers exist for a moment, at the same zoom: either one answers. */
async function zoomOf(page: Page): Promise<number> {
  return canvasOf(page).locator(viewportSelector).first().evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
}

async function openChart(page: Page) {
  await signIn(page, adminLoginId, adminPassword, '/organization');
  await expect(page.getByRole('heading', { name: '조직도 설정', level: 1 })).toBeVisible();
  await expect(page.getByTestId('company-group-한빛홀딩스')).toBeVisible();
  await page.waitForTimeout(300);
}

/** The holding's frame label and its units lie inside the canvas; no toolbar control covers a card or label. */
async function expectReadableFirstView(page: Page) {
  const canvas = await boxOf(canvasOf(page));
  expect(await zoomOf(page)).toBeGreaterThanOrEqual(0.75);
  const label = page.getByTestId('company-group-한빛홀딩스').getByTestId('company-group-label');
  await expect(label).toHaveText('한빛홀딩스');
  expect(inside(await boxOf(label), canvas), 'holding label on screen').toBe(true);
  const business = page.getByTestId('unit-node-그룹경영부문');
  expect(inside(await boxOf(business), canvas), 'the holding’s business unit on screen').toBe(true);
  // Legible: the card's name is drawn at 11 px or more on screen.
  const nameHeight = await business.getByText('그룹경영부문', { exact: true }).evaluate((element, selector) => {
    const size = parseFloat(getComputedStyle(element).fontSize);
    return size * new DOMMatrix(getComputedStyle(element.closest(selector)!).transform).a;
  }, viewportSelector);
  expect(nameHeight).toBeGreaterThanOrEqual(11);

  const controls = page.getByTestId('chart-toolbar').locator('input, button, [aria-label="조직도 범례"]');
  const cards = page.locator('[data-testid^="unit-node-"], [data-testid="company-group-label"]');
  const controlBoxes = await Promise.all((await controls.all()).map((c) => c.boundingBox()));
  const cardBoxes = await Promise.all((await cards.all()).map((c) => c.boundingBox()));
  expect(controlBoxes.length).toBeGreaterThanOrEqual(4);
  expect(cardBoxes.length).toBeGreaterThanOrEqual(3);
  for (const control of controlBoxes) {
    if (!control || control.width === 0) continue;
    expect(overlaps(control, canvas), 'controls sit above the canvas').toBe(false);
    for (const card of cardBoxes) if (card) expect(overlaps(control, card), 'a control covers a card').toBe(false);
  }
}

test('opens on the holding, readable, with the controls off the cards (1440 px)', async ({ page }) => {
  await openChart(page);
  await expectReadableFirstView(page);
  // Companies left to right, the holding first; each a labelled frame.
  const frames = page.locator('[data-testid^="company-group-"]:not([data-testid="company-group-label"])');
  await expect(frames.nth(1)).toBeInViewport();
  const boxes = await Promise.all((await frames.all()).map((frame) => frame.boundingBox()));
  const holding = await boxOf(page.getByTestId('company-group-한빛홀딩스'));
  for (const box of boxes) if (box) expect(holding.x).toBeLessThanOrEqual(box.x);
  await expect(page.getByTestId('company-group-한빛홀딩스')).toContainText('지주회사');
  await expect(frames.nth(1)).toContainText('사업회사');
  // Both companies' business units at once (the old first view showed two).
  const businessUnits = page.locator('[data-testid^="unit-node-"]').filter({ hasText: '사업부' });
  expect(await businessUnits.count()).toBeGreaterThanOrEqual(3);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot('desktop') });

  // 전체 보기 stops at a readable zoom and keeps the start of the chart in view.
  await page.getByRole('button', { name: '전체 보기' }).click();
  await page.waitForTimeout(400);
  expect(await zoomOf(page)).toBeGreaterThanOrEqual(0.6);
  await expect(page.getByTestId('company-group-한빛홀딩스').getByTestId('company-group-label')).toBeInViewport();
  await page.screenshot({ animations: 'disabled', path: shot('overview-desktop') });
});

test('units whose names repeat carry their company: cards, search and the 사업부 list', async ({ page }) => {
  await openChart(page);
  await expect(page.getByTestId('unit-node-경영지원부문')).toHaveCount(0);
  await page.getByRole('textbox', { name: '조직 검색' }).fill('경영지원부문');
  const results = page.getByRole('listbox', { name: '검색 결과' });
  await expect(results.getByRole('option')).toHaveCount(3);
  for (const company of ['한빛소프트', '한빛제약', '한빛물류']) await expect(results.getByRole('option', { name: `경영지원부문 · ${company}` })).toBeVisible();
  await results.getByRole('button', { name: '경영지원부문 · 한빛제약' }).click();
  const card = page.getByTestId('unit-node-경영지원부문 · 한빛제약');
  await expect(card).toBeInViewport();
  await expect(card).toContainText('경영지원부문 · 한빛제약');
  await expect(page.getByTestId('company-group-한빛제약')).toBeInViewport();

  await page.goto('/employees/register');
  const form = page.getByRole('form', { name: '직원 등록' });
  await form.getByRole('combobox', { name: '사업부', exact: true }).click();
  for (const company of ['한빛소프트', '한빛제약', '한빛물류']) await expect(page.getByRole('option', { name: `경영지원부문 · ${company}`, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: '플랫폼사업부', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  // Once a company is chosen, its list needs no company names.
  await form.getByRole('combobox', { name: '법인', exact: true }).click();
  await page.getByRole('option', { name: '한빛제약', exact: true }).click();
  await form.getByRole('combobox', { name: '사업부', exact: true }).click();
  await page.getByRole('option', { name: '경영지원부문', exact: true }).click();
  await expect(form.getByRole('combobox', { name: '사업부', exact: true })).toHaveText('경영지원부문');
});

test('on a 390 px phone the chart opens on the holding, readable, the controls above it', async ({ browser, baseURL }) => {
  const { viewport, deviceScaleFactor, isMobile } = screenshotViewports.find((candidate) => candidate.name === 'mobile')!;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch: true, baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  await openChart(page);
  await expectReadableFirstView(page);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot('mobile') });
  await context.close();
});

test('the first view comes without React Flow, which loads on pointing at the chart and takes its place unmoved', async ({ page }) => {
  const flowFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/(flow-canvas|vendor-org-chart)-/.test(request.url())) flowFiles.push(request.url());
  });
  await openChart(page);
  await expectReadableFirstView(page);
  expect(flowFiles, 'React Flow before any interaction').toEqual([]);
  await expect(page.locator('.react-flow')).toHaveCount(0);
  const card = page.getByTestId('unit-node-그룹경영부문');
  const frame = page.getByTestId('company-group-한빛홀딩스');
  const [cardBefore, frameBefore] = [await boxOf(card), await boxOf(frame)];

  await canvasOf(page).hover({ position: { x: 8, y: 8 } });
  await expect(page.locator('.react-flow')).toBeVisible();
  await expect(page.getByTestId('chart-viewport')).toHaveCount(0);
  expect(flowFiles.length).toBeGreaterThan(0);
  // Where the static view had them once React Flow has settled (on a loaded machine its first frames
  // have been seen 18 px off in x before settling: noted, not yet explained).
  const drift = async () => {
    const pairs = [[await boxOf(card), cardBefore], [await boxOf(frame), frameBefore]] as const;
    return Math.max(...pairs.flatMap(([after, before]) => (['x', 'y', 'width', 'height'] as const).map((side) => Math.abs(after[side] - before[side]))));
  };
  await expect.poll(drift).toBeLessThan(0.5);
  await expect(page.locator('.react-flow__edge')).not.toHaveCount(0);
});

test('a keyboard user on a card of the first view keeps the focus when the interactive chart takes over', async ({ page }) => {
  await openChart(page);
  const select = page.getByRole('button', { name: '그룹경영부문 선택' });
  await select.focus();
  await expect(page.locator('.react-flow')).toBeVisible();
  await expect(page.getByTestId('chart-viewport')).toHaveCount(0);
  await expect(select).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: '조직 정보' }).getByRole('heading', { name: '그룹경영부문' })).toBeVisible();
});
