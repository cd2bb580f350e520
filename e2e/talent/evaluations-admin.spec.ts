import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectReadyForScreenshot, newSignedInPage, screenshotPath, screenshotViewports, seriousViolations, signIn, uniqueStamp, test } from '../fixtures';
import { pdfText } from '../support/pdf-text.mjs';

/**
 * 성과 평가 관리 (issue 15, HR screens): HR builds a template whose weights total 100 and opens a
 * cycle with it; HR calibrates one grade of the demo's open 2026 cycle with a reason and downloads
 * the cycle PDF (Hangul text); axe and screenshots at 1440 and 390 px.
 */

// Template, cycle and population building, then two screen sizes: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const shot = (name: string) => screenshotPath('evaluations-admin', name);
const hrLogin = 'hr.manager';
const password = 'e2e-Saram-Passw0rd!';

async function pick(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('HR builds a template with weights totalling 100 and opens a cycle with it', async ({ page }) => {
  await signIn(page, hrLogin, password);
  const stamp = uniqueStamp();
  const templateName = `E2E 평가 템플릿 ${stamp}`;

  await page.goto('/eval/templates/new');
  await page.getByLabel(/템플릿 이름/).fill(templateName);
  await page.getByLabel('섹션 1 제목').fill('업적 평가');
  await page.getByLabel('문항 1 제목').fill('목표 달성도');
  await page.getByLabel('가중치(%)').fill('60');
  await expect(page.getByText('가중치 합계 60 / 100')).toBeVisible();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('점수 문항의 가중치 합계는 100이어야 합니다. (현재 60)').first()).toBeVisible();

  await page.getByRole('button', { name: '문항 추가' }).click();
  await page.getByLabel('문항 2 제목').fill('협업');
  await page.getByLabel('가중치(%)').nth(1).fill('40');
  await expect(page.getByText('가중치 합계 100 / 100')).toBeVisible();
  // The 1차 평가자 view leaves out nothing here (every question is answered by all three).
  await page.getByRole('button', { name: '1차 평가자 화면' }).click();
  await expect(page.getByText('2. 협업')).toBeVisible();
  await page.getByRole('button', { name: '편집' }).click();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/eval\/templates$/);
  await expect(page.getByRole('link', { name: templateName })).toBeVisible();

  const cycleName = `E2E 평가 주기 ${stamp}`;
  await page.goto('/eval/cycles');
  await page.getByRole('button', { name: '새 평가 주기' }).click();
  const dialog = page.getByRole('dialog', { name: '새 평가 주기' });
  await dialog.getByLabel('평가 이름').fill(cycleName);
  await dialog.getByLabel('평가 시작일').fill('2026-07-01');
  await dialog.getByLabel('평가 종료일').fill('2026-12-31');
  await pick(page, '평가 템플릿', new RegExp(templateName));
  await dialog.getByLabel('대상 조직 검색').fill('백엔드팀');
  await dialog.getByRole('checkbox', { name: '백엔드팀' }).click();
  await dialog.getByRole('button', { name: '만들기' }).click();
  await expect(dialog).toBeHidden();

  const assignments = page.getByRole('table', { name: `${cycleName} 평가자 배정` });
  await expect(assignments.getByRole('row').nth(1)).toBeVisible();
  // Anyone without a 1차 평가자 gets one by hand (the first person offered).
  const missing = page.getByText(/1차 평가자가 없는 대상자/);
  if (await missing.isVisible()) {
    for (const row of await assignments.getByRole('row').filter({ hasText: '미지정' }).all()) {
      await row.getByRole('button', { name: /평가자 변경/ }).click();
      await pick(page, '1차 평가자', /.+/);
      await page.getByRole('button', { name: '저장' }).click();
      await expect(page.getByRole('dialog', { name: '평가자 변경' })).toBeHidden();
    }
    await expect(missing).toBeHidden();
  }
  await page.getByRole('button', { name: '평가 시작' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '평가 시작' }).click();
  await expect(page.getByRole('row', { name: new RegExp(cycleName) }).getByText('진행 중')).toBeVisible();
  await page.getByRole('link', { name: '진행 현황' }).click();
  await expect(page.getByRole('table', { name: '조직별·단계별 진행 현황' }).getByRole('row', { name: /^전체/ })).toBeVisible();
});

