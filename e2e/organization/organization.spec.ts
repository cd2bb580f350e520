import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { josa } from '@saram/shared/hangul';
import { adminLoginId, adminPassword, expectReadyForScreenshot, mobileScreen, newBrowserContext, newSignedInPage, screenshotViewports, signIn, seriousViolations, bearer, screenshotPath, uniqueStamp, test } from '../fixtures';

/**
 * The /organization screen (issue 4, item 4) on the demo group: create a unit, move it by drag,
 * take a task force through approval (leader, members and approvers picked by name), a mistyped
 * 사업자등록번호 refused, the tools tab (statistics, health, migrate-existing dry run); axe; screenshots.
 */

const shot = (name: string) => screenshotPath('org', name);


async function openOrganization(page: Page) {
  await signIn(page, adminLoginId, adminPassword, '/organization');
  await expect(page.getByRole('heading', { name: '조직도 설정', level: 1 })).toBeVisible();
  await expect(page.locator('[data-testid^="unit-node-"]').first()).toBeVisible();
}

async function dragOnto(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('unit card not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + 6);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + from.width / 2 + ((to.x - from.x) * i) / steps, from.y + 6 + ((to.y - from.y) * i) / steps);
  }
  await page.mouse.up();
}

test('create a unit under a business unit, then move it by drag onto another', async ({ page }) => {
  test.setTimeout(60_000);
  await openOrganization(page);
  const name = `E2E 신규본부 ${Date.now() % 100000}`;

  await page.getByRole('textbox', { name: '조직 검색' }).fill('그룹경영부문');
  await page.getByRole('listbox', { name: '검색 결과' }).getByRole('button', { name: '그룹경영부문' }).click();
  const panel = page.getByRole('complementary', { name: '조직 정보' });
  await expect(panel.getByRole('heading', { name: '그룹경영부문' })).toBeVisible();
  await panel.getByRole('button', { name: '하위 조직 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '그룹경영부문 아래에 조직 추가' });
  await dialog.getByRole('textbox', { name: '조직명' }).fill(name);
  await dialog.getByRole('button', { name: '만들기' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  await expect(panel.getByText('그룹경영부문', { exact: true })).toBeVisible();

  // Zoomed out (no further than readable), the holding and the next company are on screen.
  await page.getByRole('button', { name: '전체 보기' }).click();
  await page.waitForTimeout(300);
  const card = page.getByTestId(`unit-node-${name}`);
  await expect(card).toBeVisible();
  await dragOnto(page, card, page.getByTestId('unit-node-물류사업부'));
  const confirm = page.getByRole('alertdialog', { name: '조직 이동' });
  await expect(confirm).toContainText(`${josa(name, '을/를')} 물류사업부 아래로 이동할까요?`);
  await confirm.getByRole('button', { name: '이동' }).click();
  await expect(page.getByText('조직을 이동했습니다.')).toBeVisible();
  await expect(panel.getByText('물류사업부', { exact: true })).toBeVisible();
});

test('search focuses a unit and the chart expands to it', async ({ page }) => {
  await openOrganization(page);
  await page.getByRole('textbox', { name: '조직 검색' }).fill('결제파트');
  await page.getByRole('listbox', { name: '검색 결과' }).getByRole('button', { name: '결제파트' }).click();
  await expect(page.getByTestId('unit-node-결제파트')).toBeVisible();
  await expect(page.getByRole('complementary', { name: '조직 정보' }).getByRole('heading', { name: '결제파트' })).toBeVisible();
});

test('a task force goes through submission and approval, and the history shows each step', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await openOrganization(page);
  await page.getByRole('tab', { name: 'TF 관리' }).click();
  await expect(page.getByRole('cell', { name: /ESG 경영 추진 TF/ })).toBeVisible();

  const name = `E2E 결재 TF ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'TF 만들기' }).first().click();
  const form = page.getByRole('dialog', { name: 'TF 만들기' });
  await form.getByRole('textbox', { name: 'TF 이름' }).fill(name);
  await form.getByLabel('시작일').fill('2030-01-01');
  await form.getByLabel('종료일').fill('2030-06-30');
  // The submitter may not approve their own request: 김지현 (hr.manager) decides.
  await form.getByRole('button', { name: '결재자 추가' }).click();
  await pickPerson(page, '결재자 검색', '김지현', /김지현.*hr\.manager/);
  await form.getByRole('button', { name: '만들기' }).click();
  await expect(form).toBeHidden();

  const sheet = page.getByRole('dialog', { name });
  await expect(sheet.getByText('작성 중')).toBeVisible();
  await sheet.getByRole('button', { name: '상신', exact: true }).click();
  const submit = page.getByRole('dialog', { name: `${name} 상신` });
  await submit.getByRole('button', { name: '상신', exact: true }).click();
  await expect(submit).toBeHidden();
  await expect(sheet.getByText('결재 중')).toBeVisible();
  await expect(sheet.getByRole('button', { name: '승인', exact: true })).toHaveCount(0);

  const manager = (await newSignedInPage(browser, baseURL, { loginId: 'hr.manager', password: adminPassword })).page;
  await decide(manager, await openTaskForce(manager, name), name, '승인합니다.');
  await manager.context().close();

  await openTaskForce(page, name);
  const history = sheet.getByRole('list', { name: 'TF 처리 이력' });
  await expect(history).toContainText('상신');
  await expect(history).toContainText('승인합니다.');
  await expect(sheet.getByRole('button', { name: '승인', exact: true })).toHaveCount(0);
  await page.screenshot({ animations: 'disabled', path: shot('tf-desktop') });
});

test('a mistyped 사업자등록번호 is hyphenated and refused in the corporation form', async ({ page }) => {
  await openOrganization(page);
  await page.getByRole('tab', { name: '법인 구조' }).click();
  await expect(page.getByRole('button', { name: '한빛홀딩스' })).toBeVisible();
  await page.getByRole('button', { name: '법인 등록' }).first().click();
  const form = page.getByRole('dialog', { name: '법인 등록' });
  await form.getByRole('textbox', { name: '법인명' }).fill('한빛테스트');
  const number = form.getByRole('textbox', { name: '사업자등록번호' });
  await number.pressSequentially('1248100999');
  await expect(number).toHaveValue('124-81-00999');
  await expect(form.getByText('사업자등록번호 검증 숫자가 올바르지 않습니다.')).toBeVisible();
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ animations: 'disabled', path: shot('corporation-desktop') });

  await number.fill('');
  await number.pressSequentially('1248100998');
  await expect(form.getByText('사업자등록번호 검증 숫자가 올바르지 않습니다.')).toHaveCount(0);
});

test('tools: the validate report, a JSON export and a validate-only import of it', async ({ page }) => {
  await openOrganization(page);
  await page.getByRole('tab', { name: '도구' }).click();
  await expect(page.getByText('순환 참조')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'JSON 내보내기' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^organizational-hierarchy-\d+\.json$/);
  const path = await download.path();
  await page.getByLabel('가져올 파일').setInputFiles({ name: 'organization.json', mimeType: 'application/json', buffer: readFileSync(path) });
  await expect(page.getByText('organization.json')).toBeVisible();
  await page.getByRole('button', { name: '검증만 하기' }).click();
  await expect(page.getByText(/^검증 결과: 전체 \d+행/)).toBeVisible();
});

test('axe finds nothing serious, and screenshots at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const wide = await newBrowserContext(browser, baseURL);
  const page = await wide.newPage();
  await openOrganization(page);
  await page.evaluate(() => document.fonts.ready);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: '조직 검색' }).fill('인사팀');
  await page.getByRole('listbox', { name: '검색 결과' }).getByRole('button', { name: '인사팀' }).first().click();
  await expect(page.getByRole('complementary', { name: '조직 정보' })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ animations: 'disabled', path: shot('chart-desktop') });
  expect(await seriousViolations(page)).toEqual([]);
  for (const tab of ['TF 관리', '법인 구조', '도구']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page), tab).toEqual([]);
  }
  await expect(page.getByText('조직 구조 검증')).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: shot('tools-desktop') });
  await wide.close();

  const phone = await newBrowserContext(browser, baseURL, mobileScreen);
  const mobile = await phone.newPage();
  await openOrganization(mobile);
  await mobile.waitForTimeout(300);
  await mobile.screenshot({ animations: 'disabled', path: shot('chart-mobile') });
  expect(await seriousViolations(mobile)).toEqual([]);
  await mobile.getByRole('textbox', { name: '조직 검색' }).fill('인사팀');
  await mobile.getByRole('listbox', { name: '검색 결과' }).getByRole('button', { name: '인사팀' }).first().click();
  await expect(mobile.getByRole('dialog').getByRole('heading', { name: '인사팀' })).toBeVisible();
  await mobile.waitForTimeout(400);
  await mobile.screenshot({ animations: 'disabled', path: shot('panel-mobile') });
  await mobile.keyboard.press('Escape');
  await mobile.getByRole('tab', { name: 'TF 관리' }).click();
  await mobile.waitForTimeout(300);
  await mobile.screenshot({ animations: 'disabled', path: shot('tf-mobile') });
  await phone.close();
});


/** Employees with rare names and a 사번 of their own, registered through the API as the signed-in user. */
async function registerPeople(page: Page, names: string[]): Promise<{ name: string; employeeNo: string }[]> {
  const stamp = uniqueStamp();
  const people = names.map((name, i) => ({ name, employeeNo: `TF${stamp}${i}` }));
  const hireDate = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  for (const [i, person] of people.entries()) {
    const response = await page.request.post('/api/mongo/employees', {
      headers: await bearer(page),
      data: {
        employee: { person_name: person.name, employee_number: person.employeeNo, hire_date: hireDate, work_form: '정규직', job_title: '팀원', job_grade: '선임', employment_status: '재직' },
        person: { name: person.name, company_email: `tf.${stamp.toLowerCase()}.${i}@hanbit.example`, contact: `010-5${String(i).padStart(3, '0')}-${stamp.slice(-4).replace(/\D/g, '7').padEnd(4, '7')}` },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return people;
}

/** Types into a picker's search box and picks the one option with that name and 사번. */
async function pickPerson(page: Page, searchLabel: string, query: string, option: RegExp) {
  await page.getByRole('combobox', { name: searchLabel }).fill(query);
  await page.getByRole('listbox', { name: `${searchLabel} 결과` }).getByRole('option', { name: option }).click();
}

async function openTaskForce(page: Page, name: string) {
  await page.goto('/organization');
  await page.getByRole('tab', { name: 'TF 관리' }).click();
  await page.getByRole('cell', { name }).getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

async function decide(page: Page, sheet: Locator, name: string, comment: string) {
  await sheet.getByRole('button', { name: '승인', exact: true }).click();
  const approve = page.getByRole('dialog', { name: `${name} 승인` });
  await approve.getByRole('textbox', { name: '의견' }).fill(comment);
  await approve.getByRole('button', { name: '승인', exact: true }).click();
  await expect(approve).toBeHidden();
}

test('a TF with a leader, members and approvers picked by name goes through two approval steps', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await openOrganization(page);
  const [leader, first, second] = await registerPeople(page, ['설하담', '탁누리', '변서율']);
  await page.getByRole('tab', { name: 'TF 관리' }).click();
  await page.getByRole('button', { name: 'TF 만들기' }).first().click();
  const form = page.getByRole('dialog', { name: 'TF 만들기' });
  const name = `E2E 인선 TF ${Date.now() % 100000}`;
  await form.getByRole('textbox', { name: 'TF 이름' }).fill(name);
  await form.getByLabel('시작일').fill('2030-03-01');
  await form.getByLabel('종료일').fill('2030-08-31');

  await form.getByRole('combobox', { name: '리더' }).click();
  await pickPerson(page, '리더 검색', leader!.name, new RegExp(`${leader!.name}.*${leader!.employeeNo}`));
  await expect(form.getByRole('combobox', { name: '리더' })).toContainText(leader!.name);

  await form.getByRole('button', { name: '구성원 추가' }).click();
  await pickPerson(page, '구성원 검색', first!.name, new RegExp(`${first!.name}.*${first!.employeeNo}`));
  await pickPerson(page, '구성원 검색', second!.employeeNo, new RegExp(`${second!.name}.*${second!.employeeNo}`));
  await page.keyboard.press('Escape');
  await expect(form).toBeVisible();
  const members = form.getByRole('list', { name: '선택한 구성원' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await members.getByRole('textbox', { name: `${first!.name} 역할` }).fill('PM');

  // The approval line: 김지현 (hr.manager) then 박서준 (hr.staff), picked by name; the signed-in
  // administrator submits, so is neither on the line nor offered as an approver.
  await expect(form.getByRole('button', { name: '나를 추가' })).toHaveCount(0);
  await form.getByRole('button', { name: '결재자 추가' }).click();
  await pickPerson(page, '결재자 검색', '김지현', /김지현.*hr\.manager/);
  await form.getByRole('button', { name: '결재자 추가' }).click();
  await pickPerson(page, '결재자 검색', '박서준', /박서준.*hr\.staff/);
  const line = form.getByRole('list', { name: '결재 순서' });
  await expect(line.getByRole('listitem')).toHaveCount(2);
  await expect(line.getByRole('listitem').first()).toContainText('1단계김지현');

  await form.getByRole('button', { name: '만들기' }).click();
  await expect(form).toBeHidden();
  const sheet = page.getByRole('dialog', { name });
  const roster = sheet.getByRole('list', { name: 'TF 구성원' });
  await expect(roster).toContainText(leader!.name);
  await expect(roster).toContainText(`${first!.name}${first!.employeeNo}PM`);
  await expect(roster).toContainText(second!.name);
  await expect(sheet.getByText('1단계김지현대기')).toBeVisible();

  await sheet.getByRole('button', { name: '상신', exact: true }).click();
  const submit = page.getByRole('dialog', { name: `${name} 상신` });
  await submit.getByRole('button', { name: '상신', exact: true }).click();
  await expect(submit).toBeHidden();
  await expect(sheet.getByText('결재 중')).toBeVisible();
  // Step 1 is 김지현's: the administrator cannot approve yet.
  await expect(sheet.getByRole('button', { name: '승인', exact: true })).toHaveCount(0);

  const { page: manager } = await newSignedInPage(browser, baseURL, { loginId: 'hr.manager', password: adminPassword });
  const managerSheet = await openTaskForce(manager, name);
  await decide(manager, managerSheet, name, '1차 승인합니다.');
  await expect(managerSheet.getByText('1단계김지현승인')).toBeVisible();
  await manager.context().close();

  const staff = (await newSignedInPage(browser, baseURL, { loginId: 'hr.staff', password: adminPassword })).page;
  await decide(staff, await openTaskForce(staff, name), name, '최종 승인합니다.');
  await staff.context().close();

  const adminSheet = await openTaskForce(page, name);
  await expect(adminSheet.getByText('승인', { exact: true }).first()).toBeVisible();
  const history = adminSheet.getByRole('list', { name: 'TF 처리 이력' });
  await expect(history).toContainText('1차 승인합니다.');
  await expect(history).toContainText('최종 승인합니다.');
  await expect(adminSheet.getByRole('button', { name: '승인', exact: true })).toHaveCount(0);
  await page.screenshot({ animations: 'disabled', path: shot('tf-detail-desktop') });
});

test('tools: statistics and health as cards, mappings, and a migrate-existing dry run with its report', async ({ page }) => {
  test.setTimeout(60_000);
  await openOrganization(page);
  await page.getByRole('tab', { name: '도구' }).click();
  const stats = page.getByRole('group', { name: '조직 통계' });
  await expect(stats).toContainText(/전체 조직\s*[\d,]+개/);
  await expect(stats).toContainText(/재직 직원\s*[\d,]+명/);
  await expect(page.getByRole('list', { name: '상태 점검 항목' })).toContainText('구조 오류');
  await expect(page.getByRole('table', { name: '레거시 유형 매핑' })).toContainText('headquarters');

  const migrate = page.getByRole('region', { name: '기존 직원 조직 이관' });
  await expect(migrate.getByRole('button', { name: '이관 실행' })).toBeDisabled();
  await migrate.getByRole('button', { name: '미리 보기' }).click();
  const report = migrate.getByRole('region', { name: '미리 보기 결과' });
  await expect(report).toBeVisible();
  await expect(report).toContainText(/만들 조직\s*[\d,]+개/);
  await expect(report).toContainText(/연결할 직원\s*[\d,]+명/);
  await expect(report).toContainText(/재직 직원 [\d,]+명 기준/);

  // The rollback confirm says what would be undone, and cancelling changes nothing.
  const corp = page.getByRole('region', { name: '보험 법인 이관' });
  await corp.getByRole('button', { name: '마지막 이관 되돌리기' }).click();
  const confirm = page.getByRole('alertdialog', { name: '마지막 보험 법인 이관 되돌리기' });
  await expect(confirm).toContainText('법인');
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toBeHidden();
});

test('screenshots of the tools tab and the TF form at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  for (const screen of screenshotViewports) {
    const { name } = screen;
    const context = await newBrowserContext(browser, baseURL, screen);
    const page = await context.newPage();
    await openOrganization(page);
    const [leader, ...members] = await registerPeople(page, ['은가람', '은다온', '은바다']);
    await page.getByRole('tab', { name: '도구' }).click();
    await expect(page.getByRole('group', { name: '조직 통계' })).toBeVisible();
    await expect(page.getByRole('list', { name: '상태 점검 항목' })).toBeVisible();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`tools-overview-${name}`) });
    const migrate = page.getByRole('region', { name: '기존 직원 조직 이관' });
    await migrate.getByRole('button', { name: '미리 보기' }).click();
    await expect(migrate.getByRole('region', { name: '미리 보기 결과' })).toBeVisible();
    // Wide tables scroll inside their cards: nothing pushes the page sideways.
    expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth - document.querySelector('main')!.clientWidth), 'main is not wider than the screen').toBeLessThanOrEqual(0);
    await page.getByRole('heading', { name: '레거시 유형 매핑' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -80));
    await expectReadyForScreenshot(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`tools-migration-${name}`) });
    await migrate.scrollIntoViewIfNeeded();
    await page.screenshot({ animations: 'disabled', path: shot(`tools-migrate-report-${name}`) });

    await page.getByRole('tab', { name: 'TF 관리' }).click();
    await page.getByRole('button', { name: 'TF 만들기' }).first().click();
    const form = page.getByRole('dialog', { name: 'TF 만들기' });
    await form.getByRole('textbox', { name: 'TF 이름' }).fill('차세대 HR 플랫폼 전환 TF');
    await form.getByLabel('시작일').fill('2030-03-01');
    await form.getByLabel('종료일').fill('2030-08-31');
    await form.getByRole('combobox', { name: '리더' }).click();
    await pickPerson(page, '리더 검색', leader!.name, new RegExp(leader!.employeeNo));
    await form.getByRole('button', { name: '구성원 추가' }).click();
    await page.getByRole('combobox', { name: '구성원 검색' }).fill('은');
    for (const member of members) await page.getByRole('listbox', { name: '구성원 검색 결과' }).getByRole('option', { name: new RegExp(member.employeeNo) }).click();
    await expect(page.getByRole('listbox', { name: '구성원 검색 결과' }).getByText('선택됨')).toHaveCount(2);
    await page.screenshot({ animations: 'disabled', path: shot(`tf-picker-${name}`) });
    await page.keyboard.press('Escape');
    await form.getByRole('list', { name: '선택한 구성원' }).getByRole('textbox').first().fill('PM');
    await form.getByRole('button', { name: '결재자 추가' }).click();
    await pickPerson(page, '결재자 검색', '김지현', /김지현/);
    await form.getByRole('button', { name: '결재자 추가' }).click();
    await pickPerson(page, '결재자 검색', '박서준', /박서준/);
    await expect(form.getByRole('list', { name: '결재 순서' }).getByRole('listitem')).toHaveCount(2);
    await expectReadyForScreenshot(page);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('list', { name: '선택한 구성원' }).scrollIntoViewIfNeeded();
    await page.screenshot({ animations: 'disabled', path: shot(`tf-form-${name}`) });
    await form.getByRole('list', { name: '결재 순서' }).scrollIntoViewIfNeeded();
    await page.screenshot({ animations: 'disabled', path: shot(`tf-form-approvers-${name}`) });
    await context.close();
  }
});
