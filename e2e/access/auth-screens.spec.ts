import { expect } from '@playwright/test';
import { adminHeaders, expectReadyForScreenshot, newBrowserContext, screenshotPath, screenshotViewports, seriousViolations, test } from '../fixtures';

/**
 * The signed-out screens besides login: /forgot-password (who resets a password), /signup (an
 * access request administrators review), and their accessibility. Also screenshots of the
 * sign-in screens and the Google callback states at desktop and phone widths.
 */


test('forgot password: tells the user who resets passwords and leads back to login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: '비밀번호 찾기', level: 1 })).toBeVisible();
  await expect(page.getByText('인사 담당자나 Saram 시스템 관리자에게 비밀번호 재설정을 요청해주세요.', { exact: false })).toBeVisible();
  await expect(page.getByText('Saram은 이메일로 비밀번호 재설정 링크를 보내지 않습니다.', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('비밀번호 찾기 · Saram');

  await page.getByRole('link', { name: '로그인 화면으로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
});

test('sign-up files an access request that administrators can see', async ({ page, request }) => {
  const email = `e2e.signup.${Date.now()}@hanbit.co.kr`;
  await page.goto('/login');
  await page.getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: '회원가입 신청', level: 1 })).toBeVisible();

  // Empty: inline Korean errors, no request.
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/access-requests') && r.method() === 'POST') posts += 1;
  });
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText('이름을 입력해주세요.')).toBeVisible();
  await expect(page.getByText('이메일을 입력해주세요.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^이름/ })).toBeFocused();
  expect(posts).toBe(0);

  await page.getByRole('textbox', { name: /^이름/ }).fill('한지민');
  await page.getByRole('textbox', { name: /^이메일/ }).fill('jimin.han@');
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText('올바른 이메일 형식이 아닙니다.')).toBeVisible();
  expect(posts).toBe(0);

  await page.getByRole('textbox', { name: /^이메일/ }).fill(email);
  await page.getByRole('textbox', { name: /^부서/ }).fill('인사팀');
  await page.getByRole('textbox', { name: /^신청 사유/ }).fill('신규 입사자 온보딩 업무를 맡게 되었습니다.');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/access-requests') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '신청하기' }).click();
  expect((await created).status()).toBe(201);

  await expect(page.getByRole('heading', { name: '신청이 접수되었습니다' })).toBeFocused();
  await expect(page.getByTestId('signup-confirmation')).toContainText('한지민 님의 계정 신청을 관리자가 검토합니다.');
  await expect(page.getByTestId('signup-confirmation')).toContainText(email);
  expect(posts).toBe(1);

  // The request is waiting for an administrator.
  const list = await request.get('/api/mongo/admin/access-requests?status=pending', { headers: await adminHeaders(request) });
  expect(list.status()).toBe(200);
  const { data } = (await list.json()) as { data: Array<{ email: string; name: string; department: string | null; reason: string | null; status: string }> };
  expect(data.find((r) => r.email === email)).toMatchObject({
    name: '한지민',
    department: '인사팀',
    reason: '신규 입사자 온보딩 업무를 맡게 되었습니다.',
    status: 'pending',
  });

  await page.getByRole('link', { name: '로그인 화면으로' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('login, sign-up and forgot-password have no serious or critical axe violations', async ({ browser, baseURL }) => {
  const context = await newBrowserContext(browser, baseURL);
  const page = await context.newPage();

  await page.goto('/login?error=sso_failed');
  await expect(page.getByRole('alert')).toHaveText('Google 로그인에 실패했습니다.');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: '회원가입 신청' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText('이름을 입력해주세요.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: '비밀번호 찾기' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await context.close();
});

for (const screen of screenshotViewports) {
  const { name } = screen;
  test(`auth screens: screenshots at ${name} width`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const shot = (file: string) => screenshotPath(file, name);
    const context = await newBrowserContext(browser, baseURL, screen);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));

    await page.goto('/login?error=sso_not_configured');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot('login-sso-error'), fullPage: true });

    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: '회원가입 신청' })).toBeVisible();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot('signup'), fullPage: true });
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByText('이름을 입력해주세요.')).toBeVisible();
    await page.screenshot({ animations: 'disabled', path: shot('signup-errors'), fullPage: true });
    // The confirmation, without filing a real request (the endpoint allows 5 an hour per address).
    await page.route('**/api/access-requests', (route) =>
      route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          id: '00000000-0000-4000-8000-000000000000',
          name: '한지민',
          email: 'jimin.han@hanbit.co.kr',
          department: '인사팀',
          reason: null,
          status: 'pending',
          decidedAt: null,
          decisionComment: null,
          userId: null,
          createdAt: new Date().toISOString(),
        }),
      }),
    );
    await page.getByRole('textbox', { name: /^이름/ }).fill('한지민');
    await page.getByRole('textbox', { name: /^이메일/ }).fill('jimin.han@hanbit.co.kr');
    await page.getByRole('textbox', { name: /^부서/ }).fill('인사팀');
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('heading', { name: '신청이 접수되었습니다' })).toBeVisible();
    await page.screenshot({ animations: 'disabled', path: shot('signup-done'), fullPage: true });
    await page.unroute('**/api/access-requests');

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: '비밀번호 찾기' })).toBeVisible();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot('forgot-password'), fullPage: true });

    // The callback while the server is still answering: the spinner.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/mongo/auth/google/callback?**', async (route) => {
      await held;
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          message: '연결된 Saram 계정이 없습니다. 관리자에게 계정 연결을 요청해주세요.',
          code: 'SSO_FAILED',
          details: null,
          errorId: 'e2e-screenshot',
        }),
      });
    });
    await page.goto('/auth/google/callback?code=screenshot&state=screenshot');
    await expect(page.getByRole('status')).toHaveText('Google 로그인 처리 중...');
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot('google-callback') });

    // ... and the server's refusal: the '인증 실패' dialog.
    release();
    const dialog = page.getByRole('alertdialog', { name: '인증 실패' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(300); // let the opening animation finish
    await page.screenshot({ animations: 'disabled', path: shot('google-callback-failed') });
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.unroute('**/api/mongo/auth/google/callback?**');

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
}
