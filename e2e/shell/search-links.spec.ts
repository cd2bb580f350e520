import { expect, type Page } from '@playwright/test';
import { bearer, desktopScreen, expectReadyForScreenshot, mobileScreen, newSignedInPage, screenshotPath, signIn, type Screen, test } from '../fixtures';

/**
 * Where the search's results land (issue 31): a unit picked with Enter is selected on /organization
 * (its branch open, its card in view, its panel), a task force opens in TF 관리, an applicant opens on
 * the notice's board; an unknown unit toasts; every other kind of result opens its record.
 * Screenshots of both landings at 1440 and 390 px.
 */

type Result = { id: string; type: string; title: string; href: string };

const shot = (name: string) => screenshotPath('search-links', name);
const popoverOf = (page: Page) => page.getByTestId('search-popover');
const searchBox = (page: Page) => page.getByRole('combobox', { name: '통합 검색' });

/** The next answer of GET /api/search whose q (and type, if given) match. */
function nextSearch(page: Page, q: string, type?: string) {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/search' && url.searchParams.get('q') === q && (!type || url.searchParams.get('type') === type);
    })
    .then(async (response) => ((await response.json()) as { results: Result[] }).results);
}

async function search(page: Page, q: string, type: string): Promise<Result[]> {
  const response = await page.request.get(`/api/search?q=${encodeURIComponent(q)}&type=${type}&limit=20`, { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Result[] }).results;
}

/** Opens the header search (the phone's button, or Ctrl+K), types `q`, and narrows to `filter` if given. */
async function openSearch(page: Page, q: string, filter?: { label: RegExp; type: string }, isMobile = false) {
  if (isMobile) await page.getByRole('button', { name: '통합 검색 열기' }).click();
  else await page.keyboard.press('Control+k');
  const all = nextSearch(page, q);
  await searchBox(page).fill(q);
  let results = await all;
  if (filter) {
    const narrowed = nextSearch(page, q, filter.type);
    await popoverOf(page).getByRole('button', { name: filter.label }).click();
    results = await narrowed;
    // Back in the box, where the arrow keys and Enter work on the results.
    await searchBox(page).focus();
  }
  await expect(popoverOf(page).getByRole('option').first()).toContainText(results[0]!.title);
  await expect(popoverOf(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  return results;
}

/** A unit found by its exact name and Enter: /organization with the unit selected, its card on screen. */
async function landOnUnit(page: Page, isMobile: boolean) {
  const results = await openSearch(page, '결제파트', undefined, isMobile);
  const unit = results[0]!;
  expect(unit.type, 'the exact name ranks the unit first').toBe('unit');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/organization?unit=${unit.id}`);
  // The panel beside the chart, or the sheet over it on a phone.
  const details = isMobile ? page.getByRole('dialog', { name: '조직 정보' }) : page.getByRole('complementary', { name: '조직 정보' });
  await expect(details.getByRole('heading', { name: '결제파트' })).toBeVisible();
  await expect(details.getByText('백엔드팀', { exact: true })).toBeVisible();
  // Three levels down from the company: opened to it, and the chart centred on it.
  const card = page.getByTestId('unit-node-결제파트');
  await expect(card).toBeInViewport();
}

/** An applicant found under 지원자 and Enter: the notice's board, the applicant's sheet, the card in view. */
async function landOnApplicant(page: Page, isMobile: boolean) {
  const results = await openSearch(page, '장예준', { label: /^지원자/, type: 'candidate' }, isMobile);
  const applicant = results[0]!;
  expect(applicant.type).toBe('candidate');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/job-notices/detail/[^?]+\\?applicant=${applicant.id}$`));
  const sheet = page.getByRole('dialog', { name: '장예준' });
  await expect(sheet.getByText('백엔드 개발자 (결제 플랫폼)', { exact: false })).toBeVisible();
  const card = page.locator(`[data-applicant-id="${applicant.id}"]`);
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card).toBeInViewport();
  return { card, sheet };
}

