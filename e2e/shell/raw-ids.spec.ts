import { expect, type Page } from '@playwright/test';
import { bearer, expectReadyForScreenshot, mobileScreen, newSignedInPage, screenshotPath, signIn, test } from '../fixtures';

/**
 * Issue 29 item 4: people read names and 2026.12.31 dates, never record ids or ISO timestamps. The
 * breadcrumbs of an evaluation cycle's screens, an evaluation template, the checklist builder and a
 * job notice name the record (a notice's trail leads to the list, not to a placeholder), and an
 * employee's 변경 이력 shows unit and corporation names.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '현재 위치' });
const shot = (name: string) => screenshotPath('raw-ids', name);

type Named = { id: string; name: string };

async function records(page: Page) {
  const headers = await bearer(page);
  const get = async <T>(path: string) => {
    const response = await page.request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const [cycle] = (await get<{ data: Named[] }>('/api/evaluation-cycles?limit=1')).data;
  const [template] = (await get<{ data: Named[] }>('/api/evaluation-templates')).data;
  const [checklist] = (await get<{ data: Named[] }>('/api/mongo/checklist/templates')).data;
  const notices = await page.request.post('/api/recruitment/list', { headers, data: { page: 1, limit: 1 } });
  expect(notices.status()).toBe(200);
  const [notice] = ((await notices.json()) as { data: { id: string; title: string }[] }).data;
  if (!cycle || !template || !checklist || !notice) throw new Error('the demo lacks a cycle, a template, a checklist template or a notice');
  return { cycle, template, checklist, notice };
}

test('breadcrumbs name cycles, templates and notices instead of their ids (1440 px)', async ({ page }) => {
  test.setTimeout(90_000); // ten screens in turn
  await signIn(page);
  const { cycle, template, checklist, notice } = await records(page);
  const trails: [path: string, trail: string[]][] = [
    [`/eval/cycles/${cycle.id}/status`, ['홈', '성과 평가', '평가 주기', cycle.name, '평가 진행 현황']],
    [`/eval/cycles/${cycle.id}/results`, ['홈', '성과 평가', '평가 주기', cycle.name, '평가 결과']],
    [`/eval/cycles/${cycle.id}/report`, ['홈', '성과 평가', '평가 주기', cycle.name, '평가 주기 리포트']],
    [`/eval/templates/${template.id}/edit`, ['홈', '성과 평가', '평가 템플릿', template.name, '평가 템플릿 편집']],
    [`/checklist-builder/${checklist.id}`, ['홈', '체크리스트 템플릿 관리', checklist.name]],
    [`/job-notices/detail/${notice.id}`, ['홈', '채용 공고', notice.title]],
  ];
  for (const [path, trail] of trails) {
    await page.goto(path);
    await expect(breadcrumb(page).getByRole('listitem'), path).toHaveText(trail);
    await expect(breadcrumb(page), path).not.toContainText(uuid);
  }
  // The notice's trail goes back to the list.
  await breadcrumb(page).getByRole('link', { name: '채용 공고' }).click();
  await expect(page).toHaveURL(/\/job-notices$/);

  await page.goto(`/eval/cycles/${cycle.id}/status`);
  await expect(breadcrumb(page).getByRole('listitem').nth(3)).toHaveText(cycle.name);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot('cycle-desktop') });
  await page.goto(`/checklist-builder/${checklist.id}`);
  await expect(breadcrumb(page).getByRole('listitem').last()).toHaveText(checklist.name);
  await page.screenshot({ animations: 'disabled', path: shot('checklist-builder-desktop') });
});

test('the phone location panel names the cycle (390 px)', async ({ browser, baseURL }) => {
  const { context, page } = await newSignedInPage(browser, baseURL, { screen: mobileScreen });
  const { cycle } = await records(page);
  await page.goto(`/eval/cycles/${cycle.id}/results`);
  await page.getByTestId('page-title').click();
  const panel = page.getByTestId('mobile-location-panel');
  await expect(panel).toContainText(`홈 › 성과 평가 › 평가 주기 › ${cycle.name} › 평가 결과`);
  await expect(panel).not.toContainText(uuid);
  await page.screenshot({ animations: 'disabled', path: shot('cycle-mobile') });
  await context.close();
});

test("an employee's 변경 이력 shows names and dates, never ids or ISO timestamps", async ({ browser, baseURL }) => {
  for (const screen of [undefined, mobileScreen]) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen });
    const response = await page.request.get('/api/mongo/employees/list?limit=1', { headers: await bearer(page) });
    const [first] = ((await response.json()) as { data: { id: string }[] }).data;
    if (!first) throw new Error('the demo has no employees');
    await page.goto(`/employees/${first.id}`);
    await page.getByRole('tab', { name: '변경 이력' }).click();
    const history = page.getByRole('tabpanel');
    await expect(history.getByRole('listitem').first()).toBeVisible();
    // textContent: the folded rows of a new record count too.
    const text = (await history.textContent()) ?? '';
    expect(text).not.toMatch(uuid);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    await history.getByText(/입력한 항목 \d+개 보기/).first().click();
    await expect(history.getByText('팀', { exact: true }).first()).toBeVisible();
    await page.screenshot({ animations: 'disabled', fullPage: !screen, path: shot(`history-${screen ? 'mobile' : 'desktop'}`) });
    await context.close();
  }
});
