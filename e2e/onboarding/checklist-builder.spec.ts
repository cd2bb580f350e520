import { expect, type Locator, type Page } from '@playwright/test';
import { bearer, expectReadyForScreenshot, mobileScreen, newSignedInPage, screenshotPath, seriousViolations, uniqueStamp, test } from '../fixtures';

/**
 * 체크리스트 빌더 (/checklist-builder, spec 7.3, issue 12): an administrator builds a template by
 * dragging palette items into sections with the mouse, reorders by keyboard, sets 필수 and a sign-off
 * role, saves (v1), edits it again with a 변경 요약 (v2); leaving with changes asks first; a stale
 * save (409) offers the latest version.
 */

const shot = (name: string) => screenshotPath('checklist-builder', name);

type SavedTemplate = {
  id: string;
  version: number;
  name: string;
  change_summary: string;
  sections: { id: string; title: string; order: number }[];
  items: { id: string; sectionId: string | null; title: string; required: boolean; order: number; verification: Record<string, unknown> }[];
};

/** A mouse drag with moves in steps (dnd-kit starts a drag after 5 px of movement). */
async function drag(page: Page, source: Locator, target: Locator, where: 'center' | 'lower' | 'below' = 'center') {
  await source.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = to.x + to.width / 2;
  const y = where === 'below' ? to.y + to.height + 6 : where === 'lower' ? to.y + to.height * 0.85 : to.y + to.height / 2;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 6, { steps: 4 });
  await page.mouse.move(x, y, { steps: 20 });
  await page.mouse.move(x, y + 2, { steps: 2 });
  await page.mouse.up();
}

