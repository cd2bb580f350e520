import { expect, type Browser, type Page } from '@playwright/test';
import { bearer, desktopScreen, type Screen, mobileScreen, newBrowserContext, newSignedInPage, signIn, signInAs, seriousViolations, screenshotPath, test } from '../fixtures';

/**
 * The signed-in shell (spec 2.2-2.5, 4, 6): every route's title, breadcrumbs, the sidebar (Ctrl+B,
 * width handle, cookie and localStorage, mobile sheet), the global search popover, the
 * evaluation-only confinement, axe, and screenshots at 1440 and 390 px.
 */

/** Every route of spec 2.2 and the evaluation area, with the title the header must show. */
const routeTitles: [path: string, title: string][] = [
  ['/', 'HR 대시보드'],
  ['/hr-dashboard', 'HR 대시보드'],
  ['/dashboard', '대시보드'],
  ['/manager-dashboard', '매니저 대시보드'],
  ['/employees', '직원 관리'],
  // The search-result link opens the record.
  ['/employees?id=42', '직원 상세'],
  ['/employees/register', '직원 등록'],
  ['/employees/123', '직원 상세'],
  ['/employees/123/hr-card', '인사기록카드'],
  ['/organization', '조직도 설정'],
  ['/common-types', '공통 코드 관리'],
  ['/checklist-templates', '체크리스트 템플릿 관리'],
  ['/checklist-templates?id=7', '체크리스트 템플릿 관리'],
  ['/checklist-management', '체크리스트 템플릿 관리'],
  ['/checklist-builder/new', '체크리스트 빌더'],
  ['/checklist-builder/7', '체크리스트 빌더'],
  ['/new-employees', '수습 평가 대상자'],
  ['/new-employees/5', '수습 평가 대상자 상세'],
  ['/job-notices', '채용 공고'],
  ['/job-notices/create', '채용 공고 등록'],
  ['/job-notices/detail', '채용 공고 상세'],
  ['/job-notices/detail/15', '채용 공고 상세'],
  ['/reports', 'Report Center'],
  ['/reports/executive-dashboard', '경영진 요약'],
  ['/reports/department-performance', '부서 성과'],
  ['/reports/talent-analytics', '인재 분석'],
  ['/reports/manager-effectiveness', '관리자 효과성'],
  ['/reports/succession-planning', '승계 계획'],
  ['/reports/skills-gap', '역량 격차'],
  ['/reports/retention-risk', '이직 위험 분석'],
  ['/reports/compensation', '보상 분석'],
  ['/reports/training-effectiveness', '교육 효과성'],
  ['/reports/individual-progress', '개인 성장'],
  ['/reports/builder', '맞춤 리포트 만들기'],
  ['/reports/edit/3', '리포트 편집'],
  ['/rbac', '시스템 권한 관리'],
  ['/role-assignment-rules', '역할 배정 규칙'],
  ['/admin-management', '관리자 ID 관리'],
  ['/token-management', 'API 토큰 관리'],
  ['/unauthorized', '접근 권한 없음'],
  ['/search', '통합 검색'],
  ['/search?q=%ED%99%8D%EA%B8%B8&type=employee', '통합 검색'],
  ['/documents/9', '문서'],
  ['/coming-soon', '준비 중'],
  ['/resignation-request', '사직서 제출'],
  ['/my-profile', '내 정보'],
  ['/resignation-management', '사직서 관리'],
  ['/retired-employees', '퇴직자 관리'],
  ['/eval/templates', '평가 템플릿'],
  ['/eval/templates/new', '평가 템플릿 만들기'],
  ['/eval/templates/4/edit', '평가 템플릿 편집'],
  ['/eval/cycles', '평가 주기'],
  ['/eval/my', '내 평가'],
  ['/evaluations', '평가자 포털'],
  ['/eval/evaluations/8', '평가 진행'],
  ['/eval/dashboard', '평가 대시보드'],
  ['/eval/reports', '평가 리포트'],
  ['/eval/codes', '평가 코드 관리'],
  ['/eval/cycles/2/status', '평가 진행 현황'],
  ['/eval/cycles/2/results', '평가 결과'],
  ['/eval/cycles/2/report', '평가 주기 리포트'],
];

