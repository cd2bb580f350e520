import { expect, type Page } from '@playwright/test';
import {
  expectReadyForScreenshot,
  mobileScreen,
  newBrowserContext,
  screenshotPath,
  seriousViolations,
  signIn,
  signInAs,
  type Screen,
  desktopScreen,
  adminPassword, test } from '../fixtures';

/**
 * The personal dashboards (issue 30 item 2) on the demo company: the demo employee (남궁도윤, 백엔드팀
 * API파트) signs in, lands on /dashboard and finds their own 2026 정기 성과평가 self-review among the
 * tasks, which opens the evaluation; the demo evaluator (최민지, 백엔드팀장, a unit leader without HR
 * rights) lands on /manager-dashboard with the people who report to her. Both pages pass axe and are captured at 1440
 * and 390 px.
 */

const shot = (name: string) => screenshotPath('my-dashboard', name);
const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 });

async function signedInAs(browser: Parameters<typeof newBrowserContext>[0], baseURL: string | undefined, loginId: string, landing: RegExp, screen: Screen = desktopScreen) {
  const context = await newBrowserContext(browser, baseURL, screen);
  const page = await context.newPage();
  await signInAs(page, loginId, landing);
  return { context, page };
}

test('an employee lands on /dashboard and opens their own self-review from the task list', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await signedInAs(browser, baseURL, 'employee', /\/dashboard$/);
  await expect(pageTitle(page)).toHaveText('대시보드');
  await expect(page.getByText('남궁도윤님에게 온 업무와 내 온보딩·평가 현황입니다.')).toBeVisible();

  const reviews = page.getByRole('region', { name: /자기평가 작성 \d+건/ });
  const task = reviews.getByRole('link', { name: /2026 정기 성과평가 · 자기평가/ });
  await expect(task).toBeVisible();
  // At least this one (specs that ran before on the same server may have opened more for this person).
  await expect(page.getByRole('region', { name: '업무 요약' }).getByRole('link', { name: /작성할 평가/ })).toContainText(/[1-9]\d*건/);
  // Nothing of other people's: an employee approves nothing and verifies no checklist.
  await expect(page.getByRole('heading', { name: '결재 대기' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '확인할 체크리스트 항목' })).toHaveCount(0);
  // Their own evaluation's status beside the tasks.
  await expect(page.getByRole('heading', { name: '내 평가' })).toBeVisible();
  await expect(page.getByRole('link', { name: /2026 정기 성과평가.*자기평가 작성 필요/ })).toBeVisible();
  // Not a unit leader: no way to the manager dashboard.
  await expect(page.getByRole('link', { name: '매니저 대시보드' })).toHaveCount(0);

  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('employee-desktop'), fullPage: true });

  await task.click();
  await expect(page).toHaveURL(/\/eval\/evaluations\/[0-9a-f-]{36}$/);
  await expect(pageTitle(page)).toContainText('2026 정기 성과평가');

  // The manager dashboard says politely that it is for managers.
  await page.goto('/manager-dashboard');
  await expect(page.getByText('보고받는 팀원이 없습니다')).toBeVisible();
  await expect(page.getByText(/조직장이거나 보고받는 팀원이 있는 직원만 볼 수 있습니다/)).toBeVisible();
  await page.getByRole('link', { name: '내 대시보드로 가기' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});

test('a unit leader without HR rights lands on /manager-dashboard with their team', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await signedInAs(browser, baseURL, 'evaluator', /\/manager-dashboard$/);
  await expect(pageTitle(page)).toHaveText('매니저 대시보드');
  await expect(page.getByText(/나에게 직접 보고하는 팀원의 .*이끄는 조직: .*백엔드팀/)).toBeVisible();
  const summary = page.getByRole('region', { name: '팀 현황 요약' });
  await expect(summary.getByText('재직 인원')).toBeVisible();
  const units = page.getByRole('table', { name: '조직별 재직 인원과 휴직 인원' });
  // Her direct reports: the 파트장 of 백엔드팀's parts (their people report to them).
  await expect(units.getByRole('rowheader', { name: 'API파트' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '팀원', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '진행 중인 평가' })).toBeVisible();
  await expect(page.getByText('2026 정기 성과평가').first()).toBeVisible();

  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('manager-desktop'), fullPage: true });

  // Their own tasks are one click away.
  await page.getByRole('link', { name: '내 대시보드' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: '매니저 대시보드' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '작성할 평가' })).toBeVisible();
  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('leader-tasks-desktop'), fullPage: true });
  await context.close();
});

test('both dashboards at 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const employee = await signedInAs(browser, baseURL, 'employee', /\/dashboard$/, mobileScreen);
  await expect(employee.page.getByRole('link', { name: /2026 정기 성과평가 · 자기평가/ })).toBeVisible();
  await expectReadyForScreenshot(employee.page);
  await employee.page.screenshot({ animations: 'disabled', path: shot('employee-mobile'), fullPage: true });
  await employee.context.close();

  const leader = await signedInAs(browser, baseURL, 'evaluator', /\/manager-dashboard$/, mobileScreen);
  await expect(leader.page.getByRole('table', { name: '조직별 재직 인원과 휴직 인원' })).toBeVisible();
  await expectReadyForScreenshot(leader.page);
  expect(await seriousViolations(leader.page)).toEqual([]);
  await leader.page.screenshot({ animations: 'disabled', path: shot('manager-mobile'), fullPage: true });
  await leader.context.close();
});

test('HR finds the approvals waiting for it on /dashboard; a TF task opens the TF tab', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await newBrowserContext(browser, baseURL);
  const page = await context.newPage();
  await signIn(page, 'hr.manager', adminPassword, '/dashboard');
  await expect(pageTitle(page)).toHaveText('대시보드');
  await expect(page.getByRole('heading', { name: '결재 대기' })).toBeVisible();
  for (const kind of ['TF 결재', '채용 공고 승인', '사직서 승인']) {
    await expect(page.getByRole('region', { name: new RegExp(`^${kind} \\d+건$`) })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: /^사직서 승인/ }).getByRole('link', { name: '목록 보기' })).toHaveAttribute('href', '/resignation-management?status=pending');
  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('hr-tasks-desktop'), fullPage: true });

  await page.getByRole('region', { name: /^TF 결재/ }).getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/organization\?tab=tf$/);
  await expect(page.getByRole('tab', { name: 'TF 관리' })).toHaveAttribute('aria-selected', 'true');
  await context.close();
});
