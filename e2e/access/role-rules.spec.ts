import { expect, type Page } from '@playwright/test';
import { adminHeaders, expectReadyForScreenshot, mobileScreen, newSignedInPage, screenshotPath, screenshotViewports, seriousViolations, unique, uniqueStamp, test } from '../fixtures';

/**
 * 역할 배정 규칙 (/role-assignment-rules, issue 11 item 2): an administrator creates a rule, tests it
 * (the dry run shows who gains which grant, and writes nothing), applies it after a confirm, and the
 * list counts the grant. The rule's conditions (파견 · 전무) pick out an employee this test makes,
 * linked to an account of its own, so other tests' accounts are left alone.
 */

const shot = (name: string) => screenshotPath('role-rules', name);

/** A 파견 · 전무 employee with an account linked to the record; answers the employee's name. */
async function seedLinkedEmployee(page: Page): Promise<string> {
  const headers = await adminHeaders(page.request);
  const { employeeNo, email } = unique('RR');
  const name = '규칙검증';
  const created = await page.request.post('/api/mongo/employees', {
    headers,
    data: { personal: { nameKor: name, employeeNo }, accounts: { email }, organization: { employmentType: '파견', jobGrade: '전무' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const account = await page.request.post('/api/mongo/evaluators/check-or-create', { headers, data: { employeeId: _id } });
  expect(account.status(), await account.text()).toBe(200);
  return name;
}

async function createRule(page: Page, ruleName: string) {
  await page.getByRole('button', { name: '규칙 추가' }).first().click();
  const dialog = page.getByRole('dialog', { name: '규칙 추가' });
  await dialog.getByLabel('규칙 이름').fill(ruleName);
  await dialog.getByRole('combobox', { name: '역할' }).click();
  await page.getByRole('option', { name: '직원', exact: true }).click();
  await dialog.getByRole('combobox', { name: '범위' }).click();
  await page.getByRole('option', { name: '본인만', exact: true }).click();

  // No condition at all: refused before anything is sent.
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByRole('alert')).toContainText('조건을 하나 이상 지정하세요');

  await dialog.getByRole('group', { name: /^고용형태/ }).getByRole('checkbox', { name: '파견' }).click();
  await dialog.getByRole('group', { name: /^직급/ }).getByRole('checkbox', { name: '전무' }).click();
  await dialog.getByLabel('우선순위').fill('5');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole('row').filter({ hasText: ruleName });
}

test('create a rule, test it (dry run shows the gain), apply it; axe finds nothing serious', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await newSignedInPage(browser, baseURL);
  const person = await seedLinkedEmployee(page);
  await page.goto('/role-assignment-rules');
  await expect(page.getByRole('heading', { name: '역할 배정 규칙', level: 1 })).toBeVisible();

  const ruleName = `파견 전무 직원 역할 ${uniqueStamp()}`;
  const row = await createRule(page, ruleName);
  await expect(row).toContainText('직급: 전무');
  await expect(row).toContainText('0명');
  // axe runs once the success toast is gone: it reads the sliding toast's colours as too faint.
  await expect(page.getByText('규칙을 만들었습니다.')).toBeVisible();
  await expect(page.getByText('규칙을 만들었습니다.')).toBeHidden({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: '시험 실행' }).click();
  const result = page.getByRole('dialog', { name: /시험 실행 결과/ });
  const gains = result.getByRole('region', { name: '얻는 권한' });
  await expect(gains.getByRole('row').filter({ hasText: person })).toContainText('본인만');
  await page.waitForTimeout(250); // the dialog's entrance
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('dry-run-desktop') });

  // The same test run on a phone: the result dialog fills the screen.
  const phone = await newSignedInPage(browser, baseURL, { screen: mobileScreen });
  await phone.page.goto('/role-assignment-rules');
  await phone.page.getByRole('listitem').filter({ hasText: ruleName }).getByRole('button', { name: '시험 실행' }).click();
  await expect(phone.page.getByRole('dialog', { name: /시험 실행 결과/ }).getByRole('region', { name: '얻는 권한' })).toContainText(person);
  await phone.page.waitForTimeout(300);
  await expectReadyForScreenshot(phone.page);
  await phone.page.screenshot({ animations: 'disabled', path: shot('dry-run-mobile') });
  await phone.context.close();

  // The dry runs wrote nothing: the rule still holds no grant.
  const listed = await page.request.get('/api/mongo/role-assignment/rules', { headers: await adminHeaders(page.request) });
  const rules = ((await listed.json()) as { data: { name: string; grantCount: number }[] }).data;
  expect(rules.find((r) => r.name === ruleName)?.grantCount).toBe(0);

  await result.getByRole('button', { name: '적용' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '적용' }).click();
  const applied = page.getByRole('dialog', { name: /적용 결과/ });
  await expect(applied.getByRole('region', { name: '얻는 권한' })).toContainText(person);
  await applied.getByRole('button', { name: '닫기' }).first().click();
  await expect(row).not.toContainText(/(^|\D)0명/);

  // Testing again: nothing left to gain.
  await row.getByRole('button', { name: '시험 실행' }).click();
  await expect(page.getByRole('dialog', { name: /시험 실행 결과/ }).getByText('얻는 권한 (0건)')).toBeVisible();
  await context.close();
});

for (const screen of screenshotViewports) {
  test(`screenshots of 역할 배정 규칙 at ${screen.name} width`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const { context, page } = await newSignedInPage(browser, baseURL, { screen, path: '/role-assignment-rules' });
    await expect(page.getByRole('heading', { name: '역할 배정 규칙', level: 1 })).toBeVisible();
    // A table from md up, cards on a phone, or the empty state.
    const list = page.getByRole('table', { name: '역할 배정 규칙 목록' }).or(page.getByRole('list', { name: '역할 배정 규칙 목록' }));
    await expect(list.or(page.getByText('역할 배정 규칙이 없습니다'))).toBeVisible();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`list-${screen.name}`), fullPage: true });
    await page.getByRole('button', { name: '규칙 추가' }).first().click();
    await expect(page.getByRole('dialog', { name: '규칙 추가' })).toBeVisible();
    await page.waitForTimeout(250);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`form-${screen.name}`) });
    await context.close();
  });
}
