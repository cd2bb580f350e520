import { expect, type Page } from '@playwright/test';
import {
  desktopScreen,
  expectReadyForScreenshot,
  mobileScreen,
  newSignedInPage,
  screenshotPath,
  seriousViolations,
  signIn,
  type Screen, test } from '../fixtures';

/**
 * The header search, /search and /documents/{id} (spec 2.5, 3.6, issue 31) against the demo data:
 * Ctrl+K, a 초성 query, arrow keys and Enter onto an employee; the 문서 filter onto a document's
 * page with its preview and download; the advanced page's facets; axe; 1440 and 390 px screenshots.
 */

type SearchAnswer = {
  results: { id: string; type: string; title: string; href: string; meta: { size?: number } }[];
  counts: Record<string, number>;
  total: number;
};

const shot = (name: string) => screenshotPath('search', name);
const popoverOf = (page: Page) => page.getByTestId('search-popover');
const searchBox = (page: Page) => page.getByRole('combobox', { name: '통합 검색' });

/** The next answer of GET /api/search whose q (and type, if given) match. */
function nextSearch(page: Page, q: string, type?: string) {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/search' && url.searchParams.get('q') === q && (!type || url.searchParams.get('type') === type);
    })
    .then(async (response) => {
      expect(response.status()).toBe(200);
      return (await response.json()) as SearchAnswer;
    });
}

test('Ctrl+K, a 초성 query, arrow down and Enter land on the second employee', async ({ page }) => {
  await signIn(page);
  await page.keyboard.press('Control+k');
  const popover = popoverOf(page);
  await expect(popover).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  // Polled: the popover opens with a short scale-in transition.
  await expect.poll(async () => (await popover.boundingBox())?.width).toBe(600);
  await expect.poll(async () => (await page.locator('#global-search-results').boundingBox())?.height).toBe(400);

  // One 초성 is too short; two search (김민…, 고명… all match ㄱㅁ).
  await searchBox(page).fill('ㄱ');
  await expect(popover).toContainText('검색어는 2자 이상(한글은 1자 이상) 입력해주세요.');
  const answer = nextSearch(page, 'ㄱㅁ');
  await searchBox(page).pressSequentially('ㅁ', { delay: 40 });
  const { results, counts } = await answer;
  const employees = results.filter((r) => r.type === 'employee');
  expect(employees.length, 'the demo has two employees or more whose names start ㄱㅁ').toBeGreaterThanOrEqual(2);
  expect(results[1]?.type).toBe('employee');
  await expect(popover.getByRole('option').first()).toContainText(results[0]!.title);
  await expect(popover.getByRole('button', { name: new RegExp(`^직원 ${counts.employee!.toLocaleString('ko-KR')}`) })).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await expect(popover.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  // /employees?id= is the result's link; the employee list turns it into the record's page.
  await expect(page).toHaveURL(new RegExp(`/employees/${results[1]!.id}$`));
  await expect(popover).toBeHidden();
  await expect(page.getByTestId('page-title')).toHaveText('직원 상세');
  const history = await page.evaluate(() => JSON.parse(localStorage.getItem('search-history') ?? '[]') as { query: string }[]);
  expect(history.map((entry) => entry.query)).toEqual(['ㄱㅁ']);

  // The remembered search is offered when the box opens again.
  await searchBox(page).focus();
  await expect(popover.getByRole('option', { name: 'ㄱㅁ' })).toBeVisible();
});

test("the 문서 filter finds a new hire's document, and its page previews and downloads it", async ({ page }) => {
  await signIn(page);
  await page.keyboard.press('Control+k');
  const popover = popoverOf(page);
  const all = nextSearch(page, '증명사진');
  await searchBox(page).fill('증명사진');
  await all;
  const documents = nextSearch(page, '증명사진', 'document');
  await popover.getByRole('button', { name: /^문서/ }).click();
  const { results } = await documents;
  expect(results.length, 'the demo new hires handed in 증명사진').toBeGreaterThan(0);
  expect(results.every((r) => r.type === 'document')).toBe(true);
  const first = results[0]!;
  await expect(popover.getByRole('option').first()).toContainText(first.title);
  await expect(popover.getByRole('button', { name: /^문서/ })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ animations: 'disabled', path: shot('popover-documents-desktop') });
  await popover.getByRole('option').first().click();

  await expect(page).toHaveURL(new RegExp(`/documents/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByText('올린 사람 · 일시')).toBeVisible();
  const preview = page.getByRole('region', { name: '미리보기' });
  await expect(preview.getByRole('img', { name: first.title })).toBeVisible();
  await expect.poll(() => preview.getByRole('img', { name: first.title }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.screenshot({ animations: 'disabled', path: shot('document-image-desktop') });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '다운로드' }).click();
  expect((await download).suggestedFilename()).toMatch(/증명사진.*\.png$/);
});

/** The demo's own PDF: the largest of the answer (other specs on the same server upload tiny stand-ins under its name). */
const largestPdf = (answer: unknown) =>
  (answer as SearchAnswer).results.filter((r) => r.title.endsWith('.pdf')).sort((a, b) => Number(b.meta.size ?? 0) - Number(a.meta.size ?? 0))[0];

test('a PDF document is drawn page by page; an unknown document is not found', async ({ page }) => {
  await signIn(page);
  const headers = { Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage')!).state.token.access_token as string)}` };
  const found = await page.request.get(`/api/search?q=${encodeURIComponent('보안서약서')}&type=document&limit=5`, { headers });
  expect(found.status()).toBe(200);
  const pdf = largestPdf(await found.json());
  expect(pdf, 'a demo 보안서약서 PDF').toBeTruthy();
  await page.goto(`/documents/${pdf!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: pdf!.title })).toBeVisible();
  const firstPage = page.getByTestId('pdf-pages').getByRole('img', { name: '1쪽' });
  await expect(firstPage).toBeVisible();
  // The canvas is drawn on: some pixel is not white.
  await expect
    .poll(() =>
      firstPage.evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) return true;
        return false;
      }),
    )
    .toBe(true);

  // Missing, and (the server answers the same) not allowed.
  await page.goto('/documents/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('문서를 찾을 수 없습니다')).toBeVisible();
  await expect(page.getByRole('link', { name: '문서 검색으로' })).toBeVisible();
});

test('/search: facets for type, corporation and unit, status and date, and paging', async ({ page }) => {
  await signIn(page, undefined, undefined, `/search?q=${encodeURIComponent('김')}&type=employee`);
  await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveValue('김');
  const filters = page.getByRole('group', { name: '검색 대상' });
  await expect(filters.getByRole('button', { name: /^직원/ })).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('list', { name: '검색 결과' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(20);

  // Paging.
  const second = nextSearch(page, '김', 'employee');
  await page.getByRole('button', { name: '다음 페이지' }).click();
  expect((await second).results.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^21-\d+ \/ [\d,]+건$/)).toBeVisible();

  // 상태: 재직 only, from page 1.
  const active = nextSearch(page, '김', 'employee');
  await page.getByLabel('상태').click();
  await page.getByRole('option', { name: '재직', exact: true }).click();
  const activeAnswer = await active;
  await expect(page).toHaveURL(/status=%EC%9E%AC%EC%A7%81/);
  await expect(page).not.toHaveURL(/page=/);
  expect(activeAnswer.results.length).toBeGreaterThan(0);

  // 법인 and 조직: the first corporation, then a unit of it.
  const byCorporation = nextSearch(page, '김', 'employee');
  await page.getByLabel('법인').click();
  await page.getByRole('option').nth(1).click();
  await byCorporation;
  await expect(page).toHaveURL(/corporationId=/);
  await page.getByLabel('조직').click();
  const byUnit = nextSearch(page, '김', 'employee');
  await page.getByRole('option').nth(1).click();
  await byUnit;
  await expect(page).toHaveURL(/unitId=/);

  // 수정일: a period in the future finds nothing, with the spec's empty state.
  await page.getByLabel('수정일 시작').fill('2099-01-01');
  await expect(page.getByText('"김"에 대한 검색 결과가 없습니다')).toBeVisible();
  await expect(page).toHaveURL(/from=2099-01-01/);

  await page.getByRole('button', { name: '조건 초기화' }).click();
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent('김')}&type=employee`);
  await expect(list.getByRole('link').first()).toBeVisible();

  // Another type from the filter row.
  await filters.getByRole('button', { name: /^전체/ }).click();
  await expect(page).toHaveURL(/type=all/);
  await list.getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/search/);
});

