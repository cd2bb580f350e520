import { expect, type Page } from '@playwright/test';
import { expectReadyForScreenshot, newBrowserContext, screenshotPath, screenshotViewports, seriousViolations, signInAs, test } from '../fixtures';

/**
 * Evaluations, employee and evaluator side (issue 15): the evaluation-only account 정하늘 is
 * confined to the evaluation screens, writes her self-review (autosaved; a reload keeps the text,
 * even one before the autosave ran; a second window's stale save shows the newer text), submits it and then only reads it; her 1차 평가자 최민지
 * (evaluator) reviews it in the portal and submits her part. axe and screenshots of /eval/my,
 * /evaluations and /eval/evaluations/{id} at 1440 and 390 px.
 */

const shot = (name: string) => screenshotPath('evaluations-review', name);


const question = (page: Page, id: string) => page.locator(`#question-${id}`);
const saved = (page: Page) => expect(page.getByTestId('autosave-state')).toContainText(/저장됨 \d\d:\d\d/);

test('an evaluation-only user writes, reloads and submits her self-review; her evaluator reviews it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'eval.only', /\/evaluations$/);
  await expect(page.getByRole('heading', { name: '평가자 포털', level: 1 })).toBeVisible();
  for (const path of ['/employees', '/hr-dashboard']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/evaluations$/);
  }

  await page.getByRole('link', { name: /자기평가 1건 작성하기/ }).click();
  await expect(page).toHaveURL(/\/eval\/my$/);
  const card = page.getByTestId('my-evaluation').filter({ hasText: '2026 정기 성과평가' });
  await expect(card.getByTestId('my-result')).toHaveText('공개 전');
  await card.getByRole('link', { name: '자기평가 작성' }).click();
  await expect(page).toHaveURL(/\/eval\/evaluations\/[0-9a-f-]+$/);
  const url = page.url();
  await expect(page.getByRole('heading', { name: '2026 정기 성과평가', level: 1 })).toBeVisible();

  // Submitting with nothing answered: the required questions are marked, nothing is sent.
  await page.getByRole('button', { name: '자기평가 제출' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '필수 문항 6개에 답변이 필요합니다.' })).toBeVisible();
  await expect(question(page, 'comm').getByText('필수 문항입니다. 답변을 입력해주세요.')).toBeVisible();

  await question(page, 'goal-1').getByRole('spinbutton', { name: '달성률 (%)' }).fill('95');
  await question(page, 'goal-1').getByRole('textbox').fill('QA 자동화 커버리지를 80%까지 올렸습니다.');
  await question(page, 'goal-2').getByRole('spinbutton', { name: '달성률 (%)' }).fill('85');
  await question(page, 'comm').getByRole('radio', { name: '4점 우수' }).click();
  await question(page, 'collab').getByRole('radio', { name: '5점 탁월' }).click();
  await question(page, 'expertise').getByRole('radio', { name: '4점 우수' }).click();
  await expect(question(page, 'comm').getByText('필수 문항입니다. 답변을 입력해주세요.')).toHaveCount(0);
  await saved(page);

  // A reload right after typing (before the autosave ran) keeps the text from this browser.
  const summary = '릴리스 품질 지표를 개선하고 회귀 테스트를 정비했습니다.';
  await question(page, 'summary').getByRole('textbox').fill(summary);
  await page.reload();
  await expect(question(page, 'summary').getByRole('textbox')).toHaveValue(summary);
  await expect(question(page, 'goal-1').getByRole('textbox')).toHaveValue('QA 자동화 커버리지를 80%까지 올렸습니다.');
  await saved(page);
  // And the server has it: a reload without the browser's copy still shows it.
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('saram.evaluation-draft.')).forEach((k) => localStorage.removeItem(k)));
  await page.reload();
  await expect(question(page, 'summary').getByRole('textbox')).toHaveValue(summary);
  await expect(question(page, 'collab').getByRole('radio', { name: '5점 탁월' })).toBeChecked();

  // A second window on an older version: its autosave meets a 409 and shows the newer text; nothing is lost silently.
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(question(other, 'summary').getByRole('textbox')).toHaveValue(summary);
  const newer = `${summary} 배포 주기를 2주로 줄였습니다.`;
  await question(page, 'summary').getByRole('textbox').fill(newer);
  await saved(page);
  await question(other, 'summary').getByRole('textbox').fill('다른 창에서 쓴 글');
  const conflict = other.getByRole('dialog', { name: '다른 곳에서 먼저 저장된 내용이 있습니다' });
  await expect(conflict.getByTestId('conflict-server')).toContainText(newer);
  await conflict.getByRole('button', { name: '서버 내용 사용' }).click();
  await expect(question(other, 'summary').getByRole('textbox')).toHaveValue(newer);
  await other.close();

  await page.getByRole('button', { name: '자기평가 제출' }).click();
  await page.getByRole('dialog', { name: '평가를 제출할까요?' }).getByRole('button', { name: '제출' }).click();
  await expect(page.getByText('읽기 전용')).toBeVisible();
  await expect(page.getByText('제출', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '자기평가 제출' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByTestId('answer-self-summary')).toContainText(newer);
  expect(await seriousViolations(page)).toEqual([]);

  // The evaluator (1차 평가자) reviews it.
  const context = await newBrowserContext(browser, baseURL);
  const reviewer = await context.newPage();
  await signInAs(reviewer, 'evaluator', /\/(manager-)?dashboard$/);
  await reviewer.goto('/evaluations');
  await expect(reviewer.getByRole('button', { name: /작성 필요/ })).toHaveAttribute('aria-pressed', 'true');
  await reviewer.getByRole('table').getByRole('link', { name: '정하늘' }).click();
  await expect(reviewer).toHaveURL(url);
  await expect(reviewer.getByTestId('answer-self-summary')).toContainText(newer);
  await expect(reviewer.getByTestId('answer-self-comm')).toContainText('4 · 우수');
  await question(reviewer, 'goal-1').getByRole('spinbutton', { name: '달성률 (%)' }).fill('90');
  await question(reviewer, 'goal-2').getByRole('spinbutton', { name: '달성률 (%)' }).fill('80');
  await question(reviewer, 'comm').getByRole('radio', { name: '4점 우수' }).click();
  await question(reviewer, 'collab').getByRole('radio', { name: '4점 우수' }).click();
  await question(reviewer, 'expertise').getByRole('radio', { name: '4점 우수' }).click();
  await question(reviewer, 'summary').getByRole('textbox').fill('테스트 자동화로 팀 생산성을 높였습니다.');
  await saved(reviewer);
  expect(await seriousViolations(reviewer)).toEqual([]);
  await reviewer.getByRole('button', { name: '평가 제출' }).click();
  await reviewer.getByRole('dialog', { name: '평가를 제출할까요?' }).getByRole('button', { name: '제출' }).click();
  await expect(reviewer.getByText('읽기 전용')).toBeVisible();
  await reviewer.goto('/evaluations?stage=second');
  await expect(reviewer.getByRole('table').getByRole('link', { name: '정하늘' })).toBeVisible();
  await context.close();

  // The employee still sees no scores of the evaluators before release.
  await page.reload();
  await expect(page.getByTestId('answer-first-summary')).toHaveCount(0);
  await expect(page.getByTestId('final-grade')).toHaveCount(0);
});

