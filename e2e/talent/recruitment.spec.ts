import { expect, type Locator, type Page } from '@playwright/test';
import {
  adminPassword,
  desktopScreen,
  expectReadyForScreenshot,
  mobileScreen,
  newSignedInPage,
  screenshotPath,
  screenshotViewports,
  seriousViolations,
  uniqueStamp, test } from '../fixtures';

/**
 * 채용 (issue 13): 인사 담당자 (hr.staff) writes a notice with the rich-text editor and sends it for
 * approval; 인사 책임자 (hr.manager) approves it; HR adds an applicant with a resume from the board
 * (issue 29), who is moved over the board to 최종 합격 (dragged one step, moved with the keyboard's
 * 단계 이동 menu for the others; an illegal drop is refused with a toast), then hired (입사 처리: a
 * confirmation with the hire date, 직급 and 직책) and followed to the new record, who also shows under
 * /employees and /new-employees. axe and screenshots of the screens and dialogs at 1440 and 390 px.
 */

/** A small real PDF (the server checks the content, not only the name). */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const shot = (name: string) => screenshotPath('recruitment', name);
const column = (page: Page, label: string) => page.getByRole('listitem', { name: label, exact: true });
const card = (page: Page, name: string) => page.locator(`li[data-applicant="${name}"]`);

/** Drags a board card by its handle onto a column (pointer events in small steps, as a hand would). */
async function drag(page: Page, from: Locator, to: Locator) {
  // The board scrolls sideways (and scrolls itself while dragging near its edge): start from its left end.
  await page.getByRole('list', { name: '전형 단계별 지원자' }).evaluate((board) => (board.scrollLeft = 0));
  const handle = from.locator('[data-drag-handle]');
  // hover waits until the card holds still (a refused drop animates it back) and puts the pointer on it.
  await handle.hover();
  const source = (await handle.boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(source.x + 20, source.y + 10, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 15 });
  await page.mouse.up();
}

/** The keyboard way: the card's 단계 이동 menu, arrows to the stage, Enter. */
async function moveWithKeyboard(page: Page, name: string, stage: string) {
  const trigger = page.getByRole('button', { name: `${name} 단계 이동` });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu').getByRole('menuitem');
  // Opened from the keyboard, the menu focuses its first entry; the arrows walk from there.
  await expect(items.first()).toBeFocused();
  const index = (await items.allTextContents()).indexOf(stage);
  expect(index, `${stage} is offered`).toBeGreaterThanOrEqual(0);
  for (let i = 1; i <= index; i++) {
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(i)).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(column(page, stage).locator(`li[data-applicant="${name}"]`)).toBeVisible();
}

