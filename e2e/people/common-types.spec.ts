import { expect, type Page } from '@playwright/test';
import {
  bearer,
  expectReadyForScreenshot,
  newSignedInPage,
  screenshotPath,
  screenshotViewports,
  seriousViolations,
  signIn,
  uniqueStamp, test } from '../fixtures';

/**
 * 공통 코드 관리 (/common-types, issue 11 item 5): an administrator adds a 직책 code, picks it in the
 * employee register form and sees it on the record; a code in use cannot be deleted for good (the
 * 409 names where it is used), an unused one can; axe; screenshots at 1440 and 390 px.
 */

const shot = (name: string) => screenshotPath('common-types', name);

async function addCode(page: Page, name: string, description = '') {
  await page.getByRole('button', { name: '코드 추가' }).first().click();
  const dialog = page.getByRole('dialog', { name: '직책 코드 추가' });
  await dialog.getByRole('textbox', { name: '이름' }).fill(name);
  if (description) await dialog.getByRole('textbox', { name: '설명' }).fill(description);
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `${name} 작업` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a 직책 added on /common-types is offered in the register form, and a used code is only deactivated', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/common-types');
  await expect(page.getByRole('heading', { name: '공통 코드 관리', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^직책/, level: 2 })).toBeVisible();
  await expect(page.getByRole('cell', { name: '팀장', exact: true })).toBeVisible();

  // A blank name is refused under the field.
  await page.getByRole('button', { name: '코드 추가' }).first().click();
  const dialog = page.getByRole('dialog', { name: '직책 코드 추가' });
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(dialog.getByText('코드 이름을 입력해주세요.')).toBeVisible();
  // A duplicate is refused by the server, its Korean message under the field.
  await dialog.getByRole('textbox', { name: '이름' }).fill('팀장');
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(dialog.getByText('같은 이름의 코드가 이미 있습니다.')).toBeVisible();
  await dialog.getByRole('button', { name: '취소' }).click();

  const title = `셀리더${uniqueStamp()}`;
  await addCode(page, title, '셀 단위 조직의 책임자');

  // The register form offers the new code (the start-up lists were refreshed).
  await page.goto('/employees/register');
  const form = page.getByRole('form', { name: '직원 등록' });
  await form.getByRole('textbox', { name: '이름', exact: true }).fill('공코드');
  // The required 소속 and 입사일 (고용형태 starts as 정규직).
  await form.getByRole('combobox', { name: '법인', exact: true }).click();
  await page.getByRole('option', { name: '한빛소프트', exact: true }).click();
  await form.getByRole('textbox', { name: '입사일', exact: true }).fill('2026-03-02');
  await form.getByRole('combobox', { name: '직책', exact: true }).click();
  await page.getByRole('option', { name: title, exact: true }).click();
  await form.getByRole('combobox', { name: '직책', exact: true }).screenshot({ path: '/tmp/codes-register-select.png' });
  await form.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/employees\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '공코드', level: 1 })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();

  // In use: deleting for good is refused with where it is used; deactivating hides it from the form.
  await page.goto('/common-types');
  await rowAction(page, title, '완전 삭제');
  const confirm = page.getByRole('alertdialog', { name: '코드를 완전히 삭제할까요?' });
  await confirm.getByRole('button', { name: '완전 삭제' }).click();
  await expect(confirm.getByRole('alert')).toContainText('직원 1명의 직책으로 사용 중입니다.');
  await page.waitForTimeout(250); // the dialog's entrance
  await page.screenshot({ animations: 'disabled', path: '/tmp/codes-409-desktop.png' });
  await confirm.getByRole('button', { name: '취소' }).click();
  await rowAction(page, title, '비활성화');
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('비활성')).toBeVisible();

  await page.goto('/employees/register');
  await page.getByRole('form', { name: '직원 등록' }).getByRole('combobox', { name: '직책', exact: true }).click();
  await expect(page.getByRole('option', { name: '팀장', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: title, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Unused: deleted for good.
  await page.goto('/common-types');
  const unused = `임시직책${uniqueStamp()}`;
  await addCode(page, unused);
  await rowAction(page, unused, '완전 삭제');
  await page.getByRole('alertdialog').getByRole('button', { name: '완전 삭제' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByRole('cell', { name: unused, exact: true })).toHaveCount(0);
  const left = await page.request.get('/api/mongo/common-types?group_type=job_title', { headers: await bearer(page) });
  expect(((await left.json()) as { data: { type_name: string }[] }).data.map((c) => c.type_name)).not.toContain(unused);
});

test('재직상태 is fixed: no add button, no deactivate or delete', async ({ page }) => {
  await signIn(page);
  await page.goto('/common-types?group=employment_status');
  await expect(page.getByText('고정 코드입니다')).toBeVisible();
  await expect(page.getByRole('button', { name: '코드 추가' })).toHaveCount(0);
  await page.getByRole('button', { name: '휴직 작업' }).click();
  await expect(page.getByRole('menuitem', { name: '수정' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '비활성화' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '완전 삭제' })).toHaveCount(0);
});

for (const screen of screenshotViewports) {
  test(`axe finds nothing serious on /common-types; screenshot at ${screen.name} width`, async ({ browser, baseURL }) => {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen, path: '/common-types?group=job_grade' });
    await expect(page.getByRole('cell', { name: '과장', exact: true })).toBeVisible();
    await expectReadyForScreenshot(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(screen.name), fullPage: true });
    await page.screenshot({ animations: 'disabled', path: `/tmp/codes-page-${screen.name}.png`, fullPage: true });

    await page.getByRole('button', { name: '과장 작업' }).click();
    await page.getByRole('menuitem', { name: '수정' }).click();
    const dialog = page.getByRole('dialog', { name: '코드 수정' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(250); // the dialog's entrance
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: `/tmp/codes-dialog-${screen.name}.png` });
    await context.close();
  });
}
