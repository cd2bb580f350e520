import { expect } from '@playwright/test';
import { expectReadyForScreenshot, newBrowserContext, screenshotPath, screenshotViewports, signIn, test } from '../fixtures';

/**
 * Screenshots of the login and signed-in pages, an open dialog and an open menu at desktop and phone
 * widths, into screenshots/ (gitignored) for review. Also checks what a screenshot cannot show by
 * itself: keyboard focus lands where React's Radix puts it (a menu opened with Enter starts on its
 * first item; a dialog on its first field), a menu inside the mobile sheet does not close the sheet,
 * and the console stays free of errors.
 */

for (const screen of screenshotViewports) {
  const { name } = screen;
  test(`screenshots at ${name} width`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000); // a dozen screens, each waited for and shot
    const shot = (file: string) => screenshotPath(file, name);
    const context = await newBrowserContext(browser, baseURL, screen);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
    // The page runs on React itself: createRoot marks its container.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')))).toBe(true);
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot('login'), fullPage: true });

    // Keyboard focus is visible: Tab lands on the login ID field first.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: '로그인 ID', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '비밀번호 표시' })).toBeFocused();
    await page.screenshot({ animations: 'disabled', path: shot('login-focus'), fullPage: true });

    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ animations: 'disabled', path: shot('login-error'), fullPage: true });

    await signIn(page);
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot('dashboard'), fullPage: true });

    await page.goto('/employees');
    await expect(page.getByRole('heading', { name: '직원 관리', level: 1 })).toBeVisible();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot('employees'), fullPage: true });

    // A dialog: Excel 내보내기 asks why personal data is downloaded; its field takes the focus.
    await page.getByRole('button', { name: 'Excel 내보내기' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Excel 내보내기' });
    await expect(exportDialog).toBeVisible();
    await expect(exportDialog.getByRole('textbox', { name: /다운로드 사유/ })).toBeFocused();
    await page.waitForTimeout(300); // the opening animation
    await page.screenshot({ animations: 'disabled', path: shot('employees-export-dialog') });
    await page.keyboard.press('Escape');
    await expect(exportDialog).toBeHidden();

    await page.goto('/organization');
    await expect(page.getByRole('heading', { name: '조직도 설정', level: 1 })).toBeVisible();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot('organization'), fullPage: true });

    // A menu: the user menu, opened from the keyboard, starts on its first item. On a phone it sits
    // in the sidebar sheet, a layer the menu's own layer must not close.
    let sheet = null;
    if (screen.isMobile) {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      sheet = page.getByRole('dialog', { name: '주 메뉴' });
      await expect(sheet).toBeVisible();
    }
    const userMenuButton = (sheet ?? page).getByRole('button', { name: /사용자 메뉴/ });
    await userMenuButton.focus();
    await page.keyboard.press('Enter');
    const userMenu = page.getByRole('menu');
    await expect(userMenu).toBeVisible();
    await expect(userMenu.getByRole('menuitem').first()).toBeFocused();
    await page.waitForTimeout(200); // the opening transition
    await page.screenshot({ animations: 'disabled', path: shot('user-menu') });
    await userMenu.getByText('시스템 관리자').first().click();
    await expect(userMenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(userMenu).toBeHidden();
    await expect(userMenuButton).toBeFocused();
    if (sheet) await expect(sheet).toBeVisible();

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await page.screenshot({ animations: 'disabled', path: shot('not-found'), fullPage: true });

    // No script errors and no CSP violations (the server's CSP forbids inline scripts).
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
}
