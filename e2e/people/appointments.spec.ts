import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  adminHeaders,
  expectReadyForScreenshot,
  mobileScreen,
  newSignedInPage,
  screenshotPath,
  seriousViolations,
  unique, test } from '../fixtures';

/**
 * 인사발령 (issue 34 items 1 and 6): HR staff files a 전보 effective tomorrow on 인사발령 관리; it goes
 * through a two-step approval line (hr.manager, then executive) in their 발령 결재함; the record and the
 * org chart show it as 예정; the test clock (SARAM_TEST_CLOCK=1, e2e only) moves to tomorrow and runs
 * the appointments job; the record, its history and the org chart show the new placement.
 * 일괄 발령: the template from the dialog, a sheet with a bad row refused with the rows' errors in a
 * table (nothing filed), the corrected sheet filed as a numbered batch, and its 인사발령 notice (PDF).
 */

const shot = (name: string) => screenshotPath('appointments', name);

/** YYYY-MM-DD in Seoul, `days` from today. */
function seoulDay(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

type TreeNode = { id: string; unitName: string; unitType: string; isActive: boolean; children: TreeNode[] };

/** A team whose name no other unit has (its select label is the bare name). */
async function uniqueTeam(request: APIRequestContext, headers: Record<string, string>): Promise<TreeNode> {
  const tree = (await (await request.get('/api/v1/organizational-hierarchy/tree', { headers })).json()) as { data: TreeNode[] };
  const all: TreeNode[] = [];
  const walk = (nodes: TreeNode[]) => nodes.forEach((n) => (all.push(n), walk(n.children ?? [])));
  walk(tree.data);
  const team = all.find((u) => u.unitType === 'TEAM' && u.isActive && all.filter((o) => o.unitName === u.unitName).length === 1);
  expect(team, 'a uniquely named team').toBeTruthy();
  return team!;
}

/** A new unplaced employee, and the two-step line of 전보 (hr.manager, then executive) as the default of every corporation. */
async function seed(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const { employeeNo, email } = unique('AP');
  // Unique: the spec's tests run side by side and each finds its person in the shared inbox by name.
  const name = `전보라${employeeNo.slice(-3)}`;
  const created = await request.post('/api/mongo/employees', {
    headers,
    data: {
      employee: { person_name: name, employee_number: employeeNo, hire_date: '2024-03-04', work_form: '정규직', employment_status: '재직' },
      person: { name, email, company_email: email, contact: '01056781234' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  const accounts = (await (await request.get('/api/mongo/admin/accounts', { headers })).json()) as { data: { loginId: string; employee: { id: string } | null }[] };
  const employeeOf = (loginId: string) => accounts.data.find((a) => a.loginId === loginId)!.employee!.id;
  const line = await request.put('/api/appointments/approval-lines', {
    headers,
    data: { corporation_id: null, type: 'transfer', steps: [{ kind: 'employee', employee_id: employeeOf('hr.manager') }, { kind: 'employee', employee_id: employeeOf('executive') }] },
  });
  expect(line.status(), await line.text()).toBe(200);
  return { id, name, employeeNo, headers, team: await uniqueTeam(request, headers) };
}

async function approveFirstInInbox(page: Page, name: string) {
  await page.goto('/appointment-approvals');
  await page.getByRole('list', { name: '결재 대기 인사발령' }).getByRole('button', { name: new RegExp(name) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`${name}.*인사발령`) });
  await dialog.getByRole('button', { name: '승인', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '인사발령 승인' });
  await confirm.getByRole('button', { name: '승인', exact: true }).click();
  await expect(page.getByText('인사발령을 승인했습니다.')).toBeVisible();
}

test('a 전보 effective tomorrow: filed, approved in two steps, applied on the day by the job', async ({ browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const person = await seed(request);
  const tomorrow = seoulDay(1);

  // HR staff files it on 인사발령 관리.
  const staff = await newSignedInPage(browser, baseURL, { loginId: 'hr.staff', path: '/appointments' });
  await expect(staff.page.getByRole('heading', { name: '인사발령 관리' })).toBeVisible();
  await staff.page.getByRole('button', { name: '발령 등록' }).click();
  const form = staff.page.getByRole('dialog', { name: '인사발령 등록' });
  await form.getByRole('combobox', { name: '대상 직원' }).click();
  await staff.page.getByRole('combobox', { name: '대상 직원 검색' }).fill(person.employeeNo);
  await staff.page.getByRole('listbox', { name: '대상 직원 검색 결과' }).getByRole('option', { name: new RegExp(person.name) }).click();
  await form.getByRole('combobox', { name: '발령 유형' }).click();
  await staff.page.getByRole('option', { name: '전보', exact: true }).click();
  await form.getByLabel('발령일').fill(tomorrow);
  await form.getByRole('combobox', { name: '발령 조직' }).click();
  await staff.page.getByRole('option', { name: person.team.unitName, exact: true }).click();
  await form.getByRole('textbox', { name: '발령 사유' }).fill('조직 개편에 따른 전보');
  await expect.poll(() => seriousViolations(staff.page), { timeout: 30_000 }).toEqual([]);
  await form.screenshot({ path: shot('form-desktop') });
  await form.getByRole('button', { name: '상신', exact: true }).click();
  await expect(staff.page.getByText('인사발령을 상신했습니다.')).toBeVisible();
  const row = staff.page.getByRole('row', { name: new RegExp(person.name) });
  await expect(row).toContainText('결재중');
  await expect(row).toContainText(person.team.unitName);
  // The requester never approves their own: no 승인 button in the detail.
  await row.click();
  const detail = staff.page.getByRole('dialog', { name: new RegExp(`${person.name}.*인사발령`) });
  await expect(detail.getByRole('list', { name: '결재선' })).toContainText('결재 차례');
  await expect(detail.getByRole('button', { name: '승인', exact: true })).toHaveCount(0);
  await expectReadyForScreenshot(staff.page);
  await staff.page.screenshot({ path: shot('detail-desktop') });
  await detail.getByRole('button', { name: '닫기' }).first().click();
  await staff.page.screenshot({ path: shot('list-desktop') });

  // Step 1: hr.manager; step 2: executive, each in their 발령 결재함.
  const manager = await newSignedInPage(browser, baseURL, { loginId: 'hr.manager', path: '/appointment-approvals' });
  await expect(manager.page.getByRole('heading', { name: '발령 결재함' })).toBeVisible();
  await expect.poll(() => seriousViolations(manager.page), { timeout: 30_000 }).toEqual([]);
  await manager.page.screenshot({ path: shot('inbox-desktop') });
  await approveFirstInInbox(manager.page, person.name);
  const executive = await newSignedInPage(browser, baseURL, { loginId: 'executive', path: '/dashboard' });
  await approveFirstInInbox(executive.page, person.name);
  await staff.page.reload();
  await expect(staff.page.getByRole('row', { name: new RegExp(person.name) })).toContainText('승인(예정)');

  // 예정 on the record and on the target unit in the org chart.
  const { page } = await newSignedInPage(browser, baseURL, { path: `/employees/${person.id}` });
  const upcoming = page.getByRole('list', { name: '발령 예정' });
  await expect(upcoming).toContainText('예정');
  await expect(upcoming).toContainText(`전보 · `);
  await expect(upcoming).toContainText(person.team.unitName);
  await page.goto(`/organization?unit=${person.team.id}`);
  const panel = page.getByRole('complementary', { name: '조직 정보' });
  await expect(panel.getByRole('heading', { name: '발령 예정' })).toBeVisible();
  await expect(panel).toContainText(`${person.name} 전입`);
  const headcount = Number((await panel.getByText(/^\d+명$/).first().textContent())?.replace('명', ''));

  // Tomorrow 00:10 in Seoul: the job applies it.
  const clock = await request.post('/api/test/clock', { headers: person.headers, data: { now: `${tomorrow}T00:10:00+09:00`, jobs: ['appointments-apply'] } });
  expect(clock.status(), await clock.text()).toBe(200);
  expect((await request.post('/api/test/clock', { headers: person.headers, data: { now: null } })).status()).toBe(200);

  await page.goto(`/employees/${person.id}`);
  await expect(page.getByText(person.team.unitName, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: '발령 예정' })).toHaveCount(0);
  await page.getByRole('tab', { name: '변경 이력' }).click();
  const latest = page.getByRole('tabpanel', { name: '변경 이력' }).getByRole('listitem').first();
  await expect(latest).toContainText('인사발령');
  await expect(latest).toContainText(person.team.unitName);
  await expect.poll(() => seriousViolations(page), { timeout: 30_000 }).toEqual([]);
  await page.screenshot({ path: shot('record-desktop') });
  await page.goto(`/organization?unit=${person.team.id}`);
  await expect(panel.getByRole('heading', { name: '발령 예정' })).toHaveCount(0);
  await expect(panel.getByText(`${headcount + 1}명`).first()).toBeVisible();
  await staff.page.reload();
  await expect(staff.page.getByRole('row', { name: new RegExp(person.name) })).toContainText('발령완료');

  for (const c of [staff, manager, executive]) await c.context.close();
  await page.context().close();
});

test('appointment screens at 390 px, and 결재선 설정 with axe', async ({ browser, baseURL }) => {
  const { context, page } = await newSignedInPage(browser, baseURL, { screen: mobileScreen, path: '/appointments' });
  await expect(page.getByRole('heading', { name: '인사발령 관리' })).toBeVisible();
  await expectReadyForScreenshot(page);
  await page.screenshot({ path: shot('list-mobile'), fullPage: true });
  await page.goto('/approval-lines');
  await expect(page.getByRole('heading', { name: '결재선 설정' })).toBeVisible();
  await expect.poll(() => seriousViolations(page), { timeout: 30_000 }).toEqual([]);
  await expectReadyForScreenshot(page);
  await page.screenshot({ path: shot('lines-mobile'), fullPage: true });
  await page.getByRole('button', { name: '결재선 추가' }).click();
  await expect(page.getByRole('dialog', { name: '결재선 추가' })).toBeVisible();
  await page.screenshot({ path: shot('line-form-mobile') });
  await context.close();
});

/** The template downloaded from the dialog, filled with `rows` (its example row replaced). */
async function filledTemplate(templatePath: string, rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(templatePath)) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  ws.spliceRows(2, 1);
  rows.forEach((values, i) => {
    ws.getRow(i + 2).values = values;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('엑셀 일괄 발령: a bad row refused with its errors, the corrected sheet filed as a batch, its notice printed', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const person = await seed(request);
  const missing = `NO${person.employeeNo}`;
  const effective = seoulDay(30);

  const staff = await newSignedInPage(browser, baseURL, { loginId: 'hr.staff', path: '/appointments' });
  const { page } = staff;
  await page.getByRole('button', { name: '엑셀 일괄 발령' }).click();
  const dialog = page.getByRole('dialog', { name: '엑셀 일괄 발령' });
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '양식 다운로드' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('일괄발령_양식.xlsx');
  const templatePath = await template.path();

  // One bad row (an unknown 사번): refused, every error in the table, nothing filed.
  const bad = await filledTemplate(templatePath, [
    [person.employeeNo, '전보', effective, person.team.unitName, '', '', '', '정기 인사'],
    [missing, '전보', effective, person.team.unitName, '', '', '', ''],
  ]);
  await dialog.getByLabel('일괄 발령 Excel 파일').setInputFiles({ name: '정기인사.xlsx', mimeType: xlsx, buffer: bad });
  await dialog.getByRole('button', { name: '올려서 등록' }).click();
  await expect(dialog.getByRole('alert')).toContainText('1개 행에 오류가 있어 아무것도 등록하지 않았습니다');
  const errors = dialog.getByRole('table', { name: '행별 오류' });
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors).toContainText('사번');
  await expect(errors).toContainText(`사번 ${missing}인 직원이 없습니다.`);
  await expect.poll(() => seriousViolations(page), { timeout: 30_000 }).toEqual([]);
  await dialog.screenshot({ path: shot('batch-errors-desktop') });
  const filed = await request.get(`/api/appointments?search=${person.employeeNo}`, { headers: person.headers });
  expect(((await filed.json()) as { total: number }).total).toBe(0);

  // The corrected sheet: one numbered batch, submitted.
  const good = await filledTemplate(templatePath, [[person.employeeNo, '전보', effective, person.team.unitName, '', '', '', '정기 인사']]);
  await dialog.getByLabel('일괄 발령 Excel 파일').setInputFiles({ name: '정기인사.xlsx', mimeType: xlsx, buffer: good });
  await dialog.getByRole('button', { name: '올려서 등록' }).click();
  const created = dialog.getByText(/^일괄 발령 \d{4}-발령-\d{3}$/);
  await expect(created).toBeVisible();
  const number = (await created.textContent())!.replace('일괄 발령 ', '');
  await expect(dialog).toContainText('1건을 상신했습니다.');
  await dialog.screenshot({ path: shot('batch-created-desktop') });
  const noticeDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '발령 공고 PDF' }).click();
  const notice = await noticeDownload;
  expect(notice.suggestedFilename()).toBe(`인사발령_${number}.pdf`);
  expect((await readFile(await notice.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await dialog.getByRole('button', { name: '닫기' }).last().click();
  const row = page.getByRole('row', { name: new RegExp(person.name) }).first();
  await expect(row).toContainText('결재중');
  await row.click();
  await expect(page.getByRole('dialog', { name: new RegExp(`${person.name}.*인사발령`) })).toContainText(number);
  await staff.context.close();

  // The dialog and its error table on a phone.
  const phone = await newSignedInPage(browser, baseURL, { loginId: 'hr.staff', screen: mobileScreen, path: '/appointments' });
  await phone.page.getByRole('button', { name: '엑셀 일괄 발령' }).click();
  const sheet = phone.page.getByRole('dialog', { name: '엑셀 일괄 발령' });
  await sheet.getByLabel('일괄 발령 Excel 파일').setInputFiles({ name: '정기인사.xlsx', mimeType: xlsx, buffer: bad });
  await sheet.getByRole('button', { name: '올려서 등록' }).click();
  await expect(sheet.getByRole('table', { name: '행별 오류' })).toContainText(`사번 ${missing}인 직원이 없습니다.`);
  await expectReadyForScreenshot(phone.page);
  await phone.page.screenshot({ path: shot('batch-errors-mobile') });
  await phone.context.close();
});
