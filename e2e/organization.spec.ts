import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshotDir, signIn } from './fixtures';

/**
 * The /organization screen (issue 4, item 4) on the demo group: create a unit, move it by drag,
 * take a task force through approval, a mistyped 사업자등록번호 refused; axe; screenshots.
 */

function shot(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return fileURLToPath(new URL(`org-${name}.png`, screenshotDir));
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

async function openOrganization(page: Page) {
  await signIn(page);
  await page.goto('/organization');
  await expect(page.getByRole('heading', { name: '조직도 설정', level: 1 })).toBeVisible();
  await expect(page.locator('[data-testid^="unit-node-"]').first()).toBeVisible();
}

async function dragOnto(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('unit card not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + 6);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + from.width / 2 + ((to.x - from.x) * i) / steps, from.y + 6 + ((to.y - from.y) * i) / steps);
  }
  await page.mouse.up();
}

test('create a unit under a business unit, then move it by drag onto another', async ({ page }) => {
  test.setTimeout(60_000);
  await openOrganization(page);
  const name = `E2E 신규본부 ${Date.now() % 100000}`;

  await page.getByRole('textbox', { name: '조직 검색' }).fill('그룹경영부문');
  await page.getByRole('listbox', { name: '검색 결과' }).getByRole('button', { name: '그룹경영부문' }).click();
  const panel = page.getByRole('complementary', { name: '조직 정보' });
  await expect(panel.getByRole('heading', { name: '그룹경영부문' })).toBeVisible();
  await panel.getByRole('button', { name: '하위 조직 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '그룹경영부문 아래에 조직 추가' });
  await dialog.getByRole('textbox', { name: '조직명' }).fill(name);
  await dialog.getByRole('button', { name: '만들기' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  await expect(panel.getByText('그룹경영부문', { exact: true })).toBeVisible();

  // Zoomed out, both cards are on screen.
  await page.getByRole('button', { name: '전체 보기' }).click();
  await page.waitForTimeout(300);
  const card = page.getByTestId(`unit-node-${name}`);
  await expect(card).toBeVisible();
  await dragOnto(page, card, page.getByTestId('unit-node-플랫폼사업부'));
  const confirm = page.getByRole('alertdialog', { name: '조직 이동' });
  await expect(confirm).toContainText(`${name}을(를) 플랫폼사업부 아래로 이동할까요?`);
  await confirm.getByRole('button', { name: '이동' }).click();
  await expect(page.getByText('조직을 이동했습니다.')).toBeVisible();
  await expect(panel.getByText('플랫폼사업부', { exact: true })).toBeVisible();
});

test('search focuses a unit and the chart expands to it', async ({ page }) => {
  await openOrganization(page);
  await page.getByRole('textbox', { name: '조직 검색' }).fill('결제파트');
  await page.getByRole('listbox', { name: '검색 결과' }).getByRole('button', { name: '결제파트' }).click();
  await expect(page.getByTestId('unit-node-결제파트')).toBeVisible();
  await expect(page.getByRole('complementary', { name: '조직 정보' }).getByRole('heading', { name: '결제파트' })).toBeVisible();
});

test('a task force goes through submission and approval, and the history shows each step', async ({ page }) => {
  test.setTimeout(60_000);
  await openOrganization(page);
  await page.getByRole('tab', { name: 'TF 관리' }).click();
  await expect(page.getByRole('cell', { name: /ESG 경영 추진 TF/ })).toBeVisible();

  const name = `E2E 결재 TF ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'TF 만들기' }).first().click();
  const form = page.getByRole('dialog', { name: 'TF 만들기' });
  await form.getByRole('textbox', { name: 'TF 이름' }).fill(name);
  await form.getByLabel('시작일').fill('2030-01-01');
  await form.getByLabel('종료일').fill('2030-06-30');
  await form.getByRole('button', { name: '만들기' }).click();
  await expect(form).toBeHidden();

  const sheet = page.getByRole('dialog', { name });
  await expect(sheet.getByText('작성 중')).toBeVisible();
  await sheet.getByRole('button', { name: '상신', exact: true }).click();
  const submit = page.getByRole('dialog', { name: `${name} 상신` });
  await submit.getByRole('button', { name: '상신', exact: true }).click();
  await expect(submit).toBeHidden();
  await expect(sheet.getByText('결재 중')).toBeVisible();

  await sheet.getByRole('button', { name: '승인', exact: true }).click();
  const approve = page.getByRole('dialog', { name: `${name} 승인` });
  await approve.getByRole('textbox', { name: '의견' }).fill('승인합니다.');
  await approve.getByRole('button', { name: '승인', exact: true }).click();
  await expect(approve).toBeHidden();
  const history = sheet.getByRole('list', { name: 'TF 처리 이력' });
  await expect(history).toContainText('상신');
  await expect(history).toContainText('승인합니다.');
  await expect(sheet.getByRole('button', { name: '승인', exact: true })).toHaveCount(0);
  await page.screenshot({ animations: 'disabled', path: shot('tf-desktop') });
});

test('a mistyped 사업자등록번호 is hyphenated and refused in the corporation form', async ({ page }) => {
  await openOrganization(page);
  await page.getByRole('tab', { name: '법인 구조' }).click();
  await expect(page.getByRole('button', { name: '한빛홀딩스' })).toBeVisible();
  await page.getByRole('button', { name: '법인 등록' }).first().click();
  const form = page.getByRole('dialog', { name: '법인 등록' });
  await form.getByRole('textbox', { name: '법인명' }).fill('한빛테스트');
  const number = form.getByRole('textbox', { name: '사업자등록번호' });
  await number.pressSequentially('1248100999');
  await expect(number).toHaveValue('124-81-00999');
  await expect(form.getByText('사업자등록번호 검증 숫자가 올바르지 않습니다.')).toBeVisible();
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ animations: 'disabled', path: shot('corporation-desktop') });

  await number.fill('');
  await number.pressSequentially('1248100998');
  await expect(form.getByText('사업자등록번호 검증 숫자가 올바르지 않습니다.')).toHaveCount(0);
});

test('tools: the validate report, a JSON export and a validate-only import of it', async ({ page }) => {
  await openOrganization(page);
  await page.getByRole('tab', { name: '도구' }).click();
  await expect(page.getByText('순환 참조')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'JSON 내보내기' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('organization.json');
  const path = await download.path();
  await page.getByLabel('가져올 파일').setInputFiles({ name: 'organization.json', mimeType: 'application/json', buffer: readFileSync(path) });
  await expect(page.getByText('organization.json')).toBeVisible();
  await page.getByRole('button', { name: '검증만 하기' }).click();
  await expect(page.getByText(/^검증 결과: 전체 \d+행/)).toBeVisible();
});

test('axe finds nothing serious, and screenshots at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const wide = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await wide.newPage();
  await openOrganization(page);
  await page.evaluate(() => document.fonts.ready);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: '조직 검색' }).fill('인사팀');
  await page.getByRole('listbox', { name: '검색 결과' }).getByRole('button', { name: '인사팀' }).first().click();
  await expect(page.getByRole('complementary', { name: '조직 정보' })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ animations: 'disabled', path: shot('chart-desktop') });
  expect(await seriousViolations(page)).toEqual([]);
  for (const tab of ['TF 관리', '법인 구조', '도구']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page), tab).toEqual([]);
  }
  await expect(page.getByText('조직 구조 검증')).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: shot('tools-desktop'), fullPage: true });
  await wide.close();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const mobile = await phone.newPage();
  await openOrganization(mobile);
  await mobile.waitForTimeout(300);
  await mobile.screenshot({ animations: 'disabled', path: shot('chart-mobile') });
  expect(await seriousViolations(mobile)).toEqual([]);
  await mobile.getByRole('textbox', { name: '조직 검색' }).fill('인사팀');
  await mobile.getByRole('listbox', { name: '검색 결과' }).getByRole('button', { name: '인사팀' }).first().click();
  await expect(mobile.getByRole('dialog').getByRole('heading', { name: '인사팀' })).toBeVisible();
  await mobile.waitForTimeout(400);
  await mobile.screenshot({ animations: 'disabled', path: shot('panel-mobile') });
  await mobile.keyboard.press('Escape');
  await mobile.getByRole('tab', { name: 'TF 관리' }).click();
  await mobile.waitForTimeout(300);
  await mobile.screenshot({ animations: 'disabled', path: shot('tf-mobile') });
  await phone.close();
});
