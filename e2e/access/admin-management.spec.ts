import { expect, type Page } from '@playwright/test';
import {
  bearer,
  expectReadyForScreenshot,
  loginButton,
  loginIdField,
  newBrowserContext,
  newSignedInPage,
  passwordField,
  screenshotPath,
  screenshotViewports,
  seriousViolations,
  unique,
  uniqueStamp, test } from '../fixtures';

/**
 * 관리자 ID 관리 (/admin-management, issue 11 item 3): the administrator creates an account for an
 * employee with an initial password; its first sign-in must change the password; disabling it ends
 * its session at once. A pending access request from /signup is approved on the 가입 요청 tab.
 */

const shot = (name: string) => screenshotPath('admin-management', name);
const initialPassword = 'first-day-lantern-2026';
const newPassword = 'my-own-quiet-harbour-77';

async function registerEmployee(page: Page, name: string) {
  const { employeeNo, email } = unique('AM');
  const response = await page.request.post('/api/mongo/employees', {
    headers: await bearer(page),
    data: {
      employee: { person_name: name, employee_number: employeeNo, hire_date: '2024-03-04', work_form: '정규직', employment_status: '재직' },
      person: { name, email, company_email: email, contact: '01045678901' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { employeeNo, email };
}

async function signInAs(page: Page, loginId: string, password: string) {
  await page.goto('/login');
  await loginIdField(page).fill(loginId);
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

test('create an account with an initial password; its first sign-in changes it; disabling ends its session', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context: adminContext, page: admin } = await newSignedInPage(browser, baseURL);
  const { employeeNo } = await registerEmployee(admin, '표지안');
  const loginId = `jian.${uniqueStamp().toLowerCase()}`;

  await admin.goto('/admin-management');
  await expect(admin.getByRole('heading', { name: '관리자 ID 관리', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: '관리자 ID 생성' }).first().click();
  const dialog = admin.getByRole('dialog', { name: '관리자 ID 생성' });
  await dialog.getByRole('textbox', { name: '직원' }).fill(employeeNo);
  await dialog.getByRole('button', { name: new RegExp(`표지안.*${employeeNo}`) }).click();
  await dialog.getByRole('textbox', { name: '로그인 ID' }).fill(loginId);
  // A weak password: the server's Korean message under the field, nothing created.
  await dialog.getByRole('textbox', { name: '초기 비밀번호' }).fill('short');
  await dialog.getByRole('button', { name: '만들기' }).click();
  await expect(dialog.getByText('비밀번호는 12자 이상이어야 합니다.')).toBeVisible();
  await dialog.getByRole('textbox', { name: '초기 비밀번호' }).fill(initialPassword);
  await dialog.getByRole('button', { name: '만들기' }).click();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole('row').filter({ hasText: loginId });
  await expect(row).toContainText('표지안');
  await expect(row).toContainText(employeeNo);
  await expect(row).toContainText('비밀번호 변경 대기');

  // The new account signs in and must change the password before anything else.
  const userContext = await newBrowserContext(browser, baseURL);
  const user = await userContext.newPage();
  await signInAs(user, loginId, initialPassword);
  const change = user.getByRole('dialog', { name: '비밀번호 변경' });
  await expect(change).toBeVisible();
  await user.keyboard.press('Escape');
  await expect(change).toBeVisible();
  await user.waitForTimeout(250); // the dialog's entrance
  expect(await seriousViolations(user)).toEqual([]);
  await user.screenshot({ animations: 'disabled', path: shot('forced-change-desktop') });
  await change.getByLabel('현재(임시) 비밀번호').fill(initialPassword);
  // '새 비밀번호' also names '새 비밀번호 확인': the first is the new one.
  await change.getByLabel('새 비밀번호').first().fill(newPassword);
  await change.getByLabel('새 비밀번호 확인').fill(newPassword);
  await change.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(change).toBeHidden();
  await user.reload();
  await expect(user.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  await expect(user.getByRole('dialog', { name: '비밀번호 변경' })).toHaveCount(0);

  // The administrator disables it: the user's next request is refused and they land on /login.
  await admin.reload();
  await expect(row).not.toContainText('비밀번호 변경 대기');
  await row.getByRole('button', { name: '표지안 작업' }).click();
  await admin.getByRole('menuitem', { name: '사용 중지' }).click();
  const confirm = admin.getByRole('alertdialog', { name: '계정 사용을 중지할까요?' });
  await confirm.getByRole('button', { name: '사용 중지' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('중지');

  await user.reload();
  await expect(user).toHaveURL(/\/login/);
  await signInAs(user, loginId, newPassword);
  await expect(user.getByText('로그인 ID 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
  await userContext.close();
  await adminContext.close();
});

test('a pending access request from /signup is approved with a login ID and a role', async ({ browser, baseURL }) => {
  const stamp = uniqueStamp().toLowerCase();
  const email = `req.${stamp}@hanbit.co.kr`;
  const { context, page } = await newSignedInPage(browser, baseURL);
  const filed = await page.request.post('/api/access-requests', { data: { name: '배지훈', email, department: '영업팀', reason: '영업 실적 조회' } });
  expect(filed.status()).toBe(201);

  await page.goto('/admin-management');
  await page.getByRole('tab', { name: /가입 요청/ }).click();
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card).toContainText('영업 실적 조회');
  await card.getByRole('button', { name: '배지훈 승인' }).click();
  const dialog = page.getByRole('dialog', { name: '가입 요청 승인' });
  await expect(dialog.getByRole('textbox', { name: '로그인 ID' })).toHaveValue(`req.${stamp}`);
  await page.waitForTimeout(250);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('approve-desktop') });
  await dialog.getByRole('combobox', { name: '역할' }).click();
  await page.getByRole('option', { name: '인사 담당자' }).click();
  await dialog.getByRole('button', { name: '승인' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: '계정' }).click();
  await page.getByRole('searchbox', { name: '계정 검색' }).fill(`req.${stamp}`);
  const row = page.getByRole('row').filter({ hasText: `req.${stamp}` });
  await expect(row).toContainText('인사 담당자');
  await expect(row).toContainText('SSO 전용');
  await context.close();
});

for (const screen of screenshotViewports) {
  test(`axe finds nothing serious; screenshots at ${screen.viewport.width} px`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const { context, page } = await newSignedInPage(browser, baseURL, { screen, path: '/admin-management' });
    // Phones get one card per account, wider screens the table.
    await expect(page.getByRole(screen.isMobile ? 'list' : 'table', { name: '관리자 ID 목록' })).toBeVisible();
    await expectReadyForScreenshot(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`list-${screen.name}`), fullPage: true });

    await page.getByRole('button', { name: '관리자 ID 생성' }).first().click();
    const dialog = page.getByRole('dialog', { name: '관리자 ID 생성' });
    await dialog.getByRole('textbox', { name: '직원' }).fill('김');
    await page.waitForTimeout(600);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`create-${screen.name}`) });
    await dialog.getByRole('button', { name: '취소' }).click();

    await page.getByRole('tab', { name: /가입 요청/ }).click();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`requests-${screen.name}`), fullPage: true });
    await context.close();
  });
}