test('a notice is written, approved, and its applicant hired through the board', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = uniqueStamp();
  const title = `백엔드 개발자 채용 ${stamp}`;
  const applicantName = `한지원${stamp.slice(-2)}`;

  // 인사 담당자 writes the notice.
  const { context: staffContext, page } = await newSignedInPage(browser, baseURL, { loginId: 'hr.staff', password: adminPassword });
  await page.goto('/job-notices/create');
  await expect(page.getByRole('heading', { name: '채용 공고 등록', level: 1 })).toBeVisible();
  // The contract's checks before anything is sent.
  await page.getByRole('button', { name: '등록 (승인 요청)' }).click();
  await expect(page.getByText('공고 제목을 입력해주세요.')).toBeVisible();
  await expect(page.getByText('모집 조직을 선택해주세요.')).toBeVisible();

  await page.getByLabel('공고 제목').fill(title);
  const unit = page.getByRole('combobox', { name: '모집 조직' });
  await expect(unit).toBeEnabled(); // the org tree has arrived
  await unit.click();
  await page.getByRole('option', { name: /^프론트엔드팀/ }).first().click();
  await expect(unit).toHaveText(/프론트엔드팀/);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByRole('textbox', { name: /^직무/ }).fill('백엔드 개발');
  await page.getByRole('combobox', { name: '고용 형태' }).click();
  await page.getByRole('option', { name: '계약직' }).click();
  await page.getByLabel('모집 인원').fill('2');
  // The approver: 김지현 (인사 책임자), among the accounts holding recruitment:approve.
  await page.getByRole('combobox', { name: '승인자' }).click();
  await page.getByRole('option', { name: /김지현/ }).click();
  await expect(page.getByRole('combobox', { name: '승인자' })).toHaveText(/김지현/);
  const editor = page.getByRole('textbox', { name: '공고 내용' });
  await editor.click();
  await page.getByRole('button', { name: '소제목' }).click();
  await page.keyboard.type('담당 업무');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '글머리 기호 목록' }).click();
  await page.keyboard.type('결제 API 설계와 운영');
  await expect(editor.locator('h3')).toHaveText('담당 업무');
  await page.getByRole('tab', { name: '미리보기' }).click();
  const preview = page.getByRole('article', { name: '공고 미리보기' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('결제 API 설계와 운영')).toBeVisible();
  await page.getByRole('tab', { name: '작성' }).click();
  await page.getByRole('heading', { name: '채용 공고 등록', level: 1 }).scrollIntoViewIfNeeded();
  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('create-desktop') });

  await page.getByRole('button', { name: '등록 (승인 요청)' }).click();
  await expect(page).toHaveURL(/\/job-notices\/detail\/[0-9a-f-]{36}$/);
  const noticeId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('승인 대기', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '김지현' })).toBeVisible();
  // The author cannot approve their own notice.
  await expect(page.getByRole('button', { name: '승인', exact: true })).toHaveCount(0);

  // 인사 책임자 approves it.
  const { context: managerContext, page: manager } = await newSignedInPage(browser, baseURL, { loginId: 'hr.manager', password: adminPassword, path: `/job-notices/detail/${noticeId}` });
  await manager.getByRole('button', { name: '승인', exact: true }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: '승인' }).click();
  await expect(manager.getByText('진행 중', { exact: true }).first()).toBeVisible();
  await managerContext.close();

  // HR adds the applicant who applied on Wanted, with a resume, from the notice's board.
  await page.reload();
  await expect(page.getByText('진행 중', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('아직 지원자가 없습니다')).toBeVisible();
  await page.getByRole('button', { name: '지원자 등록' }).click();
  const addDialog = page.getByRole('dialog', { name: '지원자 등록' });
  // The contract's checks before anything is sent.
  await addDialog.getByRole('button', { name: '지원자 등록' }).click();
  await expect(addDialog.getByText('이름을 입력해주세요.')).toBeVisible();
  await addDialog.getByLabel('이름').fill(applicantName);
  await addDialog.getByLabel('이메일').fill(`jiwon.${stamp.toLowerCase()}@example.com`);
  await addDialog.getByLabel('연락처').fill('010-3456-7890');
  await addDialog.getByRole('combobox', { name: '지원 경로' }).click();
  await page.getByRole('option', { name: '원티드' }).click();
  await addDialog.getByLabel('원티드 ID').fill(`W${stamp}`);
  await expect(addDialog.getByLabel('지원 직무')).toHaveValue('백엔드 개발');
  await addDialog.getByLabel('지원 서류 파일').setInputFiles({ name: '이력서.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(addDialog.getByRole('combobox', { name: '이력서.pdf 서류 종류' })).toHaveText('이력서');
  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('add-applicant-desktop') });
  await page.setViewportSize(mobileScreen.viewport);
  await page.screenshot({ animations: 'disabled', path: shot('add-applicant-mobile') });
  await page.setViewportSize(desktopScreen.viewport);
  await addDialog.getByRole('button', { name: '지원자 등록' }).click();
  await expect(page.getByText(`${applicantName} 님을 지원자로 등록했습니다.`)).toBeVisible();
  await expect(addDialog).toHaveCount(0);
  await expect(column(page, '서류 접수').locator(`li[data-applicant="${applicantName}"]`)).toBeVisible();
  await expect(card(page, applicantName)).toContainText('서류 1');

  // An illegal drop (서류 접수 → 1차 면접, a skip) is refused with a Korean toast; the card stays.
  await drag(page, card(page, applicantName), column(page, '1차 면접'));
  await expect(page.getByText('단계를 옮길 수 없습니다')).toBeVisible();
  await expect(column(page, '서류 접수').locator(`li[data-applicant="${applicantName}"]`)).toBeVisible();

  // Dragged one step, then the keyboard for the rest.
  await drag(page, card(page, applicantName), column(page, '서류 합격'));
  await expect(column(page, '서류 합격').locator(`li[data-applicant="${applicantName}"]`)).toBeVisible();
  await moveWithKeyboard(page, applicantName, '1차 면접');
  await moveWithKeyboard(page, applicantName, '최종 합격');

  // The drawer: integrate with confirmation.
  await card(page, applicantName).getByRole('button', { name: applicantName, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: applicantName });
  await expect(drawer.getByText('원티드')).toBeVisible();
  // The resume sent with the applicant (a real PDF: the server reads the bytes), and the interviewer's score.
  await expect(drawer.getByText('이력서.pdf')).toBeVisible();
  await drawer.getByRole('combobox', { name: '점수' }).click();
  await page.getByRole('option', { name: '4점' }).click();
  await drawer.getByLabel('평가 의견').fill('결제 도메인 경험이 풍부하고 설명이 명확함');
  await drawer.getByRole('button', { name: '평가 저장' }).click();
  await expect(drawer.locator('li', { hasText: '결제 도메인 경험이 풍부하고 설명이 명확함' })).toContainText('4 / 5');
  await page.waitForTimeout(300);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('drawer-desktop') });
  // 입사 처리: a confirmation naming who is hired where, with the hire date (a week ago), 직급 and 직책.
  const hireDate = new Date(Date.now() - 7 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  await drawer.getByRole('button', { name: '입사 처리' }).click();
  const hire = page.getByRole('dialog', { name: '입사 처리' });
  await expect(hire).toContainText(`${applicantName} 님을 프론트엔드팀의 신규 직원으로 등록합니다.`);
  await hire.getByLabel('입사일').fill(hireDate);
  await hire.getByRole('combobox', { name: '직급' }).click();
  await page.getByRole('option', { name: '대리', exact: true }).click();
  await hire.getByRole('combobox', { name: '직책' }).click();
  await page.getByRole('option', { name: '팀원', exact: true }).click();
  // The earlier toasts gone (they sit over the dialog's top on a phone).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectReadyForScreenshot(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: 'disabled', path: shot('hire-desktop') });
  await page.setViewportSize(mobileScreen.viewport);
  await page.screenshot({ animations: 'disabled', path: shot('hire-mobile') });
  await page.setViewportSize(desktopScreen.viewport);
  await hire.getByRole('button', { name: '입사 처리' }).click();
  const hired = page.getByRole('dialog', { name: '입사 처리 완료' });
  await expect(hired).toContainText(/사번 \d+/);
  await expectReadyForScreenshot(page);
  await page.screenshot({ animations: 'disabled', path: shot('hired-desktop') });
  await page.setViewportSize(mobileScreen.viewport);
  await page.screenshot({ animations: 'disabled', path: shot('hired-mobile') });
  await page.setViewportSize(desktopScreen.viewport);
  await hired.getByRole('link', { name: '인사 기록 보기' }).click();
  await expect(page).toHaveURL(/\/employees\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: applicantName, level: 1 })).toBeVisible();
  await expect(page.getByText('팀원 · 대리')).toBeVisible();
  await expect(page.getByText(hireDate.replaceAll('-', '.')).first()).toBeVisible();

  // The new employee is on the employee list and among the new hires on probation.
  await page.goto('/employees');
  await page.getByRole('searchbox', { name: '직원 검색' }).fill(applicantName);
  await expect(page.getByRole('table', { name: '직원 목록' }).getByText(applicantName)).toBeVisible();
  await page.goto('/new-employees');
  await page.getByRole('searchbox', { name: '수습 평가 대상자 검색' }).fill(applicantName);
  await expect(page.getByRole('table', { name: '수습 평가 대상자 목록' }).getByRole('link', { name: applicantName })).toBeVisible();
  await staffContext.close();

  // The three screens at 1440 and 390 px.
  for (const screen of screenshotViewports) {
    const { context, page: view } = await newSignedInPage(browser, baseURL, { screen, loginId: 'hr.staff', password: adminPassword, path: '/job-notices' });
    await expect(view.getByRole(screen.name === 'desktop' ? 'table' : 'list', { name: '채용 공고 목록' })).toBeVisible();
    await expectReadyForScreenshot(view);
    if (screen.name === 'desktop') expect(await seriousViolations(view)).toEqual([]);
    await view.screenshot({ animations: 'disabled', path: shot(`list-${screen.name}`) });

    await view.goto(`/job-notices/detail/${noticeId}`);
    await expect(column(view, '최종 합격').locator(`li[data-applicant="${applicantName}"]`)).toBeVisible();
    await expectReadyForScreenshot(view);
    if (screen.name === 'desktop') expect(await seriousViolations(view)).toEqual([]);
    await view.screenshot({ animations: 'disabled', path: shot(`detail-${screen.name}`) });

    if (screen.name !== 'desktop') {
      await view.goto('/job-notices/create');
      await expect(view.getByRole('textbox', { name: '공고 내용' })).toBeVisible();
      await expectReadyForScreenshot(view);
      await view.screenshot({ animations: 'disabled', path: shot(`create-${screen.name}`) });
    }
    await context.close();
  }
});