const fullHeightRoutes = ['/eval/templates/new', '/eval/templates/4/edit', '/checklist-builder/new', '/checklist-builder/7'];


const shot = (name: string) => screenshotPath('shell', name);

/** Client-side navigation, as a link click would do it (React Router listens to popstate). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const pageTitle = (page: Page) => page.getByTestId('page-title');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: '주 메뉴' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '현재 위치' });


/** A signed-in page on the given screen, its fonts loaded. */
async function openShell(browser: Browser, baseURL: string | undefined, screen: Screen = desktopScreen) {
  const opened = await newSignedInPage(browser, baseURL, { screen });
  await opened.page.evaluate(() => document.fonts.ready);
  return opened;
}

test('every route of the route table shows its Korean title', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const [path, title] of routeTitles) {
    await navigate(page, path);
    await expect(pageTitle(page), path).toHaveText(title);
    await expect(page, path).toHaveTitle(`${title} · Saram`);
  }

  // Deep links load straight into the shell, with their layout.
  for (const path of fullHeightRoutes) {
    await page.goto(path);
    await expect(page.locator('main')).toHaveAttribute('data-layout', 'full');
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow, `${path} does not scroll`).toBeLessThanOrEqual(0);
  }
  await page.goto('/job-notices/detail');
  await expect(pageTitle(page)).toHaveText('채용 공고 상세');
  await expect(page.locator('main')).toHaveAttribute('data-layout', 'padded');
  await expect(page.getByRole('heading', { name: '채용 공고 상세 화면은 다음 릴리스에서 제공됩니다' })).toBeVisible();

  // Unknown paths: the capitalised last segment, breadcrumb 'page', the not-found card.
  await navigate(page, '/no-such-page');
  await expect(pageTitle(page)).toHaveText('No-such-page');
  await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText('page');

  // The appointment entries lead to their screens (issue 34).
  await navigate(page, '/hr-dashboard');
  const employees = mainMenu(page).getByRole('button', { name: '직원 관리' });
  if ((await employees.getAttribute('aria-expanded')) !== 'true') await employees.click();
  await mainMenu(page).getByRole('link', { name: '발령 결재함' }).click();
  await expect(page).toHaveURL(/\/appointment-approvals$/);
  await expect(pageTitle(page)).toHaveText('발령 결재함');
  await expect(mainMenu(page).getByRole('link', { name: '발령 결재함' })).toHaveAttribute('aria-current', 'page');
});

test('breadcrumbs: home link except on the dashboard, ids as they are, links to parents', async ({ page }) => {
  await signIn(page);
  await expect(pageTitle(page)).toHaveText('HR 대시보드');
  await expect(breadcrumb(page).getByRole('link', { name: '홈' })).toHaveCount(0);

  await page.goto('/employees/123/hr-card');
  await expect(pageTitle(page)).toHaveText('인사기록카드');
  await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['홈', '직원 관리', '123', '인사기록카드']);
  await expect(breadcrumb(page).getByRole('link', { name: '홈' })).toHaveAttribute('href', '/');
  await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText('인사기록카드');

  await breadcrumb(page).getByRole('link', { name: '123' }).click();
  await expect(page).toHaveURL(/\/employees\/123$/);
  await expect(pageTitle(page)).toHaveText('직원 상세');
  await breadcrumb(page).getByRole('link', { name: '직원 관리' }).click();
  await expect(page).toHaveURL(/\/employees$/);
  await expect(pageTitle(page)).toHaveText('직원 관리');
  await expect(mainMenu(page).getByRole('link', { name: '직원 관리' })).toHaveAttribute('aria-current', 'page');

  // Quick links in the header.
  const quick = page.getByRole('navigation', { name: '바로 가기' });
  await quick.getByRole('link', { name: '평가 관리' }).click();
  await expect(page).toHaveURL(/\/eval\/cycles$/);
  await quick.getByRole('link', { name: '조직도' }).click();
  await expect(pageTitle(page)).toHaveText('조직도 설정');
});