test('HR calibrates a grade with a reason and downloads the cycle PDF', async ({ page }) => {
  await signIn(page, hrLogin, password);
  await page.goto('/eval/cycles');
  await page.getByRole('button', { name: '2026 정기 성과평가' }).click();
  await page.getByRole('link', { name: '결과·등급 조정' }).click();
  await expect(page.getByRole('heading', { name: '평가 결과', level: 1 })).toBeVisible();

  const button = page.getByRole('button', { name: /등급 조정$/ }).and(page.locator(':enabled')).first();
  await button.click();
  const dialog = page.getByRole('dialog', { name: '등급 조정' });
  await dialog.getByRole('button', { name: '조정' }).click();
  await expect(dialog.getByText('조정 사유를 입력해주세요.')).toBeVisible();
  const current = /현재 등급 (\S+)/.exec((await dialog.getByText(/현재 등급/).textContent()) ?? '')?.[1];
  await pick(page, '조정 등급', current === 'S' ? /^A / : /^S /);
  const reason = `E2E 조정 사유 ${uniqueStamp()}`;
  await dialog.getByLabel('조정 사유').fill(reason);
  await dialog.getByRole('button', { name: '조정' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`사유: ${reason}`)).toBeVisible();

  await page.getByRole('link', { name: '리포트', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF 리포트 내려받기' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('2026 정기 성과평가 평가 결과 보고서');
  expect(text).toContain('등급 조정 내역');
  expect(text).toContain(reason);
});

test('axe finds nothing serious; screenshots at 1440 and 390 px', async ({ browser, baseURL }) => {
  for (const screen of screenshotViewports) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen, loginId: hrLogin, password, path: '/eval/cycles' });
    await page.getByRole('button', { name: '2025 하반기 성과평가' }).click();
    await expect(page.getByRole('table', { name: '2025 하반기 성과평가 평가자 배정' })).toBeVisible();
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`cycles-${screen.name}`), fullPage: true });

    await page.getByRole('link', { name: '결과·등급 조정' }).click();
    await expect(page.getByRole('list', { name: '등급별 인원' })).toBeVisible();
    await expect(page.getByText('조정됨').first()).toBeVisible();
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`results-${screen.name}`), fullPage: true });

    await page.getByRole('link', { name: '진행 현황' }).click();
    await expect(page.getByRole('table', { name: '조직별·단계별 진행 현황' })).toBeVisible();
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`status-${screen.name}`), fullPage: true });

    await page.goto('/eval/dashboard');
    await expect(page.getByRole('list', { name: '단계별 인원' })).toBeVisible();
    await expect(page.getByRole('list', { name: '등급별 인원' })).toBeVisible();
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`dashboard-${screen.name}`), fullPage: true });

    await page.goto('/eval/reports');
    await expect(page.getByRole('button', { name: '2025 하반기 성과평가 PDF 리포트 내려받기' })).toBeVisible();
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/eval/codes');
    await expect(page.getByRole('table', { name: '등급 코드' }).getByText('90점 이상 100점 이하 · 권장 10%')).toBeVisible();
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`codes-${screen.name}`), fullPage: true });

    await page.goto('/eval/templates');
    await page.getByRole('link', { name: /정기 성과평가/ }).first().click();
    await expect(page.getByText(/고정되었습니다/)).toBeVisible();
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`template-editor-${screen.name}`) });
    await context.close();
  }
});

test('HR edits a competency code with a reason and finds it in the history', async ({ page }) => {
  await signIn(page, hrLogin, password);
  await page.goto('/eval/codes?kind=competency');
  const table = page.getByRole('table', { name: '역량 코드' });
  const first = table.getByRole('row').nth(1);
  const code = (await first.getByRole('cell').first().textContent())!.trim();
  await first.getByRole('button', { name: `${code} 편집` }).click();
  const dialog = page.getByRole('dialog', { name: '역량 코드 편집' });
  const description = `E2E 설명 ${uniqueStamp()}`;
  await dialog.getByLabel('설명').fill(description);
  await dialog.getByLabel('변경 사유').fill('역량 정의 보완');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByText(description)).toBeVisible();
  await first.getByRole('button', { name: `${code} 이력` }).click();
  const history = page.getByRole('dialog', { name: `${code} 변경 이력` });
  await expect(history.getByText(/사유: 역량 정의 보완/)).toBeVisible();
  await expect(history.getByText(/^버전 2/)).toBeVisible();
});
