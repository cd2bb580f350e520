import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminHeaders,
  expectReadyForScreenshot,
  loginButton,
  loginIdField,
  mobileScreen,
  newBrowserContext,
  newSignedInPage,
  passwordField,
  screenshotPath,
  screenshotViewports,
  seriousViolations,
  unique,
  uniqueStamp, test } from '../fixtures';

/**
 * Resignations (issue 14 items 4 and 6): an employee files their own request (사직서 제출), HR
 * approves it on 사직서 관리 (the sidebar shows the pending count), the timeline shows both steps.
 * The last working day is yesterday (Seoul), so the approval queues the retirement job at once (no
 * test-only clock): the person becomes 퇴직, shows on 퇴직자 관리 and can no longer sign in. HR then
 * rehires them there (재입사, 사번 유지). The person is made by this test, with an account of their own.
 */

const shot = (name: string) => screenshotPath('resignations', name);
const password = 'quiet-harbour-resign-2026';
const signInFailed = '로그인 ID 또는 비밀번호가 올바르지 않습니다.';

/** YYYY-MM-DD in Seoul, `days` from today. */
function seoulDay(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A new employee hired 2024-03-04 with an 'employee' account whose password is already their own. */
async function seedPerson(request: APIRequestContext, name: string) {
  const headers = await adminHeaders(request);
  const { employeeNo, email } = unique('RS');
  const created = await request.post('/api/mongo/employees', {
    headers,
    data: {
      employee: { person_name: name, employee_number: employeeNo, hire_date: '2024-03-04', work_form: '정규직', employment_status: '재직' },
      person: { name, email, company_email: email, contact: '01056781234' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  const loginId = `resign.${uniqueStamp().toLowerCase()}`;
  const initial = `${password}-first`;
  const account = await request.post('/api/mongo/admin/accounts', { headers, data: { mode: 'password', employeeId: id, loginId, password: initial, roles: ['employee'] } });
  expect(account.status(), await account.text()).toBe(201);
  const login = await request.post('/api/mongo/admin/login', { data: { loginId, password: initial } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: { access_token: string } };
  const changed = await request.put('/api/mongo/users/me/password', {
    headers: { Authorization: `Bearer ${token.access_token}` },
    data: { currentPassword: initial, newPassword: password },
  });
  expect(changed.status(), await changed.text()).toBe(204);
  return { id, employeeNo, loginId };
}

async function signInAs(page: Page, loginId: string) {
  await page.goto('/login');
  await loginIdField(page).fill(loginId);
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

test('request, approve with the timeline, retirement after the last working day, no more sign-in, rehire', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const name = `사직${uniqueStamp().slice(-4)}`;
  const { context: hrContext, page: hr } = await newSignedInPage(browser, baseURL);
  const person = await seedPerson(hr.request, name);

  // The employee files their request.
  const userContext = await newBrowserContext(browser, baseURL);
  const user = await userContext.newPage();
  await signInAs(user, person.loginId);
  await expect(user).not.toHaveURL(/\/login/);
  await user.goto('/resignation-request');
  await expect(user.getByRole('heading', { name: '사직서 제출', level: 1 })).toBeVisible();
  const form = user.getByRole('form', { name: '사직서 작성' });
  // Nothing filled in: the shared schema's messages, nothing sent.
  await form.getByRole('button', { name: '사직서 제출' }).click();
  await expect(form.getByText('최종 근무일을 YYYY-MM-DD 형식으로 입력해주세요.')).toBeVisible();
  await expect(form.getByText('퇴직 유형을 선택해주세요.')).toBeVisible();
  await form.getByRole('combobox', { name: '퇴직 유형' }).click();
  await user.getByRole('option', { name: '자진퇴사' }).click();
  await form.getByLabel('사유').fill('가족과 함께 지방으로 이사합니다.');
  // Before the hire date: the server's 400 under its field.
  await form.getByLabel('최종 근무일').fill('2024-01-31');
  await form.getByRole('button', { name: '사직서 제출' }).click();
  // Submitting asks first.
  await user.getByRole('alertdialog', { name: '사직서를 제출할까요?' }).getByRole('button', { name: '제출' }).click();
  await expect(form.getByText('최종 근무일은 입사일(2024-03-04) 이후여야 합니다.')).toBeVisible();
  const lastWorkingDay = seoulDay(-1);
  await form.getByLabel('최종 근무일').fill(lastWorkingDay);
  await form.getByRole('button', { name: '사직서 제출' }).click();
  await user.getByRole('alertdialog', { name: '사직서를 제출할까요?' }).getByRole('button', { name: '제출' }).click();
  const mine = user.getByRole('region', { name: '제출한 사직서' });
  await expect(mine.getByText('승인 대기')).toBeVisible();
  await expect(mine.getByRole('list', { name: '처리 이력' })).toContainText(`사직 신청 · ${name} (${person.loginId})`);
  await expect(mine.getByRole('button', { name: '신청 취소' })).toBeVisible();
  expect(await seriousViolations(user)).toEqual([]);
  await expectReadyForScreenshot(user);
  await user.screenshot({ animations: 'disabled', fullPage: true, path: shot('request-desktop') });

  // HR: the sidebar counts the pending request; the list shows it first among the pending.
  await hr.goto('/resignation-management');
  await expect(hr.getByRole('heading', { name: '사직서 관리', level: 1 })).toBeVisible();
  await expect(hr.getByRole('link', { name: /사직서 관리.*승인 대기 \d+건/ })).toBeVisible();
  await hr.getByRole('searchbox', { name: '사직서 검색' }).fill(name);
  // The row is on the list before the search: wait for the search itself (debounced into ?q=), so
  // axe below waits for its refetch instead of measuring the list dimmed mid-refetch.
  await expect(hr).toHaveURL(/[?&]q=/);
  const row = hr.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('승인 대기');
  await expect(row).toContainText('자진퇴사');
  expect(await seriousViolations(hr)).toEqual([]);
  await expectReadyForScreenshot(hr);
  await hr.screenshot({ animations: 'disabled', path: shot('management-desktop') });

  await row.getByRole('button', { name }).click();
  const detail = hr.getByRole('dialog', { name: `${name} (${person.employeeNo}) 사직서` });
  await expect(detail.getByRole('list', { name: '처리 이력' })).toContainText('사직 신청');
  // 반려 needs a reason; going back leaves the request as it was.
  await detail.getByRole('button', { name: '반려' }).click();
  const rejecting = hr.getByRole('dialog', { name: '사직서 반려' });
  await rejecting.getByRole('button', { name: '반려' }).click();
  await expect(rejecting.getByText('반려 사유를 입력해주세요.')).toBeVisible();
  await rejecting.getByRole('button', { name: '취소' }).click();
  await detail.getByRole('button', { name: '승인' }).click();
  const approving = hr.getByRole('dialog', { name: '사직서 승인' });
  await approving.getByLabel('의견').fill('인수인계 일정 확인했습니다.');
  await hr.waitForTimeout(250); // the dialog's entrance
  expect(await seriousViolations(hr)).toEqual([]);
  await approving.getByRole('button', { name: '승인' }).click();
  const timeline = detail.getByRole('list', { name: '처리 이력' });
  await expect(timeline).toContainText('사직 신청');
  await expect(timeline).toContainText(/승인 · .*admin/);
  await expect(timeline).toContainText('인수인계 일정 확인했습니다.');
  await hr.waitForTimeout(250);
  await hr.screenshot({ animations: 'disabled', path: shot('detail-desktop') });

  // The last working day has passed: the approval queued the retirement job, which completes it.
  const headers = await adminHeaders(hr.request);
  await expect
    .poll(async () => {
      const list = await hr.request.get(`/api/mongo/resignations?employee_id=${person.id}`, { headers });
      return ((await list.json()) as { data: { status: string }[] }).data[0]?.status;
    }, { timeout: 30_000 })
    .toBe('completed');
  await hr.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // 퇴직자 관리 lists the person; they cannot sign in any more.
  await hr.goto('/retired-employees');
  await hr.getByRole('searchbox', { name: '퇴직자 검색' }).fill(name);
  const retired = hr.getByTestId('employee-row').filter({ hasText: name });
  await expect(retired).toContainText(person.employeeNo);
  // 퇴직일: the day after the last working day (today), and the request's reason.
  await expect(retired).toContainText(seoulDay(0).replaceAll('-', '.'));
  await expect(retired).toContainText('가족과 함께 지방으로 이사합니다.');
  await signInAs(user, person.loginId);
  await expect(user.getByText(signInFailed)).toBeVisible();

  // 재입사 with the old 사번: back among the working, gone from 퇴직자 관리.
  await retired.getByRole('button', { name: `${name} 재입사` }).click();
  const rehire = hr.getByRole('dialog', { name: '재입사' });
  await rehire.getByLabel('입사일').fill(seoulDay(1));
  await hr.waitForTimeout(250);
  expect(await seriousViolations(hr)).toEqual([]);
  await hr.screenshot({ animations: 'disabled', path: shot('rehire-desktop') });
  await rehire.getByRole('button', { name: '재입사 처리' }).click();
  await expect(rehire).toBeHidden();
  await expect(hr.getByTestId('employee-row').filter({ hasText: name })).toHaveCount(0);
  const record = (await (await hr.request.get(`/api/mongo/employees/${person.id}`, { headers })).json()) as { isActive: boolean; personal: { employeeNo: string } };
  expect(record).toMatchObject({ isActive: true, personal: { employeeNo: person.employeeNo } });

  await userContext.close();
  await hrContext.close();
});

test('the resignation screens at 390 px: no sideways overflow, axe finds nothing serious', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const { context, page } = await newSignedInPage(browser, baseURL, { screen: mobileScreen, path: '/resignation-management' });
  await expect(page.getByRole('heading', { name: '사직서 관리', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: '사직서 목록' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot('management-mobile') });
  await page.getByRole('list', { name: '사직서 목록' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('list', { name: '처리 이력' })).toBeVisible();
  await page.waitForTimeout(250);
  await page.screenshot({ animations: 'disabled', path: shot('detail-mobile') });

  // A person of this test (the demo employee's own request stays as the demo made it).
  const { loginId } = await seedPerson(page.request, `사직${uniqueStamp().slice(-4)}`);
  const userContext = await newBrowserContext(browser, baseURL, mobileScreen);
  const user = await userContext.newPage();
  await signInAs(user, loginId);
  await expect(user).not.toHaveURL(/\/login/);
  await user.goto('/resignation-request');
  await expect(user.getByRole('heading', { name: '사직서 제출', level: 1 })).toBeVisible();
  await expect(user.getByRole('form', { name: '사직서 작성' })).toBeVisible();
  expect(await seriousViolations(user)).toEqual([]);
  await expectReadyForScreenshot(user);
  await user.screenshot({ animations: 'disabled', fullPage: true, path: shot('request-mobile') });
  await userContext.close();
  await context.close();
});

test('사직서 제출 offers only the types a person files and asks before submitting (1440 and 390 px)', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await newSignedInPage(browser, baseURL);
  const { loginId } = await seedPerson(page.request, `유형${uniqueStamp().slice(-4)}`);
  for (const screen of screenshotViewports) {
    const userContext = await newBrowserContext(browser, baseURL, screen);
    const user = await userContext.newPage();
    await signInAs(user, loginId);
    await expect(user).not.toHaveURL(/\/login/);
    await user.goto('/resignation-request');
    const form = user.getByRole('form', { name: '사직서 작성' });
    await form.getByLabel(/최종 근무일/).fill(seoulDay(30));
    await form.getByRole('combobox', { name: /퇴직 유형/ }).click();
    const options = user.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.allTextContents()).not.toEqual(expect.arrayContaining(['권고사직']));
    expect(await options.allTextContents()).not.toEqual(expect.arrayContaining(['해고']));
    await user.getByRole('option', { name: '자진퇴사' }).click();
    await form.getByRole('button', { name: '사직서 제출' }).click();
    const confirm = user.getByRole('alertdialog', { name: '사직서를 제출할까요?' });
    await expect(confirm).toContainText(`최종 근무일 ${seoulDay(30).replaceAll('-', '.')}`);
    await user.waitForTimeout(250);
    await expectReadyForScreenshot(user);
    await user.screenshot({ animations: 'disabled', path: shot(`request-confirm-${screen.name}`) });
    if (screen.name === 'desktop') {
      await confirm.getByRole('button', { name: '취소' }).click();
      await expect(confirm).toBeHidden();
      await expect(form).toBeVisible();
    } else {
      await confirm.getByRole('button', { name: '제출' }).click();
      await expect(user.getByRole('region', { name: '제출한 사직서' })).toBeVisible();
    }
    await userContext.close();
  }
  await context.close();
});