test("an employee's breadcrumb names them with their 사번, not the record's id", async ({ page }) => {
  await signIn(page);
  const response = await page.request.get('/api/mongo/employees/list?limit=1', { headers: await bearer(page) });
  const [first] = ((await response.json()) as { data: { id: string; nameKor: string; employee_number: string }[] }).data;
  if (!first) throw new Error('the demo has no employees');
  const label = `${first.nameKor} (${first.employee_number})`;

  await page.goto(`/employees/${first.id}/hr-card`);
  await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['홈', '직원 관리', label, '인사기록카드']);
  await expect(breadcrumb(page)).not.toContainText(first.id);
  await breadcrumb(page).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`/employees/${first.id}$`));
  await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(label);
  await page.screenshot({ animations: 'disabled', path: shot('employee-breadcrumb-desktop') });
});

test('Ctrl+B toggles the sidebar (cookie), and the dragged width survives a reload', async ({ page, context }) => {
  await signIn(page);
  const sidebar = page.getByTestId('sidebar');
  await expect(mainMenu(page)).toBeVisible();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await mainMenu(page).boundingBox())?.width).toBe(256);

  // Collapsed by the keyboard, remembered in the sidebar_state cookie for 7 days.
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect(mainMenu(page)).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const maxAge = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(maxAge).toBeGreaterThan(7 * 24 * 3600 - 120);
  expect(maxAge).toBeLessThanOrEqual(7 * 24 * 3600 + 5);
  await page.screenshot({ animations: 'disabled', path: shot('sidebar-collapsed-desktop') });

  await page.reload();
  await expect(pageTitle(page)).toHaveText('HR 대시보드');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.getByRole('button', { name: '사이드바 열기' }).click();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(mainMenu(page)).toBeVisible();

  // Drag the edge 100 px wider (once the open transition has settled), then far past the maximum.
  const handle = page.getByRole('separator', { name: '사이드바 너비 조절' });
  await expect.poll(async () => (await handle.boundingBox())?.x).toBe(248);
  const box = await handle.boundingBox();
  if (!box) throw new Error('no resize handle');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 50, y, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 100, y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await mainMenu(page).boundingBox())?.width).toBe(356);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebar-width'))).toBe('356');

  await page.reload();
  await expect(pageTitle(page)).toHaveText('HR 대시보드');
  expect((await mainMenu(page).boundingBox())?.width).toBe(356);
  await expect(handle).toHaveAttribute('aria-valuenow', '356');

  const again = await handle.boundingBox();
  if (!again) throw new Error('no resize handle');
  await page.mouse.move(again.x + again.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(1300, y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await mainMenu(page).boundingBox())?.width).toBe(600);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebar-width'))).toBe('600');

  // Keyboard too: Home is the minimum.
  await handle.focus();
  await page.keyboard.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', '240');
});

test("pointing at a sidebar link loads that screen's code before the click", async ({ page }) => {
  await signIn(page);
  await page.goto('/employees');
  const sidebar = page.getByRole('navigation', { name: '주 메뉴' });
  await expect(sidebar.getByRole('link', { name: '조직도 설정' })).toBeVisible();
  const chunk = page.waitForRequest((request) => /\/assets\/organization-page-[\w-]+\.js$/.test(request.url()));
  await sidebar.getByRole('link', { name: '조직도 설정' }).hover();
  await chunk;
  // Keyboard focus does the same for the next screen.
  const retired = page.waitForRequest((request) => /\/assets\/retired-employees-page-[\w-]+\.js$/.test(request.url()));
  await sidebar.getByRole('link', { name: '퇴직자 관리' }).focus();
  await retired;
  await expect(page).toHaveURL(/\/employees$/);
});

