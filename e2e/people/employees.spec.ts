import { importColumns } from '@saram/shared/employees/employee-import';
import { chosungOf } from '@saram/shared/hangul';
import ExcelJS from 'exceljs';
import { expect, type Page } from '@playwright/test';
import { expectReadyForScreenshot, newSignedInPage, screenshotViewports, signIn, seriousViolations, bearer, unique, screenshotPath, test } from '../fixtures';

/**
 * The employee list screens (issue 5, items 6 and 7) through the real server: 초성 search, sorting,
 * opening a record, Excel import with a report, export with a reason, the retired list; axe;
 * screenshots at 1440 and 390 px.
 */

const shot = (name: string) => screenshotPath('employees', name);


/** A 사번 and e-mail no other test (or demo record) has. */

/** Today in Seoul, YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });


type Created = { _id: string };

/** POST mongo/employees with a registration structure (3.3) as the signed-in user; its e-mail is the company one. */
async function registerEmployee(page: Page, employee: Record<string, string>, person: Record<string, string>): Promise<Created> {
  const response = await page.request.post('/api/mongo/employees', { headers: await bearer(page), data: { employee, person: { ...person, company_email: person.email } } });
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
  // Every row answers 초성 ㄱㅁㅅ somewhere in its name (once the searched page has replaced the previous one).
  await expect(table(page).getByTestId('employee-row').first()).toBeVisible();
  const names = () => table(page).getByTestId('employee-row').locator('td:first-child').allTextContents();
  await expect.poll(async () => (await names()).filter((name) => !chosungOf(name).includes('ㄱㅁㅅ'))).toEqual([]);

  // 입사일: ascending, then descending — the new hire (today) is at the top, after anyone starting later.
  const hireHeader = table(page).getByRole('columnheader', { name: /입사일/ });
  await hireHeader.getByRole('button').click();
  await expect(hireHeader).toHaveAttribute('aria-sort', 'ascending');
  await hireHeader.getByRole('button').click();
  await expect(hireHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sortBy=hireDate&sortOrder=desc/);
  const rows = table(page).getByTestId('employee-row');
  const mine = rows.filter({ hasText: employeeNo });
  await expect(mine).toContainText('010-2345-6789');
  const position = await mine.evaluate((row) => [...row.parentElement!.children].indexOf(row));
  expect(position).toBeLessThan(3);

  // Every sortable column sorts on the server without an error.
  await page.getByRole('searchbox', { name: '직원 검색' }).fill('');
  await expect(page).toHaveURL(/\/employees\?sortBy=hireDate&sortOrder=desc$/);
  for (const label of ['이름', '사번', '소속', '직책', '재직상태']) {
    const header = table(page).getByRole('columnheader', { name: new RegExp(label) });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(table(page).getByTestId('employee-row').first()).toBeVisible();
  }
  await expect(page.getByText('직원 목록 로딩 실패')).toHaveCount(0);
  // Back undoes the five sorts (typing in the search box replaced its history entry).
  for (let i = 0; i < 5; i++) await page.goBack();
  await expect(page).toHaveURL(/\/employees\?sortBy=hireDate&sortOrder=desc$/);
  await expect(mine).toBeVisible();

  await mine.locator('td').nth(2).click();
  await expect(page).toHaveURL(`/employees/${created._id}`);

  // The search-result link of spec 2.2 opens the same record.
  await page.goto(`/employees?id=${created._id}`);
  await expect(page).toHaveURL(`/employees/${created._id}`);
});