test('a failing search toasts 검색 오류', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/search?*', (route) => route.fulfill({ status: 500, json: { message: 'boom', code: 'INTERNAL_ERROR' } }));
  await page.keyboard.press('Control+k');
  await searchBox(page).fill('실패하는 검색');
  await expect(page.getByText('검색 오류', { exact: true })).toBeVisible();
  await expect(page.getByText('검색 중 오류가 발생했습니다.').first()).toBeVisible();
});

/** The popover with results, /search with facets, and a document's page, on one screen size. */
async function screens(browser: Parameters<typeof newSignedInPage>[0], baseURL: string | undefined, screen: Screen) {
  const { context, page } = await newSignedInPage(browser, baseURL, { screen });
  const size = screen.name;
  await page.evaluate(() => document.fonts.ready);

  if (screen.isMobile) await page.getByRole('button', { name: '통합 검색 열기' }).click();
  else await page.keyboard.press('Control+k');
  const popover = popoverOf(page);
  await expect(popover).toBeVisible();
  await searchBox(page).fill('김민');
  await expect(popover.getByRole('option').first()).toBeVisible();
  await expect(popover.getByRole('option').first()).not.toHaveClass(/opacity-60/);
  expect(await seriousViolations(page), `popover ${size}`).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot(`popover-${size}`) });
  await page.keyboard.press('Escape');

  await page.goto(`/search?q=${encodeURIComponent('김')}&type=all`);
  await expect(page.getByRole('list', { name: '검색 결과' }).getByRole('link').first()).toBeVisible();
  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page), `/search ${size}`).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot(`page-${size}`), fullPage: true });

  const headers = { Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage')!).state.token.access_token as string)}` };
  const found = await page.request.get(`/api/search?q=${encodeURIComponent('보안서약서')}&type=document&limit=5`, { headers });
  const pdf = largestPdf(await found.json())!;
  await page.goto(`/documents/${pdf.id}`);
  await expect(page.getByTestId('pdf-pages').getByRole('img', { name: '1쪽' })).toBeVisible();
  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page), `/documents ${size}`).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot(`document-${size}`) });
  await context.close();
}

test('axe and screenshots at 1440 and 390 px: popover, /search, /documents/{id}', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  await screens(browser, baseURL, desktopScreen);
  await screens(browser, baseURL, mobileScreen);
});
