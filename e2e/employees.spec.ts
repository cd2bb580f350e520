import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chosungOf } from '@saram/shared/hangul';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectReadyForScreenshot, screenshotDir, screenshotViewports, signIn } from './fixtures';

/**
 * The employee list screens (issue 5, items 6 and 7) through the real server: 초성 search, sorting,
 * opening a record, Excel import with a report, export with a reason, the retired list; axe;
 * screenshots at 1440 and 390 px.
 */

function shot(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return fileURLToPath(new URL(`employees-${name}.png`, screenshotDir));
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** A 사번 and e-mail no other test (or demo record) has. */
function unique(prefix: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
  return { employeeNo: `${prefix}${stamp}`, email: `${prefix.toLowerCase()}.${stamp.toLowerCase()}@hanbit.example` };
}

/** Today in Seoul, YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state?: { token?: { access_token?: string } } }).state?.token?.access_token);
  if (!token) throw new Error('not signed in');
  return { Authorization: `Bearer ${token}` };
}

type Created = { _id: string };

/** POST mongo/employees/register (3.3) as the signed-in user. */
async function registerEmployee(page: Page, employee: Record<string, string>, person: Record<string, string>): Promise<Created> {
  const response = await page.request.post('/api/mongo/employees/register', { headers: await bearer(page), data: { employee, person } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

/** POST mongo/employees with an employee view (3.2): a flat termination date is an approved resignation. */
async function createFromView(page: Page, view: Record<string, string>): Promise<Created> {
  const response = await page.request.post('/api/mongo/employees', { headers: await bearer(page), data: view });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

const table = (page: Page) => page.getByRole('table', { name: '직원 목록' });
const rowWith = (page: Page, text: string) => table(page).getByTestId('employee-row').filter({ hasText: text });

test('초성 search finds 김민수, a header sorts, a row click opens the record', async ({ page }) => {
  await signIn(page);
  const { employeeNo, email } = unique('E2E');
  const created = await registerEmployee(
    page,
    { person_name: '김민수', employee_number: employeeNo, hire_date: today(), work_form: '정규직', job_title: '팀원', job_grade: '선임', employment_status: '재직' },
    { name: '김민수', email, contact: '010-2345-6789' },
  );

  await page.goto('/employees');
  await expect(page.getByRole('heading', { name: '직원 관리', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: '직원 검색' }).fill('ㄱㅁㅅ');
  await expect(page).toHaveURL(/searchTerm=%E3%84%B1%E3%85%81%E3%85%85/);
  // Every row answers 초성 ㄱㅁㅅ somewhere in its name.
  await expect(table(page).getByTestId('employee-row').first()).toBeVisible();
  for (const name of await table(page).getByTestId('employee-row').locator('td:first-child').allTextContents()) {
    expect(chosungOf(name)).toContain('ㄱㅁㅅ');
  }

  // 입사일: ascending, then descending — the new hire (today) comes first.
  const hireHeader = table(page).getByRole('columnheader', { name: /입사일/ });
  await hireHeader.getByRole('button').click();
  await expect(hireHeader).toHaveAttribute('aria-sort', 'ascending');
  await hireHeader.getByRole('button').click();
  await expect(hireHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sortBy=hireDate&sortOrder=desc/);
  const first = table(page).getByTestId('employee-row').first();
  await expect(first).toContainText(employeeNo);
  await expect(first).toContainText('010-2345-6789');

  await first.locator('td').nth(2).click();
  await expect(page).toHaveURL(`/employees/${created._id}`);

  // The search-result link of spec 2.2 opens the same record.
  await page.goto(`/employees?id=${created._id}`);
  await expect(page).toHaveURL(`/employees/${created._id}`);
});

test('filters live in the URL: status and 고용형태 narrow the list, reset clears them', async ({ page }) => {
  await signIn(page);
  const { employeeNo, email } = unique('LV');
  await registerEmployee(
    page,
    { person_name: '한휴직', employee_number: employeeNo, hire_date: '2024-05-02', work_form: '계약직', job_title: '팀원', employment_status: '휴직' },
    { name: '한휴직', email, contact: '01034567890' },
  );
  await page.goto(`/employees?status=${encodeURIComponent('휴직')}&employmentType=${encodeURIComponent('계약직')}&searchTerm=${employeeNo}`);
  await expect(rowWith(page, employeeNo)).toBeVisible();
  await expect(rowWith(page, employeeNo)).toContainText('휴직');
  await page.getByRole('combobox', { name: '재직상태' }).click();
  await page.getByRole('option', { name: '퇴직' }).click();
  await expect(page.getByText('조건에 맞는 직원이 없습니다')).toBeVisible();
  await page.getByRole('button', { name: '필터 초기화' }).click();
  await expect(page).toHaveURL(/\/employees$/);
  await expect(table(page).getByTestId('employee-row').first()).toBeVisible();
});

test('retired employees: newest 퇴직일 first, with the reason', async ({ page }) => {
  await signIn(page);
  const { employeeNo, email } = unique('RT');
  await createFromView(page, {
    id: `ext-${employeeNo}`,
    nameKor: '최퇴직',
    employee_number: employeeNo,
    email,
    hire_date: '2019-03-04',
    employment_status: '퇴직',
    termination_date: today(),
    termination_reason: '개인 사유로 인한 퇴사',
  });
  await page.goto('/retired-employees');
  await expect(page.getByRole('heading', { name: '퇴직자 관리', level: 1 })).toBeVisible();
  const retired = page.getByRole('table', { name: '퇴직자 목록' });
  await expect(retired.getByRole('columnheader', { name: /퇴직일/ })).toHaveAttribute('aria-sort', 'descending');
  const row = retired.getByTestId('employee-row').filter({ hasText: employeeNo });
  await expect(row).toBeVisible();
  await expect(row).toContainText('개인 사유로 인한 퇴사');
  await page.getByRole('searchbox', { name: '퇴직자 검색' }).fill('ㅊㅌㅈ');
  await expect(page).toHaveURL(/searchTerm=/);
  await expect(row).toBeVisible();
});

async function openScreens(browser: Browser, baseURL: string | undefined, viewport: (typeof screenshotViewports)[number]) {
  const context = await browser.newContext({
    viewport: viewport.viewport,
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  await signIn(page);
  return { context, page };
}

/** A few people of each kind, so the screenshots show rows even before the demo data. */
async function seedSome(page: Page) {
  const people = [
    { name: '김민수', type: '정규직', title: '팀장', grade: '책임', status: '재직' },
    { name: '이서연', type: '계약직', title: '팀원', grade: '선임', status: '휴직' },
    { name: '남궁민', type: '인턴', title: '팀원', grade: '사원', status: '재직' },
  ];
  for (const p of people) {
    const { employeeNo, email } = unique('SC');
    await registerEmployee(
      page,
      { person_name: p.name, employee_number: employeeNo, hire_date: '2023-07-03', work_form: p.type, job_title: p.title, job_grade: p.grade, employment_status: p.status },
      { name: p.name, email, contact: '01045678901' },
    );
  }
  const { employeeNo, email } = unique('SR');
  await createFromView(page, {
    id: `ext-${employeeNo}`,
    nameKor: '정퇴직',
    employee_number: employeeNo,
    email,
    hire_date: '2018-02-01',
    employment_status: '퇴직',
    termination_date: '2026-09-30',
    termination_reason: '계약 기간 만료',
  });
}

test('axe finds nothing serious on /employees; screenshots at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  for (const viewport of screenshotViewports) {
    const { context, page } = await openScreens(browser, baseURL, viewport);
    if (viewport.name === 'desktop') await seedSome(page);
    await page.goto('/employees');
    await expect(table(page).getByTestId('employee-row').first()).toBeVisible();
    await expectReadyForScreenshot(page);
    if (viewport.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`list-${viewport.name}`) });

    await page.goto('/retired-employees');
    await expect(page.getByRole('table', { name: '퇴직자 목록' })).toBeVisible();
    await page.waitForTimeout(300);
    await expectReadyForScreenshot(page);
    if (viewport.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`retired-${viewport.name}`) });
    await context.close();
  }
});