// The 300 ms pause itself is a unit test of the search box (fake timers), never a timed browser test.
test('search while typing Korean: an unfinished last character matches as a prefix', async ({ page }) => {
  await signIn(page);
  const { employeeNo, email } = unique('KT');
  await registerEmployee(
    page,
    { person_name: '황보윤슬', employee_number: employeeNo, hire_date: today(), work_form: '정규직', employment_status: '재직' },
    { name: '황보윤슬', email, contact: '010-3456-7890' },
  );
  await page.goto('/employees');
  const box = page.getByRole('searchbox', { name: '직원 검색' });
  // The states a Korean keyboard passes through on the way to 황보윤슬.
  for (const typed of ['황보ㅇ', '보윤ㅅ', '황보유', 'ㅎㅂㅇㅅ']) {
    const sent = page.waitForRequest((r) => r.url().includes('/api/mongo/employees/list') && new URL(r.url()).searchParams.get('searchTerm') === typed);
    await box.fill(typed);
    await sent;
    await expect(rowWith(page, employeeNo)).toBeVisible();
  }
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

test('소속 filters cascade and send unit ids: choosing a team fills in its parents', async ({ page }) => {
  await signIn(page);
  const { employeeNo, email } = unique('OG');
  await registerEmployee(
    page,
    {
      person_name: '배백엔',
      employee_number: employeeNo,
      corporation_name: '한빛소프트',
      division_name: '플랫폼사업부',
      headquarter_name: '개발본부',
      team_name: '백엔드팀',
      hire_date: '2025-06-02',
      work_form: '정규직',
      employment_status: '재직',
    },
    { name: '배백엔', email, contact: '01067891234' },
  );
  await page.goto(`/employees?searchTerm=${employeeNo}`);
  await expect(rowWith(page, employeeNo)).toContainText('개발본부 > 백엔드팀');

  await page.getByRole('combobox', { name: '팀' }).click();
  await page.getByRole('option', { name: '백엔드팀' }).click();
  await expect(page.getByRole('combobox', { name: '법인' })).toHaveText('한빛소프트');
  await expect(page.getByRole('combobox', { name: '사업부' })).toHaveText('플랫폼사업부');
  await expect(page.getByRole('combobox', { name: '본부' })).toHaveText('개발본부');
  const url = new URL(page.url());
  for (const key of ['corporation', 'division', 'department', 'team']) expect(url.searchParams.get(key)).toMatch(/^[0-9a-f-]{36}$/);
  await expect(rowWith(page, employeeNo)).toBeVisible();

  // Another company: its 사업부 list no longer offers 플랫폼사업부, and the person is not in it.
  await page.getByRole('combobox', { name: '법인' }).click();
  await page.getByRole('option', { name: '한빛제약' }).click();
  await expect(page.getByRole('combobox', { name: '팀' })).toHaveText('전체');
  await page.getByRole('combobox', { name: '사업부' }).click();
  await expect(page.getByRole('option', { name: '의약사업부' })).toBeVisible();
  await expect(page.getByRole('option', { name: '플랫폼사업부' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText('조건에 맞는 직원이 없습니다')).toBeVisible();
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

/** An .xlsx with the template's headers (shared importColumns) and the given rows, by header. */
async function workbookOf(rows: Record<string, string>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('직원');
  sheet.addRow(importColumns.map((column) => column.header));
  for (const row of rows) sheet.addRow(importColumns.map((column) => row[column.header] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One good row and one bad one (no name, a phone that is not one, a date that does not exist). */
async function importFile() {
  const good = unique('IM');
  const bad = unique('IX');
  const buffer = await workbookOf([
    { 이름: '정가져', 사번: good.employeeNo, 고용형태: '정규직', 직책: '팀원', 직급: '사원', 입사일: '2026-03-02', 재직상태: '재직', 이메일: good.email, 연락처: '010-5678-1234' },
    { 이름: '', 사번: bad.employeeNo, 고용형태: '정규직', 입사일: '2026-02-30', 재직상태: '재직', 이메일: bad.email, 연락처: '12345' },
  ]);
  return { good, bad, file: { name: '직원_가져오기.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer } };
}

async function checkImport(page: Page, file: Awaited<ReturnType<typeof importFile>>['file']) {
  await page.getByRole('button', { name: 'Excel 가져오기' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excel로 직원 가져오기' });
  await dialog.getByLabel('가져올 Excel 파일').setInputFiles(file);
  await expect(dialog.getByText(file.name)).toBeVisible();
  await dialog.getByRole('button', { name: '검사하기' }).click();
  await expect(dialog.getByRole('table', { name: '행별 검사 결과' })).toBeVisible();
  return dialog;
}

test('Excel import: template, a report of one good and one bad row, import the good one, find it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/employees');
  const { good, bad, file } = await importFile();

  await page.getByRole('button', { name: 'Excel 가져오기' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excel로 직원 가져오기' });
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '양식 다운로드' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  const templateBook = new ExcelJS.Workbook();
  await templateBook.xlsx.readFile(await template.path());
  const headers = (templateBook.worksheets[0]!.getRow(1).values as unknown[]).filter(Boolean);
  expect(headers).toEqual(expect.arrayContaining(['이름', '사번', '입사일', '연락처']));
  await page.keyboard.press('Escape');

  await checkImport(page, file);
  const rows = dialog.getByTestId('import-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(good.employeeNo);
  await expect(rows.nth(0)).toContainText('정상');
  await expect(rows.nth(1)).toContainText(bad.employeeNo);
  await expect(rows.nth(1)).toContainText('오류');
  await expect(rows.nth(1)).toContainText('이름');
  const totals = dialog.getByLabel('검사 결과 요약');
  await expect(totals).toContainText('전체2건');
  await expect(totals).toContainText('정상1건');
  await expect(totals).toContainText('오류1건');

  await dialog.getByRole('button', { name: '유효한 1건 가져오기' }).click();
  await expect(page.getByText('직원 1명을 가져왔습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: '직원 검색' }).fill(good.employeeNo);
  await expect(rowWith(page, good.employeeNo)).toBeVisible();
  await expect(rowWith(page, good.employeeNo)).toContainText('정가져');
  await page.getByRole('searchbox', { name: '직원 검색' }).fill(bad.employeeNo);
  await expect(page.getByText('조건에 맞는 직원이 없습니다')).toBeVisible();
});

test('Excel export asks for a reason, then downloads the filtered list as .xlsx', async ({ page }) => {
  await signIn(page);
  const { employeeNo, email } = unique('EX');
  await registerEmployee(
    page,
    { person_name: '오내보', employee_number: employeeNo, hire_date: '2025-01-02', work_form: '정규직', employment_status: '재직' },
    { name: '오내보', email, contact: '01056781234' },
  );
  await page.goto(`/employees?searchTerm=${employeeNo}`);
  await expect(rowWith(page, employeeNo)).toBeVisible();
  await page.getByRole('button', { name: 'Excel 내보내기' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excel 내보내기' });
  await expect(dialog).toContainText('검색 조건에 맞는 직원 1명');
  await dialog.getByRole('button', { name: '내려받기' }).click();
  await expect(dialog.getByText('다운로드 사유를 2자 이상 입력해주세요.')).toBeVisible();
  await dialog.getByRole('textbox', { name: '다운로드 사유' }).fill('인사 현황 보고');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '내려받기' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(dialog).toBeHidden();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const numberColumn = header.indexOf('사번');
  expect(numberColumn).toBeGreaterThan(0);
  expect(sheet.actualRowCount).toBe(2);
  expect(String(sheet.getRow(2).getCell(numberColumn).value)).toBe(employeeNo);
});

test('page size 200 is remembered for the user; only the rows in view are in the DOM', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const headers = await bearer(page);
  const count = async () => ((await (await page.request.get('/api/mongo/employees/list?limit=1', { headers })).json()) as { total: number }).total;
  if ((await count()) < 80) {
    const rows = Array.from({ length: 80 }, (_, i) => {
      const { employeeNo, email } = unique(`PG${i}`);
      return { 이름: `나페이${i}`, 사번: employeeNo, 고용형태: '정규직', 입사일: '2022-01-03', 재직상태: '재직', 이메일: email, 연락처: '010-1111-2222' };
    });
    const response = await page.request.post('/api/mongo/employees/import', {
      headers,
      multipart: {
        validateOnly: 'false',
        file: { name: 'many.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbookOf(rows) },
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const total = await count();

  await page.goto('/employees');
  await expect(table(page).getByTestId('employee-row').first()).toBeVisible();
  await page.getByRole('combobox', { name: '페이지당 행 수' }).click();
  await page.getByRole('option', { name: '200개씩' }).click();
  const shown = Math.min(total, 200);
  // Other tests add employees meanwhile: the total may have grown since it was read.
  await expect(page.getByRole('navigation', { name: '페이지' })).toContainText(new RegExp(`1-${shown} / [\\d,]+명`));
  await expect(table(page)).toHaveAttribute('aria-rowcount', String(shown + 1));
  // Only the rows in view: fewer than the 50 a whole page shows (the virtualized body, loaded for long pages, is in).
  await expect.poll(() => table(page).getByTestId('employee-row').count()).toBeLessThan(50);

  // Scrolled to the end, the last row of the page is there.
  await page.getByTestId('employee-table').evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(table(page).locator(`tr[aria-rowindex="${shown + 1}"]`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: '페이지당 행 수' })).toHaveText('200개씩');
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('saram:list-preferences:employees:')));
  expect(stored).toHaveLength(1);
});

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
  test.setTimeout(150_000);
  for (const viewport of screenshotViewports) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen: viewport });
    if (viewport.name === 'desktop') await seedSome(page);
    await page.goto('/employees');
    await expect(table(page).getByTestId('employee-row').first()).toBeVisible();
    await expectReadyForScreenshot(page);
    if (viewport.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`list-${viewport.name}`) });

    await page.goto('/employees');
    const dialog = await checkImport(page, (await importFile()).file);
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`import-report-${viewport.name}`) });
    await dialog.getByRole('button', { name: '닫기' }).click();

    await page.goto('/retired-employees');
    await expect(page.getByRole('table', { name: '퇴직자 목록' })).toBeVisible();
    await page.waitForTimeout(300);
    await expectReadyForScreenshot(page);
    if (viewport.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`retired-${viewport.name}`) });
    await context.close();
  }
});
