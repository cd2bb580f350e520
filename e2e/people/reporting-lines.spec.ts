import { expect, type Page } from '@playwright/test';
import { adminPassword, bearer, expectReadyForScreenshot, mobileScreen, newBrowserContext, newSignedInPage, screenshotPath, seriousViolations, signInAs, unique, test } from '../fixtures';

/**
 * 보고 라인 (issue 34 item 2): HR opens a new hire's record (프론트엔드팀), sees their manager derived
 * from the unit leader, sets the demo evaluator (최민지, 백엔드팀장) as their manager by hand and adds a
 * dotted line; the record shows both, and the new hire is on 최민지's manager dashboard. axe on both
 * pages; screenshots at 1440 and 390 px.
 */

const shot = (name: string) => screenshotPath('reporting-lines', name);

async function newHire(page: Page): Promise<{ id: string; name: string }> {
  const { employeeNo, email } = unique('RL');
  const name = `보고${employeeNo.slice(-4)}`;
  const created = await page.request.post('/api/mongo/employees/register', {
    headers: await bearer(page),
    data: {
      employee: {
        person_name: name,
        employee_number: employeeNo,
        corporation_name: '한빛소프트',
        division_name: '플랫폼사업부',
        headquarter_name: '개발본부',
        team_name: '프론트엔드팀',
        work_form: '정규직',
        job_title: '팀원',
        hire_date: '2025-03-04',
      },
      person: { name, company_email: email, gender: '여' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { _id: string })._id, name };
}

const card = (page: Page) => page.getByRole('region', { name: '보고 라인' });

async function pickPerson(page: Page, label: string, query: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('combobox', { name: `${label} 검색` }).fill(query);
  await page.getByRole('listbox', { name: `${label} 검색 결과` }).getByRole('option', { name: new RegExp(query) }).first().click();
}

test('HR sets a manager and a dotted line on a record; the manager sees the person on their dashboard', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { context, page } = await newSignedInPage(browser, baseURL, { loginId: 'hr.manager', password: adminPassword, path: '/employees' });
  const person = await newHire(page);
  await page.goto(`/employees/${person.id}`);
  await page.getByRole('tab', { name: '소속·근무' }).click();
  const lines = card(page);
  await expect(lines.getByText('주 소속')).toBeVisible();
  await expect(lines.getByText('조직장 기준')).toBeVisible();

  await lines.getByRole('button', { name: '프론트엔드팀 관리자 변경' }).click();
  await expect(page.getByRole('dialog', { name: '관리자 지정' })).toBeVisible();
  await pickPerson(page, '관리자', '최민지');
  await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(lines.getByRole('link', { name: /최민지/ })).toBeVisible();
  await expect(lines.getByText('직접 지정')).toBeVisible();

  await lines.getByRole('button', { name: '프론트엔드팀 점선 보고 추가' }).click();
  await pickPerson(page, '점선 보고 관리자', '남궁도윤');
  await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(lines.getByRole('button', { name: /남궁도윤 점선 보고 삭제/ })).toBeVisible();

  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('record-desktop'), fullPage: true });

  // The history names the change.
  await page.getByRole('tab', { name: '변경 이력' }).click();
  await expect(page.getByText('보고 라인 변경').first()).toBeVisible();
  await context.close();

  // 최민지 (the demo evaluator) now has the new hire among the people who report to her.
  const manager = await newBrowserContext(browser, baseURL);
  const managerPage = await manager.newPage();
  await signInAs(managerPage, 'evaluator', /\/manager-dashboard$/);
  await expect(managerPage.getByRole('heading', { name: '팀원', exact: true })).toBeVisible();
  // Hired long ago: listed only among the team, not as a new hire.
  await expect(managerPage.getByText(person.name)).toBeVisible();
  await expectReadyForScreenshot(managerPage);
  expect(await seriousViolations(managerPage)).toEqual([]);
  await managerPage.screenshot({ animations: 'disabled', path: shot('dashboard-desktop'), fullPage: true });
  await manager.close();

  // The same at 390 px.
  const phone = await newSignedInPage(browser, baseURL, { screen: mobileScreen, loginId: 'hr.manager', password: adminPassword, path: `/employees/${person.id}` });
  await phone.page.getByRole('tab', { name: '소속·근무' }).click();
  await expect(card(phone.page).getByRole('link', { name: /최민지/ })).toBeVisible();
  await expectReadyForScreenshot(phone.page);
  await phone.page.screenshot({ animations: 'disabled', path: shot('record-mobile'), fullPage: true });
  await phone.context.close();
  const phoneManager = await newBrowserContext(browser, baseURL, mobileScreen);
  const phoneManagerPage = await phoneManager.newPage();
  await signInAs(phoneManagerPage, 'evaluator', /\/manager-dashboard$/);
  await expect(phoneManagerPage.getByText(person.name)).toBeVisible();
  await expectReadyForScreenshot(phoneManagerPage);
  await phoneManagerPage.screenshot({ animations: 'disabled', path: shot('dashboard-mobile'), fullPage: true });
  await phoneManager.close();
});
