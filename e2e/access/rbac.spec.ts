import { expect, type Page } from '@playwright/test';
import {
  adminHeaders,
  adminPassword,
  bearer,
  expectReadyForScreenshot,
  loginButton,
  loginIdField,
  newSignedInPage,
  passwordField,
  screenshotPath,
  screenshotViewports,
  seriousViolations,
  signIn,
  uniqueStamp, test } from '../fixtures';

/**
 * 시스템 권한 관리 (/rbac, issue 11 item 1): an administrator makes a custom role with
 * employees:read, grants it to the demo evaluator (최민지) scoped to one team picked from the org
 * tree, and the evaluator then sees only that team's employees on /employees.
 */

const shot = (name: string) => screenshotPath('rbac', name);

async function signInAs(page: Page, loginId: string) {
  await page.goto('/login');
  await loginIdField(page).fill(loginId);
  await passwordField(page).fill(adminPassword);
  await loginButton(page).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a custom role with a unit scope confines its holder to that unit', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const label = `직원 조회 ${uniqueStamp()}`;
  await signIn(page);
  await page.goto('/rbac');
  await expect(page.getByRole('heading', { name: '시스템 권한 관리', level: 1 })).toBeVisible();

  // 역할·권한 매트릭스: create the role, tick its cells, save with confirmation.
  await page.getByRole('button', { name: '역할 만들기' }).click();
  const create = page.getByRole('dialog', { name: '역할 만들기' });
  await create.getByLabel('역할 이름').fill(label);
  await create.getByRole('button', { name: '만들기' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('checkbox', { name: '시스템 관리자: 직원 정보 조회' })).toBeDisabled();
  await page.getByRole('checkbox', { name: `${label}: 직원 정보 조회` }).click();
  await page.getByRole('checkbox', { name: `${label}: 조직 조회` }).click();
  await page.getByRole('button', { name: '변경 저장 (1)' }).click();
  const confirm = page.getByRole('alertdialog', { name: '권한 변경 저장' });
  await expect(confirm).toContainText('2개 추가');
  await confirm.getByRole('button', { name: '저장' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('checkbox', { name: `${label}: 직원 정보 조회` })).toBeChecked();
  await expect(page.getByRole('button', { name: /변경 저장/ })).toHaveCount(0);

  // 계정별 권한: find the evaluator, grant the role scoped to 법무팀 picked from the tree.
  await page.getByRole('tab', { name: '계정별 권한' }).click();
  await page.getByRole('textbox', { name: '직원 검색' }).fill('evaluator');
  await page.getByRole('button', { name: '최민지 권한 편집' }).click();
  const editor = page.getByRole('dialog', { name: /역할 부여: 최민지/ });
  await expect(editor.getByRole('listitem', { name: '부여 1' })).toBeVisible();
  await editor.getByRole('button', { name: '역할 추가' }).click();
  const row = editor.getByRole('listitem', { name: '부여 2' });
  await row.getByRole('combobox', { name: '역할' }).click();
  await page.getByRole('option', { name: label }).click();
  await row.getByRole('combobox', { name: '조회 범위' }).click();
  await page.getByRole('option', { name: '조직 지정 (하위 포함)' }).click();
  await row.getByRole('textbox', { name: '조직 찾기' }).fill('법무팀');
  await row.getByRole('checkbox', { name: '법무팀' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: '저장' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('row', { name: /최민지/ })).toContainText(`${label} (조직(하위 포함): 법무팀)`);

  // What the team holds, as the administrator sees it.
  const admin = await adminHeaders(request);
  const people = await (await request.get('/api/mongo/admin/employees-permissions?search=evaluator', { headers: admin })).json();
  const grant = people.data[0].grants.find((g: { role: string }) => g.role !== 'evaluator');
  expect(grant).toMatchObject({ scopeType: 'unit', scopeUnitIds: [expect.any(String)] });
  const team = await (await request.get(`/api/mongo/employees/list?team=${grant.scopeUnitIds[0]}&limit=200`, { headers: admin })).json();
  expect(team.total).toBeGreaterThan(0);

  // The evaluator now sees exactly that team.
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const evaluator = await context.newPage();
  await signInAs(evaluator, 'evaluator');
  await evaluator.goto('/employees');
  await expect(evaluator.getByRole('heading', { name: '직원 관리', level: 1 })).toBeVisible();
  await expect(evaluator.getByText(`총 ${team.total}명`)).toBeVisible();
  const seen = await (await request.get('/api/mongo/employees/list?limit=200', { headers: await bearer(evaluator) })).json();
  expect(seen.total).toBe(team.total);
  expect(seen.data.map((e: { _id: string }) => e._id).sort()).toEqual(team.data.map((e: { _id: string }) => e._id).sort());
  await context.close();
});

test('the matrix keeps the default roles read-only and ?userId opens the grant editor', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const admin = await adminHeaders(request);
  const people = await (await request.get('/api/mongo/admin/employees-permissions?search=hr.staff', { headers: admin })).json();
  await page.goto(`/rbac?userId=${people.data[0].account.id}`);
  const editor = page.getByRole('dialog', { name: /역할 부여: 박서준/ });
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('listitem', { name: '부여 1' }).getByRole('combobox', { name: '역할' })).toContainText('인사 담당자');
  await editor.getByRole('button', { name: '취소' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('tab', { name: '계정별 권한', selected: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: '역할·권한 매트릭스' }).click();
  await expect(page.getByRole('checkbox', { name: '인사 담당자: 직원 정보 조회' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const screen of screenshotViewports) {
  test(`screenshots of /rbac at ${screen.name} width`, async ({ browser, baseURL }) => {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen, path: '/rbac' });
    await expect(page.getByRole('checkbox', { name: '시스템 관리자: 권한 관리' })).toBeVisible();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`matrix-${screen.name}`) });
    await page.getByRole('tab', { name: '계정별 권한' }).click();
    await expect(page.getByRole('button', { name: /권한 편집$/ }).first()).toBeVisible();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`accounts-${screen.name}`), fullPage: true });
    await page.getByRole('button', { name: /권한 편집$/ }).first().click();
    await expect(page.getByRole('dialog', { name: /역할 부여/ })).toBeVisible();
    await page.waitForTimeout(250); // the dialog's entrance
    await page.screenshot({ animations: 'disabled', path: shot(`grant-editor-${screen.name}`) });
    await context.close();
  });
}