test('axe finds nothing serious; screenshots of the three screens at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const screen of screenshotViewports) {
    const context = await newBrowserContext(browser, baseURL, screen);
    const page = await context.newPage();
    await signInAs(page, 'employee', /\/dashboard$/);
    await page.goto('/eval/my');
    await expect(page.getByTestId('my-evaluation').first()).toBeVisible();
    await expect(page.getByTestId('my-evaluation').filter({ hasText: '2026 정기 성과평가' }).getByTestId('my-result')).toHaveText('공개 전');
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`my-${screen.name}`), fullPage: true });

    await page.getByTestId('my-evaluation').filter({ hasText: '2026 정기 성과평가' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: '2026 정기 성과평가', level: 1 })).toBeVisible();
    await expect(question(page, 'goal-1').getByRole('textbox')).not.toHaveValue('');
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`evaluation-${screen.name}`), fullPage: true });
    await context.close();

    const evaluatorContext = await newBrowserContext(browser, baseURL, screen);
    const portal = await evaluatorContext.newPage();
    await signInAs(portal, 'evaluator', /\/(manager-)?dashboard$/);
    await portal.goto('/evaluations?stage=all');
    await expect(portal.getByRole('heading', { name: '평가자 포털', level: 1 })).toBeVisible();
    await expect(portal.getByRole('link', { name: /남궁도윤|정하늘/ }).first()).toBeVisible();
    await expectReadyForScreenshot(portal);
    if (screen.name === 'desktop') expect(await seriousViolations(portal)).toEqual([]);
    await portal.screenshot({ animations: 'disabled', path: shot(`portal-${screen.name}`), fullPage: true });
    await evaluatorContext.close();
  }
});