test('sidebar groups collapse, show the active entry, and the user menu logs out', async ({ page }) => {
  await signIn(page);
  const menu = mainMenu(page);
  const recruitment = menu.getByRole('button', { name: '채용 관리' });
  await expect(recruitment).toHaveAttribute('aria-expanded', 'false');
  await recruitment.click();
  await expect(recruitment).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: '채용 공고' }).click();
  await expect(pageTitle(page)).toHaveText('채용 공고');
  await expect(menu.getByRole('link', { name: '채용 공고' })).toHaveAttribute('aria-current', 'page');
  await recruitment.click();
  await expect(menu.getByRole('link', { name: '채용 공고' })).toBeHidden();

  // A detail page highlights its list's entry and opens its group.
  await page.goto('/job-notices/detail/15');
  await expect(menu.getByRole('link', { name: '채용 공고' })).toHaveAttribute('aria-current', 'page');

  // Every group of spec 2.3 is there for an administrator.
  for (const group of ['채용 관리', '직원 관리', '직원 셀프 서비스', '성과 평가 관리', '관리자 모드', 'HR Control Tower']) {
    await expect(menu.getByRole('button', { name: group })).toBeVisible();
  }

  await menu.getByRole('button', { name: /사용자 메뉴/ }).click();
  const userMenu = page.getByRole('menu');
  await expect(userMenu).toContainText('시스템 관리자');
  await userMenu.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('at 390 px the sidebar is a sheet opened from the header', async ({ browser, baseURL }) => {
  const { context, page } = await openShell(browser, baseURL, mobileScreen);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.screenshot({ animations: 'disabled', path: shot('dashboard-mobile'), fullPage: true });

  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const sheet = page.getByRole('dialog', { name: '주 메뉴' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
  await page.waitForTimeout(300); // the slide-in
  await page.screenshot({ animations: 'disabled', path: shot('sheet-open-mobile') });

  await sheet.getByRole('button', { name: '직원 관리' }).click();
  await sheet.getByRole('link', { name: '퇴직자 관리' }).click();
  await expect(sheet).toBeHidden();
  await expect(pageTitle(page)).toHaveText('퇴직자 관리');

  // Ctrl+B opens the sheet too; Esc closes it.
  await page.keyboard.press('Control+b');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // The location panel: where I am, and other pages.
  await page.goto('/employees/123/hr-card');
  await pageTitle(page).click();
  const panel = page.getByTestId('mobile-location-panel');
  await expect(panel).toContainText('홈 › 직원 관리 › 123 › 인사기록카드');
  await page.screenshot({ animations: 'disabled', path: shot('location-panel-mobile') });
  await panel.getByRole('menuitem', { name: '조직도' }).click();
  await expect(pageTitle(page)).toHaveText('조직도 설정');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal overflow').toBeLessThanOrEqual(0);
  await context.close();
});

// The global search popover (Ctrl+K, counts, keyboard, history, errors): e2e/shell/search.spec.ts.

test('an evaluation-only user is confined to the evaluation screens', async ({ page }) => {
  await signInAs(page, 'eval.only', /\/evaluations$/);
  await expect(pageTitle(page)).toHaveText('평가자 포털');
  await expect(mainMenu(page).getByRole('listitem').getByRole('link')).toHaveText(['내 평가', '평가자 포털']);
  await expect(page.getByRole('navigation', { name: '바로 가기' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: '통합 검색' })).toHaveCount(0);
  await page.screenshot({ animations: 'disabled', path: shot('evaluation-only-desktop') });

  for (const path of ['/employees', '/hr-dashboard', '/rbac', '/search?q=test']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/evaluations$/);
  }
  // Told why, in a toast that sits below the header and leaves its links free.
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: '평가 전용 계정은 평가 화면만 사용할 수 있습니다.' });
  await expect(notice.first()).toBeVisible();
  const header = (await page.locator('header').first().boundingBox())!;
  expect((await notice.first().boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.screenshot({ animations: 'disabled', path: shot('evaluation-only-notice-desktop') });
  await navigate(page, '/eval/my');
  await expect(pageTitle(page)).toHaveText('내 평가');
  await page.goto('/unauthorized');
  await expect(page.getByRole('heading', { name: '접근 권한 없음' })).toBeVisible();
});

test('admin-mode entries follow permissions: an HR staff member sees none of them', async ({ page }) => {
  await signInAs(page, 'hr.staff', /\/$/);
  await expect(mainMenu(page).getByRole('button', { name: '관리자 모드' })).toHaveCount(0);
  await expect(mainMenu(page).getByRole('button', { name: '직원 관리' })).toBeVisible();
  await page.goto('/rbac');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(pageTitle(page)).toHaveText('접근 권한 없음');
});

test('an employee sees only the screens they may open; following a link elsewhere shows 권한 없음', async ({ page }) => {
  await signInAs(page, 'employee', /\/dashboard$/);
  await expect(pageTitle(page)).toHaveText('대시보드');
  const menu = mainMenu(page);
  await expect(menu.getByRole('button', { name: '직원 셀프 서비스' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('listitem').getByRole('link')).toHaveText(['내 대시보드', '내 평가', '사직서 제출', '내 정보']);
  for (const group of ['직원 관리', '채용 관리', '성과 평가 관리', '관리자 모드', 'HR Control Tower']) {
    await expect(menu.getByRole('button', { name: group })).toHaveCount(0);
  }
  await expect(menu.getByRole('link', { name: '대시보드', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '바로 가기' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: '통합 검색' })).toHaveCount(0);

  await navigate(page, '/eval/my');
  await expect(pageTitle(page)).toHaveText('내 평가');
  await page.screenshot({ animations: 'disabled', path: shot('employee-desktop') });

  for (const path of ['/organization', '/retired-employees', '/employees', '/search?q=%EA%B9%80']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: '접근 권한 없음' })).toBeVisible();
  }
  await expect(page.getByText('조직도를 불러오지 못했습니다')).toHaveCount(0);
  await expect(page.getByText(/다시 시도/)).toHaveCount(0);

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await menu.getByRole('button', { name: /사용자 메뉴/ }).click();
  await expect(page.getByRole('menuitem', { name: '내 정보' })).toHaveAttribute('href', '/my-profile');
});