test('a unit found by name and Enter is selected on /organization, its branch opened and in view', async ({ page }) => {
  await signIn(page);
  await landOnUnit(page, false);

  // Searched again while here: another unit, then a task force (in TF 관리, its sheet open).
  const [tf] = await search(page, '차세대 HR', 'task_force');
  expect(tf, 'the demo TF 차세대 HR 시스템 구축 TF').toBeTruthy();
  await openSearch(page, '차세대 HR 시스템 구축 TF', { label: /^TF/, type: 'task_force' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/organization?unit=${tf!.id}`);
  await expect(page.getByRole('dialog', { name: tf!.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'TF 관리', includeHidden: true })).toHaveAttribute('aria-selected', 'true');
  const row = page.locator(`tr[data-id="${tf!.id}"]`);
  await expect(row).toHaveAttribute('data-state', 'selected');
  await page.keyboard.press('Escape');
  await expect(row).toBeInViewport();
  await expect(row).not.toHaveAttribute('data-state', 'selected');
});

test('an unknown unit: /organization opens as usual and says 조직을 찾을 수 없습니다', async ({ page }) => {
  await signIn(page, undefined, undefined, '/organization?unit=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('조직을 찾을 수 없습니다', { exact: true })).toBeVisible();
  await expect(page.locator('[data-testid^="unit-node-"]').first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: '조직 정보' })).toHaveCount(0);
});

test("an applicant result opens that applicant on the notice's board", async ({ page }) => {
  await signIn(page);
  const { sheet } = await landOnApplicant(page, false);
  // Closing the sheet leaves the board, without the applicant in the address.
  await sheet.getByRole('button', { name: /닫기|Close/ }).first().click();
  await expect(sheet).toBeHidden();
  await expect(page).not.toHaveURL(/applicant=/);
});

test('every other kind of result opens its record', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  // Each kind with a query the demo answers; the landing shows the record's name and no error state.
  const kinds: { type: string; q: string; href: RegExp; shows: (r: Result) => string }[] = [
    { type: 'employee', q: '김', href: /^\/employees\?id=/, shows: (r) => r.title },
    { type: 'notice', q: '백엔드', href: /^\/job-notices\/detail\//, shows: (r) => r.title },
    { type: 'checklist', q: '개발직', href: /^\/checklist-templates\?id=/, shows: (r) => r.title },
    { type: 'checklist', q: '김', href: /^\/new-employees\//, shows: (r) => r.title.split(' · ')[0]! },
    { type: 'evaluation', q: '김', href: /^\/eval\/evaluations\//, shows: (r) => r.title.split(' · ')[0]! },
    { type: 'document', q: '증명사진', href: /^\/documents\//, shows: (r) => r.title },
  ];
  for (const { type, q, href, shows } of kinds) {
    const result = (await search(page, q, type)).find((r) => href.test(r.href));
    expect(result, `a demo ${type} for ${q} linking to ${href}`).toBeTruthy();
    await page.goto(result!.href);
    await expect(page.getByText(shows(result!), { exact: false }).first(), `${type} ${result!.href}`).toBeVisible();
    await expect(page.getByText(/찾을 수 없습니다|불러오지 못했습니다|권한이 없습니다/)).toHaveCount(0);
  }
});

async function screens(browser: Parameters<typeof newSignedInPage>[0], baseURL: string | undefined, screen: Screen) {
  const { context, page } = await newSignedInPage(browser, baseURL, { screen });
  await landOnUnit(page, screen.isMobile);
  await page.waitForTimeout(400);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot(`unit-${screen.name}`) });
  await page.goto('/');
  await landOnApplicant(page, screen.isMobile);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot(`applicant-${screen.name}`) });
  await context.close();
}

test('screenshots of both landings at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  await screens(browser, baseURL, desktopScreen);
  await screens(browser, baseURL, mobileScreen);
});
