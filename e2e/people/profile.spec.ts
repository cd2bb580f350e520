import { expect, type Page } from '@playwright/test';
import { adminPassword, expectReadyForScreenshot, loginButton, loginIdField, passwordField, screenshotPath, screenshotViewports, signIn, test } from '../fixtures';

/**
 * 내 정보 (/my-profile, issue 9 item 8): the demo `employee` account reads their own record and
 * changes their phone; the server's field message appears under the field; an account without a
 * linked employee record sees a clear empty state. Needs GET mongo/profile and PUT mongo/users/me
 * on the server, and the demo `employee` account linked to their employee record.
 */

const shot = (name: string) => screenshotPath('profile', name);

async function signInAsEmployee(page: Page) {
  await page.goto('/login');
  await loginIdField(page).fill('employee');
  await passwordField(page).fill(adminPassword);
  await loginButton(page).click();
  // An employee lands on their own dashboard (issue 30), and opens 내 정보 from there.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/my-profile');
}

test('the demo employee changes their phone in 내 정보 and sees it', async ({ page }) => {
  await signInAsEmployee(page);
  await expect(page.getByRole('heading', { name: '내 정보', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '기본 정보' })).toContainText('남궁도윤');
  await expect(page.getByRole('button', { name: '연락처 수정', exact: true })).toBeVisible();

  await page.getByRole('button', { name: '연락처 수정', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '연락처 수정', exact: true });
  const phone = dialog.getByLabel('휴대전화');

  // Bad input: the server's message under the field, the dialog stays, nothing is written.
  await phone.fill('abc-전화');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();

  await phone.fill('010-2345-6789');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: '연락처', exact: true })).toContainText('010-2345-6789');

  await page.reload();
  await expect(page.getByRole('region', { name: '연락처', exact: true })).toContainText('010-2345-6789');
});

test('an account without a linked employee record sees a clear empty state', async ({ page }) => {
  await signIn(page);
  await page.goto('/my-profile');
  await expect(page.getByText('연결된 직원 기록이 없습니다')).toBeVisible();
  await expect(page.getByRole('button', { name: /수정$/ })).toHaveCount(0);
});

for (const { name, ...options } of screenshotViewports) {
  test(`screenshots of 내 정보 at ${name} width`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000); // two accounts, three full-page screenshots (the page grew with 증명서 발급)
    const context = await browser.newContext({ ...options, baseURL, hasTouch: options.isMobile, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const page = await context.newPage();
    await signInAsEmployee(page);
    await expect(page.getByRole('region', { name: '기본 정보' })).toBeVisible();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`employee-${name}`), fullPage: true });
    await page.getByRole('button', { name: '주소 수정' }).click();
    await expect(page.getByRole('dialog', { name: '주소 수정' })).toBeVisible();
    await page.waitForTimeout(250); // the dialog's entrance
    await page.screenshot({ animations: 'disabled', path: shot(`address-dialog-${name}`) });
    await context.close();

    const admin = await browser.newContext({ ...options, baseURL, hasTouch: options.isMobile, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const adminPage = await admin.newPage();
    await signIn(adminPage);
    await adminPage.goto('/my-profile');
    await expect(adminPage.getByText('연결된 직원 기록이 없습니다')).toBeVisible();
    await expectReadyForScreenshot(adminPage);
    await adminPage.screenshot({ animations: 'disabled', path: shot(`no-record-${name}`), fullPage: true });
    await admin.close();
  });
}