const paletteHandle = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label} \\(`) });
const section = (page: Page, title: string) => page.getByRole('region', { name: `${title} 구역`, exact: true });
/** The card's title button (its name goes on with the 필수/선택 badge and the method). */
const itemButton = (scope: Page | Locator, title: string) => scope.getByRole('button', { name: new RegExp(`^${title} (필수|선택)`) });
const itemTitles = (scope: Locator) => scope.locator('[data-item]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-item')));

async function getTemplate(page: Page, id: string): Promise<SavedTemplate> {
  const response = await page.request.get(`/api/mongo/checklist/templates/${id}`, { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedTemplate;
}

async function savedId(page: Page): Promise<string> {
  await page.waitForURL(/\/checklist-templates\?id=/);
  return new URL(page.url()).searchParams.get('id')!;
}

test('build a template by drag and drop and keyboard, save v1, edit and save v2, compare the two, restore v1 as v3', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { context, page } = await newSignedInPage(browser, baseURL, { path: '/checklist-builder/new' });
  await expect(paletteHandle(page, '보안서약서 제출')).toBeVisible();
  const name = `E2E 온보딩 ${uniqueStamp()}`;
  await page.getByRole('textbox', { name: '템플릿 이름' }).fill(name);

  // Into the one starting section, then a second section named in the inspector.
  const first = section(page, '기본');
  await drag(page, paletteHandle(page, '보안서약서 제출'), first.getByText('팔레트에서 항목을 끌어다 놓으세요.'));
  await expect.poll(() => itemTitles(first)).toEqual(['보안서약서 제출']);
  await drag(page, paletteHandle(page, '근로계약서 서명'), first.locator('[data-item="보안서약서 제출"]'), 'lower');
  await expect.poll(() => itemTitles(first)).toEqual(['보안서약서 제출', '근로계약서 서명']);

  await page.getByRole('button', { name: '구역 추가' }).click();
  await page.getByRole('textbox', { name: '구역 제목' }).fill('첫 주');
  const week = section(page, '첫 주');
  await drag(page, paletteHandle(page, '수습 평가 면담'), week.getByText('팔레트에서 항목을 끌어다 놓으세요.'));
  await expect.poll(() => itemTitles(week)).toEqual(['수습 평가 면담']);

  // Keyboard: pick 근로계약서 서명 up with Space, one place up, drop.
  const handle = page.getByRole('button', { name: '근로계약서 서명 항목 끌어서 옮기기' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]').first()).toContainText('들었습니다');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[id^="DndLiveRegion"]').first()).toContainText('보안서약서 제출 항목 위치에 있습니다');
  await page.keyboard.press('Space');
  await expect.poll(() => itemTitles(first)).toEqual(['근로계약서 서명', '보안서약서 제출']);

  // 아래로 on the last card of a section moves it to the top of the next one.
  await page.getByRole('button', { name: '보안서약서 제출 아래로' }).click();
  await expect.poll(() => itemTitles(week)).toEqual(['보안서약서 제출', '수습 평가 면담']);

  // A card dragged by its grip into another section, just below 근로계약서 서명.
  await drag(page, page.getByRole('button', { name: '수습 평가 면담 항목 끌어서 옮기기' }), first.locator('[data-item="근로계약서 서명"]'), 'below');
  await expect.poll(() => itemTitles(first)).toEqual(['근로계약서 서명', '수습 평가 면담']);
  await expect.poll(() => itemTitles(week)).toEqual(['보안서약서 제출']);

  // Sections move by drag too: 첫 주 above 기본, then back with its 아래로 button.
  await drag(page, page.getByRole('button', { name: '첫 주 구역 끌어서 순서 바꾸기' }), page.getByRole('button', { name: '기본 구역 끌어서 순서 바꾸기' }));
  const sectionOrder = () => page.locator('[data-section]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')));
  await expect.poll(sectionOrder).toEqual(['첫 주', '기본']);
  await page.getByRole('button', { name: '첫 주 구역 아래로' }).click();
  await expect.poll(sectionOrder).toEqual(['기본', '첫 주']);

  // 보안서약서 제출: optional, checked by a 인사 책임자 sign-off.
  await itemButton(week, '보안서약서 제출').click();
  const inspector = page.getByRole('complementary', { name: '속성' });
  await inspector.getByRole('switch', { name: '필수 항목' }).click();
  await inspector.getByRole('radio', { name: '확인 서명' }).click();
  await inspector.getByRole('radio', { name: '역할 지정' }).click();
  await inspector.getByRole('combobox', { name: '확인할 역할' }).click();
  await page.getByRole('option', { name: '인사 책임자', exact: true }).click();
  const card = week.locator('[data-item="보안서약서 제출"]');
  await expect(card).toContainText('선택');
  await expect(card).toContainText('확인 서명 · 인사 책임자');

  // 미리보기: the new hire's view, read-only.
  await page.getByRole('button', { name: '미리보기' }).click();
  const preview = page.getByRole('region', { name: '신규 입사자 화면 미리보기' });
  await expect(preview).toContainText(name);
  await expect(preview).toContainText('진행률 0 / 3');
  await expect(preview.getByRole('region', { name: '첫 주' })).toContainText('확인 서명 · 인사 책임자');
  await page.screenshot({ animations: 'disabled', path: shot('preview') });
  await page.getByRole('button', { name: '편집으로 돌아가기' }).click();

  await page.evaluate(() => document.fonts.ready);
  expect(await seriousViolations(page)).toEqual([]);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot('desktop') });

  await page.getByRole('button', { name: '저장', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '템플릿 저장' });
  await dialog.getByRole('button', { name: '저장' }).click();
  const id = await savedId(page);
  const v1 = await getTemplate(page, id);
  expect(v1.version).toBe(1);
  expect(v1.sections.map((s) => s.title)).toEqual(['기본', '첫 주']);
  const bySection = (t: SavedTemplate, sectionTitle: string) => {
    const sid = t.sections.find((s) => s.title === sectionTitle)!.id;
    return t.items.filter((i) => i.sectionId === sid).sort((a, b) => a.order - b.order).map((i) => i.title);
  };
  expect(bySection(v1, '기본')).toEqual(['근로계약서 서명', '수습 평가 면담']);
  expect(bySection(v1, '첫 주')).toEqual(['보안서약서 제출']);
  const pledge = v1.items.find((i) => i.title === '보안서약서 제출')!;
  expect(pledge.required).toBe(false);
  expect(pledge.verification).toEqual({ method: 'sign_off', by: 'role', role: 'hr_manager' });
  expect(pledge.id).toMatch(/^item-[a-z0-9]{6}$/);

  // Again in the builder: rename an item, save with a summary → v2.
  await page.goto(`/checklist-builder/${id}`);
  await expect(page.getByRole('textbox', { name: '템플릿 이름' })).toHaveValue(name);
  await itemButton(page, '근로계약서 서명').click();
  await page.getByRole('textbox', { name: '항목 제목' }).fill('근로계약서 전자 서명');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  const next = page.getByRole('dialog', { name: '새 버전(v2)으로 저장' });
  await next.getByRole('button', { name: '저장' }).click();
  await expect(next).toContainText('변경 요약을 입력해주세요.');
  await next.getByRole('textbox', { name: /변경 요약/ }).fill('근로계약서 항목 이름 변경');
  await next.getByRole('button', { name: '저장' }).click();
  expect(await savedId(page)).toBe(id);
  const v2 = await getTemplate(page, id);
  expect(v2.version).toBe(2);
  expect(v2.change_summary).toBe('근로계약서 항목 이름 변경');
  expect(bySection(v2, '기본')).toEqual(['근로계약서 전자 서명', '수습 평가 면담']);

  // The two versions side by side on the template screen, then the first one restored as v3.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('checkbox', { name: '버전 1 비교 선택' }).check();
  await page.getByRole('checkbox', { name: '버전 2 비교 선택' }).check();
  const compared = page.getByRole('table', { name: '버전 1 ↔ 버전 2 비교 결과' });
  await expect(page.getByText('추가 0 · 삭제 0 · 변경 1')).toBeVisible();
  await expect(compared.getByRole('list', { name: '근로계약서 전자 서명 변경 내용' })).toContainText('제목: 근로계약서 서명 → 근로계약서 전자 서명');
  await page.getByRole('button', { name: '버전 1 복원' }).click();
  await page.getByRole('alertdialog', { name: '버전 1을 복원할까요?' }).getByRole('button', { name: '복원' }).click();
  await expect(page.getByText('버전 1을 복원해 버전 3으로 저장했습니다')).toBeVisible();
  const v3 = await getTemplate(page, id);
  expect(v3.version).toBe(3);
  expect(bySection(v3, '기본')).toEqual(['근로계약서 서명', '수습 평가 면담']);
  await context.close();
});

test('leaving with changes asks first; a stale save offers the latest version', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await newSignedInPage(browser, baseURL);
  const headers = await bearer(page);
  const name = `E2E 충돌 ${uniqueStamp()}`;
  const created = await page.request.post('/api/mongo/checklist/templates', {
    headers,
    data: {
      name,
      sections: [{ id: 'basics', title: '기본', order: 0 }],
      items: [{ id: 'pledge', sectionId: 'basics', title: '보안서약서 제출', verification: { method: 'document' }, order: 0 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/checklist-builder/${id}`);
  await page.getByRole('textbox', { name: '템플릿 설명' }).fill('바뀐 설명');
  await page.getByRole('button', { name: '취소' }).click();
  const guard = page.getByRole('alertdialog', { name: '저장하지 않은 변경 사항이 있습니다' });
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: '계속 작성' }).click();
  await expect(page).toHaveURL(new RegExp(`/checklist-builder/${id}$`));

  // Someone else saves v2 meanwhile: this save is refused and offers v2.
  const other = await page.request.put(`/api/mongo/checklist/templates/${id}`, {
    headers,
    data: { name, description: '다른 사람의 변경', sections: [{ id: 'basics', title: '기본', order: 0 }], items: [], version: 1, change_summary: '항목 정리' },
  });
  expect(other.status(), await other.text()).toBe(200);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '새 버전(v2)으로 저장' });
  await dialog.getByRole('textbox', { name: /변경 요약/ }).fill('설명 변경');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByRole('alert')).toContainText('다른 사용자가 먼저 저장했습니다');
  await dialog.getByRole('button', { name: '최신 버전 불러오기' }).click();
  await expect(page.getByText('현재 v2')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '템플릿 설명' })).toHaveValue('다른 사람의 변경');
  await context.close();
});

test('on a phone the panels are tabs and items are added from the palette tab', async ({ browser, baseURL }) => {
  const { context, page } = await newSignedInPage(browser, baseURL, { screen: mobileScreen, path: '/checklist-builder/new' });
  await page.getByRole('tab', { name: '항목 추가' }).click();
  await page.getByRole('button', { name: '보안서약서 제출, 기본 구역에 추가' }).click();
  await page.getByRole('tab', { name: '구성' }).click();
  await expect(section(page, '기본').locator('[data-item="보안서약서 제출"]')).toBeVisible();
  await page.waitForTimeout(300);
  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('mobile') });
  await page.getByRole('tab', { name: '속성' }).click();
  await page.screenshot({ animations: 'disabled', path: shot('mobile-inspector') });
  await context.close();
});
