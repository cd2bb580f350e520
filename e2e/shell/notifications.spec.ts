import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminHeaders,
  desktopScreen,
  expectReadyForScreenshot,
  mobileScreen,
  newSignedInPage,
  screenshotPath,
  seriousViolations,
  unique,
  uniqueStamp, test } from '../fixtures';
import { smtpSinkUrl, type SinkMail } from '../support/smtp-settings';

/**
 * Reminders and the notification centre (issue 34 item 4): a person whose visa expires in ten days,
 * with an account of their own; the administrator runs the rules (지금 실행, as the 08:00 job would);
 * the person sees the reminder in the header's bell, opens it and follows it (read), and finds it on
 * /notifications; the reminder also came by mail. axe; 1440 and 390 px screenshots.
 */

const shot = (name: string) => screenshotPath('notifications', name);
const password = 'quiet-harbour-notice-2026';

/** YYYY-MM-DD in Seoul, `days` from today. */
const seoulDay = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A new employee whose visa expires on `expiry`, with an 'employee' account whose password is already their own. */
async function seedPerson(request: APIRequestContext, name: string, expiry: string) {
  const headers = await adminHeaders(request);
  const { employeeNo, email } = unique('NT');
  const created = await request.post('/api/mongo/employees', {
    headers,
    data: {
      employee: { person_name: name, employee_number: employeeNo, hire_date: '2024-03-04', work_form: '정규직', employment_status: '재직' },
      person: { name, email, company_email: email, contact: '01056781234' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id, version } = (await created.json()) as { _id: string; version: number };
  const visa = await request.put(`/api/mongo/employees/${id}`, { headers, data: { version, personal: { visa: { type: 'E-7', expiryDate: expiry } } } });
  expect(visa.status(), await visa.text()).toBe(200);
  const loginId = `notice.${uniqueStamp().toLowerCase()}`;
  const initial = `${password}-first`;
  const account = await request.post('/api/mongo/admin/accounts', { headers, data: { mode: 'password', employeeId: id, loginId, password: initial, roles: ['employee'] } });
  expect(account.status(), await account.text()).toBe(201);
  const login = await request.post('/api/mongo/admin/login', { data: { loginId, password: initial } });
  const { token } = (await login.json()) as { token: { access_token: string } };
  const changed = await request.put('/api/mongo/users/me/password', {
    headers: { Authorization: `Bearer ${token.access_token}` },
    data: { currentPassword: initial, newPassword: password },
  });
  expect(changed.status(), await changed.text()).toBe(204);
  return { loginId, email };
}

const bell = (page: Page) => page.getByTestId('notification-bell');

test('a visa reminder appears in the bell, opens, is followed and read; the page and the mail', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const name = `알림${uniqueStamp().slice(-4)}`;
  const expiry = seoulDay(10);
  const dotted = expiry.replaceAll('-', '.');
  const title = `비자 만료 D-10 (${dotted})`;

  // The administrator runs the rules now from /notifications (알림 규칙 → 지금 실행).
  const { context: adminContext, page: admin } = await newSignedInPage(browser, baseURL, { path: '/notifications' });
  const person = await seedPerson(admin.request, name, expiry);
  const rules = admin.getByText('알림 규칙', { exact: true });
  await expect(rules).toBeVisible();
  await expect(admin.getByRole('textbox', { name: '비자 만료 예정 일수' })).toHaveValue('30');
  await admin.getByRole('button', { name: '지금 실행' }).click();
  await expect(admin.getByText(/새 알림 \d+건을 만들었습니다/)).toBeVisible();
  await adminContext.close();

  for (const screen of [desktopScreen, mobileScreen]) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen, loginId: person.loginId, password, path: '/my-profile' });
    await expect(page.getByRole('heading', { name: '내 정보', level: 1 })).toBeVisible();
    if (screen === desktopScreen) {
      await expect(bell(page)).toHaveAccessibleName('알림, 읽지 않은 알림 1건');
      await expect(page.getByTestId('notification-count')).toHaveText('1');
      expect(await seriousViolations(page)).toEqual([]);

      await bell(page).click();
      const panel = page.getByRole('dialog', { name: '알림' });
      const link = panel.getByRole('link', { name: title });
      await expect(link).toBeVisible();
      await expect(panel).toContainText('비자 만료일은');
      await expectReadyForScreenshot(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`bell-${screen.name}`) });

      // Following it leads to the subject and marks it read.
      await link.click();
      await expect(panel).toBeHidden();
      await expect(bell(page)).toHaveAccessibleName('알림');
      await expect(page.getByTestId('notification-count')).toHaveCount(0);
    } else {
      await bell(page).click();
      await expect(page.getByRole('dialog', { name: '알림' }).getByRole('link', { name: title })).toBeVisible();
      await expectReadyForScreenshot(page);
      await page.screenshot({ path: shot(`bell-${screen.name}`) });
      await page.keyboard.press('Escape');
    }

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: '알림', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: '알림 목록' });
    await expect(list.getByRole('link', { name: title })).toBeVisible();
    await expect(list.getByTestId('notification-item').first()).toHaveAttribute('data-unread', 'false');
    // Not an administrator: no rules, but the mail preferences.
    await expect(page.getByText('알림 규칙', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: '비자 만료 예정' })).toBeChecked();
    await expectReadyForScreenshot(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shot(`page-${screen.name}`), fullPage: true });
    await context.close();
  }

  // The reminder also came by mail (the person keeps mail on for it, the default).
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${smtpSinkUrl}/mails`)).json()) as SinkMail[];
      return mails.filter((m) => m.to.some((to) => to.includes(person.email))).map((m) => m.subject);
    })
    .toEqual([`[사람] ${title}`]);
});
