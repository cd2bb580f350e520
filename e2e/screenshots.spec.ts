import { expect, test } from '@playwright/test';
import { expectReadyForScreenshot, newBrowserContext, screenshotPath, screenshotViewports, signIn } from './fixtures';

/**
 * Screenshots of the login and signed-in pages at desktop and phone widths, into screenshots/
 * (gitignored) for review. Also checks what a screenshot cannot show by itself: the self-hosted
 * Pretendard font is in use for Hangul, nothing overflows the viewport sideways, and the console
 * stays free of errors.
 */

for (const screen of screenshotViewports) {
  const { name } = screen;
  test(`screenshots at ${name} width`, async ({ browser, baseURL }) => {
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

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await page.screenshot({ animations: 'disabled', path: shot('not-found'), fullPage: true });

    // No script errors and no CSP violations (the server's CSP forbids inline scripts).
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
}