test('an employee at 390 px: the sheet and the location panel offer only their screens', async ({ browser, baseURL }) => {
  const context = await newBrowserContext(browser, baseURL, mobileScreen);
  const page = await context.newPage();
  await signInAs(page, 'employee', /\/dashboard$/);
  await page.goto('/eval/my');
  await expect(pageTitle(page)).toHaveText('내 평가');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ animations: 'disabled', path: shot('employee-mobile') });

  await pageTitle(page).click();
  const panel = page.getByTestId('mobile-location-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('menuitem', { name: '조직도' })).toHaveCount(0);
  await expect(panel.getByRole('menuitem', { name: '직원 관리' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const sheet = page.getByRole('dialog', { name: '주 메뉴' });
  await expect(sheet.getByRole('listitem').getByRole('link')).toHaveText(['내 대시보드', '내 평가', '사직서 제출', '내 정보']);
  await page.waitForTimeout(300); // the slide-in
  await page.screenshot({ animations: 'disabled', path: shot('employee-sheet-mobile') });
  await context.close();
});

test('the signed-in shell has no serious or critical axe violations', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const { context, page } = await openShell(browser, baseURL);
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('search-popover')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/employees/123/hr-card');
  await expect(pageTitle(page)).toHaveText('인사기록카드');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();

  const mobile = await openShell(browser, baseURL, mobileScreen);
  await mobile.page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(mobile.page.getByRole('dialog', { name: '주 메뉴' })).toBeVisible();
  expect(await seriousViolations(mobile.page)).toEqual([]);
  await mobile.context.close();
});

test('screenshots of the shell at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const wide = await openShell(browser, baseURL);
  await wide.page.screenshot({ animations: 'disabled', path: shot('dashboard-desktop') });
  await wide.page.goto('/employees/123/hr-card');
  await expect(pageTitle(wide.page)).toHaveText('인사기록카드');
  await wide.page.screenshot({ animations: 'disabled', path: shot('placeholder-desktop') });
  await wide.page.goto('/checklist-builder/new');
  await expect(pageTitle(wide.page)).toHaveText('체크리스트 빌더');
  await wide.page.screenshot({ animations: 'disabled', path: shot('full-height-desktop') });
  await wide.page.getByRole('combobox', { name: '통합 검색' }).focus();
  await expect(wide.page.getByTestId('search-popover')).toBeVisible();
  await wide.page.screenshot({ animations: 'disabled', path: shot('search-open-desktop') });
  await wide.context.close();

  const narrow = await openShell(browser, baseURL, mobileScreen);
  await narrow.page.getByRole('button', { name: '통합 검색 열기' }).click();
  const popover = narrow.page.getByTestId('search-popover');
  await expect(popover).toBeVisible();
  await expect(narrow.page.getByRole('combobox', { name: '통합 검색' })).toBeFocused();
  // Polled: the popover opens with a short scale-in transition (0.98 → 1).
  await expect.poll(async () => (await popover.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(370);
  await narrow.page.screenshot({ animations: 'disabled', path: shot('search-open-mobile') });
  await narrow.context.close();
});
