import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { adminHeaders, bearer, expectReadyForScreenshot, mobileScreen, newSignedInPage, screenshotPath, seriousViolations, uniqueStamp, test } from '../fixtures';

/**
 * 체크리스트 템플릿 관리 (/checklist-templates, issue 12) against the demo templates 사무직 (v3),
 * 개발직 (v4) and 계약직 (v2): open one, compare two versions side by side, restore an old one as a
 * new version, export it, and who sees the actions that change templates.
 */

const shot = (name: string) => screenshotPath('checklist-templates', name);
const base = '/api/mongo/checklist/templates';

async function templateByName(page: Page, name: string) {
  const response = await page.request.get(`${base}?feature_id=onboarding`, { headers: await adminHeaders(page.request) });
  const { data } = (await response.json()) as { data: { id: string; name: string; version: number; items: { title: string }[] }[] };
  const found = data.find((t) => t.name === name);
  if (!found) throw new Error(`demo template ${name} missing`);
  return found;
}

const list = (page: Page) => page.getByRole('table', { name: '체크리스트 템플릿 목록' });

test('hr.staff opens 사무직, compares v1 with v3, restores v1 as a new version; axe finds nothing serious', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await newSignedInPage(browser, baseURL, { loginId: 'hr.staff' });
  const before = await templateByName(page, '사무직');
  expect(before.version).toBeGreaterThanOrEqual(3);

  await page.goto('/checklist-templates');
  await expect(page.getByRole('heading', { name: '체크리스트 템플릿 관리', level: 1 })).toBeVisible();
  const row = list(page).getByRole('row').filter({ hasText: '사무직' });
  await expect(row).toContainText(`v${before.version}`);
  await expect(row).toContainText('전체');
  await expect(list(page).getByRole('row').filter({ hasText: '계약직' })).toContainText('계약직, 파견');
  await expect(row.getByRole('link', { name: '사무직 편집' })).toHaveAttribute('href', `/checklist-builder/${before.id}`);
  await expect(page.getByRole('link', { name: '새 템플릿' })).toHaveAttribute('href', '/checklist-builder/new');
  expect(await seriousViolations(page)).toEqual([]);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot('list-desktop') });

  await row.getByRole('link', { name: '사무직', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/checklist-templates\\?id=${before.id}$`));
  await expect(page.getByRole('heading', { name: '사무직', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '편집' })).toHaveAttribute('href', `/checklist-builder/${before.id}`);
  const current = page.getByRole('region', { name: `현재 내용 (버전 ${before.version})` });
  await expect(current.getByRole('region', { name: '구역: 수습' })).toContainText('수습 평가 면담');
  await expect(current).toContainText('확인 서명 · 인사 담당자');

  await page.getByRole('checkbox', { name: '버전 1 비교 선택' }).check();
  await page.getByRole('checkbox', { name: '버전 3 비교 선택' }).check();
  const compared = page.getByRole('table', { name: '버전 1 ↔ 버전 3 비교 결과' });
  await expect(compared.getByRole('columnheader')).toHaveText(['버전 1 (이전)', '버전 3 (이후)']);
  const added = compared.locator('tbody[data-status="added"]');
  await expect(added).toHaveCount(4);
  for (const title of ['비상연락처 등록', '증명사진 제출', '직무 교육 이수', '수습 평가 면담']) await expect(added.filter({ hasText: title })).toContainText('추가');
  await expect(page.getByText('추가 4 · 삭제 0 · 변경 2')).toBeVisible();
  // 사원증 발급 moved down: its 순서 changed.
  await expect(compared.getByRole('list', { name: '사원증 발급 변경 내용' })).toContainText('순서: 4 → 6');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', fullPage: true, path: shot('compare-desktop') });

  await page.getByRole('button', { name: '버전 1 복원' }).click();
  const dialog = page.getByRole('alertdialog', { name: '버전 1을 복원할까요?' });
  await dialog.getByLabel('변경 요약 (선택)').fill('처음 구성으로 되돌림');
  await dialog.getByRole('button', { name: '복원' }).click();
  const next = before.version + 1;
  await expect(page.getByText(`버전 1을 복원해 버전 ${next}로 저장했습니다`)).toBeVisible();
  const restored = page.getByRole('region', { name: `현재 내용 (버전 ${next})` });
  await expect(restored).toContainText('근로계약서 서명');
  await expect(restored).not.toContainText('수습 평가 면담');
  await expect(page.getByRole('list', { name: '버전 기록' }).getByRole('listitem').first()).toContainText(`버전 ${next}현재`);
  await expect(page.getByRole('list', { name: '버전 기록' }).getByRole('listitem').first()).toContainText('처음 구성으로 되돌림');
  const after = await templateByName(page, '사무직');
  expect(after.version).toBe(next);
  expect(after.items.map((i) => i.title)).toEqual(['근로계약서 서명', '보안서약서 제출', '급여 계좌 등록', '사원증 발급', '시스템 계정 발급']);

  // Put the demo content back (as a further version) for the other screens' tests.
  const back = await page.request.post(`${base}/restore-version`, { headers: await bearer(page), data: { template_name: '사무직', version: before.version, change_summary: '테스트 후 되돌림' } });
  expect(back.status()).toBe(201);
  await context.close();
});

test('export: one template as JSON holds it, all templates as JSON hold the three demo templates', async ({ browser, baseURL }) => {
  const { context, page } = await newSignedInPage(browser, baseURL, { loginId: 'hr.staff' });
  const dev = await templateByName(page, '개발직');
  await page.goto(`/checklist-templates?id=${dev.id}`);
  await page.getByRole('button', { name: '개발직 내보내기' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSON 파일' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  const body = JSON.parse(readFileSync(await file.path(), 'utf8')) as { templates: { id: string; name: string; version: number; items: unknown[] }[] };
  expect(body.templates).toHaveLength(1);
  expect(body.templates[0]).toMatchObject({ id: dev.id, name: '개발직', version: dev.version });
  expect(body.templates[0]!.items.length).toBe(dev.items.length);
  await expect(page.getByText('파일을 내려받았습니다.')).toBeVisible();

  await page.goto('/checklist-templates');
  await page.getByRole('button', { name: '전체 템플릿 내보내기' }).click();
  const allDownloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSON 파일' }).click();
  const all = JSON.parse(readFileSync(await (await allDownloading).path(), 'utf8')) as { templates: { name: string }[] };
  expect(all.templates.map((t) => t.name)).toEqual(expect.arrayContaining(['사무직', '개발직', '계약직']));
  await context.close();
});

test('an account without checklists:read (경영진) gets 권한 없음 and no menu entry', async ({ browser, baseURL }) => {
  const { context, page } = await newSignedInPage(browser, baseURL, { loginId: 'executive' });
  await expect(page.getByRole('link', { name: '체크리스트 템플릿' })).toHaveCount(0);
  await page.goto('/checklist-templates');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByTestId('page-title')).toHaveText('접근 권한 없음');
  expect((await page.request.get(`${base}`, { headers: await bearer(page) })).status()).toBe(403);
  await context.close();
});

test('390 px: the list becomes cards, the detail stacks its panels and the comparison fits', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const { context, page } = await newSignedInPage(browser, baseURL, { screen: mobileScreen, loginId: 'hr.staff', path: '/checklist-templates' });
  const cards = page.getByRole('list', { name: '체크리스트 템플릿 목록' });
  await expect(cards.getByRole('listitem').filter({ hasText: '개발직' })).toContainText('v');
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot('list-mobile') });

  await cards.getByRole('link', { name: '개발직', exact: true }).click();
  await expect(page.getByRole('region', { name: /현재 내용/ })).toContainText('코드 리뷰 가이드 숙지');
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot('detail-mobile') });
  await page.getByRole('checkbox', { name: '버전 1 비교 선택' }).check();
  await page.getByRole('checkbox', { name: '버전 2 비교 선택' }).check();
  await expect(page.getByRole('table', { name: '버전 1 ↔ 버전 2 비교 결과' })).toContainText('코드 리뷰 가이드 숙지');
  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('region', { name: '버전 기록' }).scrollIntoViewIfNeeded();
  await page.screenshot({ animations: 'disabled', path: shot('versions-mobile') });
  await page.getByRole('region', { name: '버전 1 ↔ 버전 2 비교' }).scrollIntoViewIfNeeded();
  await page.screenshot({ animations: 'disabled', path: shot('compare-mobile') });
  await context.close();
});

test('deleting asks first, hides the template, and 삭제된 템플릿 보기 shows it marked 삭제됨', async ({ browser, baseURL }) => {
  const { context, page } = await newSignedInPage(browser, baseURL, { loginId: 'hr.staff' });
  const name = `삭제 검증 ${uniqueStamp()}`;
  const created = await page.request.post(base, {
    headers: await bearer(page),
    data: { name, items: [{ id: 'pledge', title: '보안서약서 제출', verification: { method: 'document' }, order: 1 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/checklist-templates?id=${id}`);
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '템플릿을 삭제할까요?' });
  await expect(dialog).toContainText(`'${name}' 템플릿(항목 1개)을 삭제합니다`);
  await dialog.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page).toHaveURL(/\/checklist-templates$/);
  await expect(list(page)).toContainText('사무직');
  await expect(list(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);

  await page.getByRole('switch', { name: '삭제된 템플릿 보기' }).click();
  const row = list(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('삭제됨');
  await expect(row.getByRole('link', { name: `${name} 편집` })).toHaveCount(0);
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '편집', exact: true })).toHaveCount(0);
  await context.close();
});
