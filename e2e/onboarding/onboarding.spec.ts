import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  bearer,
  expectReadyForScreenshot,
  newSignedInPage,
  screenshotPath,
  screenshotViewports,
  seriousViolations,
  signIn,
  unique, test } from '../fixtures';
import { pdfText } from '../support/pdf-text.mjs';
import { smtpSinkUrl, type SinkMail } from '../support/smtp-settings';

/**
 * 수습 평가 대상자 (issue 12): HR works through a new hire's onboarding checklist (a PDF handed in
 * and confirmed, sign-offs, automatic items from the record), completes the probation and downloads
 * the 수습 완료 확인서; 알림 메일 보내기 mails the open items (to the SMTP sink); 불합격 처리 needs a
 * reason; axe and screenshots of both screens. The new hires are registered here (계약직, hired ten
 * days ago), so that the demo templates' assignment rules start their checklists.
 */

const shot = (name: string) => screenshotPath('onboarding', name);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

type NewHire = { id: string; name: string; employeeNo: string; email: string };

/** A 계약직 new hire (hired ten days ago) with an emergency contact and, if asked, a bank account. */
async function registerNewHire(
  page: Page,
  name: string,
  { bankAccount, hireDate = daysAgo(10), workForm = '계약직' }: { bankAccount: boolean; hireDate?: string; workForm?: string },
): Promise<NewHire> {
  const { employeeNo, email } = unique('N');
  const headers = await bearer(page);
  const created = await page.request.post('/api/mongo/employees/register', {
    headers,
    data: {
      employee: {
        person_name: name,
        employee_number: employeeNo,
        corporation_name: '한빛소프트',
        division_name: '플랫폼사업부',
        headquarter_name: '개발본부',
        team_name: '프론트엔드팀',
        work_form: workForm,
        job_title: '팀원',
        hire_date: hireDate,
      },
      person: { name, email, company_email: email, contact: '010-2345-6789' },
      emergencyContact: { name: '김영희', relationship: '배우자', phone: '010-9876-5432' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const record = (await created.json()) as { _id: string; version: number };
  if (bankAccount) {
    const updated = await page.request.put(`/api/mongo/employees/${record._id}`, {
      headers,
      data: { version: record.version, personal: { bankAccount: { bankName: '국민은행', accountNumber: '123-456-789012', accountHolder: name } } },
    });
    expect(updated.status(), await updated.text()).toBe(200);
  }
  return { id: record._id, name, employeeNo, email };
}

/** A small real PDF (the server checks the content, not only the name). */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const item = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });

async function openFromList(page: Page, hire: NewHire) {
  await page.goto('/new-employees');
  await page.getByRole('searchbox', { name: '수습 평가 대상자 검색' }).fill(hire.employeeNo);
  await expect(page).toHaveURL(new RegExp(`q=${hire.employeeNo}`));
  const table = page.getByRole('table', { name: '수습 평가 대상자 목록' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: hire.name }).click();
  await expect(page).toHaveURL(new RegExp(`/new-employees/${hire.id}$`));
  await expect(page.getByRole('heading', { name: `${hire.name} 수습 평가`, level: 1 })).toBeVisible();
}

test('HR verifies every item of a new hire, completes the probation and downloads the 확인서', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const hire = await registerNewHire(page, '채온유', { bankAccount: true });
  await openFromList(page, hire);

  const complete = page.getByRole('button', { name: '수습 완료', exact: true });
  await expect(complete).toBeDisabled();
  await expect(complete).toHaveAccessibleDescription(/^수습 완료 전: 필수 항목 \d+개가 아직 완료되지 않았습니다/);

  // Automatic items come from the record: the bank account and the emergency contact are there.
  await expect(item(page, '급여 계좌 등록').getByText('확인 완료')).toBeVisible();
  await expect(item(page, '급여 계좌 등록').getByRole('button')).toHaveCount(0);

  // Documents: a wrong file is refused in the browser; a PDF goes up, then HR confirms it.
  const pledge = item(page, '보안서약서 제출');
  await pledge.getByLabel('보안서약서 제출 서류 파일').setInputFiles({ name: 'pledge.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(pledge.getByRole('alert')).toHaveText('PDF, PNG, JPEG 파일만 올릴 수 있습니다.');
  for (const title of ['보안서약서 제출', '산업안전 교육 이수']) {
    const row = item(page, title);
    await row.getByLabel(`${title} 서류 파일`).setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await expect(row.getByText('확인 대기')).toBeVisible();
    await expect(row.getByRole('button', { name: `${title}.pdf 내려받기` })).toBeVisible();
    await row.getByRole('button', { name: '확인', exact: true }).click();
    await expect(row.getByText('확인 완료')).toBeVisible();
  }

  // Sign-offs: the administrator may sign items of any role.
  for (const title of ['근로계약서 서명', '사원증 발급']) {
    await item(page, title).getByRole('button', { name: '확인 서명' }).click();
    await expect(item(page, title).getByText('확인 완료')).toBeVisible();
  }
  await expect(page.getByRole('region', { name: '신규 입사자' }).getByText('완료 가능')).toBeVisible();
  await expect(page.getByRole('heading', { name: '확인 기록' })).toBeVisible();

  await expect(complete).toBeEnabled();
  await complete.click();
  const dialog = page.getByRole('dialog', { name: '수습 완료' });
  await dialog.getByRole('button', { name: '수습 완료' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: '신규 입사자' }).getByText('수습 완료', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '확인 서명' })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '수습 완료 확인서 다운로드' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain('수습 완료 확인서');
  expect(text).toContain(hire.name);

  // The list shows the decision.
  await page.goto(`/new-employees?q=${hire.employeeNo}`);
  await expect(page.getByRole('table', { name: '수습 평가 대상자 목록' }).getByText('수습 완료', { exact: true })).toBeVisible();
});

test('알림 메일 보내기 mails the open items; 불합격 처리 needs a reason', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const hire = await registerNewHire(page, '변시우', { bankAccount: false });
  await openFromList(page, hire);

  await page.getByRole('button', { name: '알림 메일 보내기' }).click();
  await expect(page.getByText('알림 메일을 보냈습니다')).toBeVisible();
  let mail: SinkMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get(`${smtpSinkUrl}/mails`)).json()) as SinkMail[];
        mail = mails.find((m) => m.to.includes(hire.email));
        return mail?.subject;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\[사람\] 온보딩 미완료 항목 안내 \(\d+건\)$/);
  expect(mail!.text).toContain(`${hire.name}님 (${hire.employeeNo})`);
  expect(mail!.text).toContain('- 근로계약서 서명 (미완료)');
  expect(mail!.text).toContain('- 급여 계좌 등록 (미완료)');

  await page.getByRole('button', { name: '불합격 처리' }).click();
  const dialog = page.getByRole('dialog', { name: '불합격 처리' });
  await dialog.getByRole('button', { name: '불합격 처리' }).click();
  await expect(dialog.getByText('불합격 사유를 입력해주세요.')).toBeVisible();
  await dialog.getByLabel('불합격 사유').fill('수습 기간 중 근태 불량');
  await dialog.getByRole('button', { name: '불합격 처리' }).click();
  await expect(dialog).toBeHidden();
  const header = page.getByRole('region', { name: '신규 입사자' });
  await expect(header.getByText('수습 불합격', { exact: true }).first()).toBeVisible();
  await expect(header).toContainText('사유: 수습 기간 중 근태 불량');
  await expect(page.getByRole('button', { name: '알림 메일 보내기' })).toHaveCount(0);
});

test('axe finds nothing serious on both screens; screenshots at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  let hire: NewHire | undefined;
  for (const screen of screenshotViewports) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen });
    hire ??= await registerNewHire(page, '하윤슬', { bankAccount: true });
    await page.goto('/new-employees');
    await expect(page.getByRole(screen.name === 'desktop' ? 'table' : 'list', { name: '수습 평가 대상자 목록' })).toBeVisible();
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`list-${screen.name}`) });
    if (screen.name === 'desktop') {
      await page.getByRole('button', { name: '알림 설정' }).click();
      const settings = page.getByRole('dialog', { name: '알림 설정' });
      await expect(settings.getByLabel('알림 주기 (일)')).toBeVisible();
      await page.waitForTimeout(300);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ animations: 'disabled', path: shot('settings-desktop') });
      // A bad address is named under the field; a good one is saved and read back.
      const recipients = settings.getByLabel('인사 담당자 수신 주소');
      await recipients.fill('hr@hanbit.example\n인사팀');
      await settings.getByRole('button', { name: '저장' }).click();
      await expect(settings.getByText('이메일 형식이 올바르지 않습니다: 인사팀')).toBeVisible();
      await recipients.fill('hr@hanbit.example');
      await settings.getByRole('button', { name: '저장' }).click();
      await expect(settings).toBeHidden();
      await page.getByRole('button', { name: '알림 설정' }).click();
      await expect(page.getByRole('dialog', { name: '알림 설정' }).getByLabel('인사 담당자 수신 주소')).toHaveValue('hr@hanbit.example');
      await page.getByRole('dialog', { name: '알림 설정' }).getByRole('button', { name: '취소' }).click();
    }

    await page.goto(`/new-employees/${hire.id}`);
    await expect(page.getByRole('heading', { name: '확인 기록' })).toBeVisible();
    if (screen.name === 'desktop') {
      // Something in the 확인 기록 for the screenshots: a PDF handed in, a sign-off.
      await item(page, '보안서약서 제출').getByLabel('보안서약서 제출 서류 파일').setInputFiles({ name: '보안서약서.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(item(page, '보안서약서 제출').getByText('확인 대기')).toBeVisible();
      await item(page, '근로계약서 서명').getByRole('button', { name: '확인 서명' }).click();
      await expect(item(page, '근로계약서 서명').getByText('확인 완료')).toBeVisible();
      await expect(page.getByText('확인 서명했습니다')).toBeHidden({ timeout: 15_000 });
    }
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`detail-${screen.name}`), fullPage: true });
    await context.close();
  }
});

test('HR sees 확인 서명 only on the items its role may sign; 수습 완료 waits for the hire date', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const hireDate = daysAgo(-5);
  let hire: NewHire | undefined;
  for (const screen of screenshotViewports) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen, loginId: 'hr.manager' });
    hire ??= await registerNewHire(page, '나예정', { bankAccount: false, hireDate });
    await page.goto(`/new-employees/${hire.id}`);
    await expect(page.getByRole('heading', { name: '확인 기록' })).toBeVisible();

    // 근로계약서 서명 and 사원증 발급 are the 인사 담당자's: the 인사 책임자 is offered nothing there.
    for (const title of ['근로계약서 서명', '사원증 발급']) {
      await expect(item(page, title).getByText('확인 서명 · 인사 담당자 역할')).toBeVisible();
      await expect(item(page, title).getByRole('button')).toHaveCount(0);
    }
    await expect(item(page, '보안서약서 제출').getByRole('button', { name: '서류 제출' })).toBeVisible();

    const complete = page.getByRole('button', { name: '수습 완료', exact: true });
    await expect(complete).toBeDisabled();
    await expect(complete).toHaveAccessibleDescription(`수습 완료 전: 입사일(${hireDate.replaceAll('-', '.')}) 전에는 수습 완료 처리를 할 수 없습니다.`);
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`signer-${screen.name}`), fullPage: true });
    await context.close();
  }

  // The 인사 담당자 signs them; the bank account is not theirs to enter, and they are told who may.
  const { context, page } = await newSignedInPage(browser, baseURL, { loginId: 'hr.staff', path: `/new-employees/${hire!.id}` });
  await item(page, '근로계약서 서명').getByRole('button', { name: '확인 서명' }).click();
  await expect(item(page, '근로계약서 서명').getByText('확인 완료')).toBeVisible();
  await expect(item(page, '급여 계좌 등록')).toContainText('인사기록에 직접 입력하려면 급여 계좌 열람 권한이 필요합니다 (시스템 관리자, 인사 책임자).');
  await expect(item(page, '급여 계좌 등록').getByRole('button')).toHaveCount(0);
  await context.close();
});

test('HR closes the automatic items itself: the bank account on the record, the sign-in account by an administrator', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  let hire: NewHire | undefined;
  for (const screen of screenshotViewports) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen, loginId: 'hr.manager' });
    hire ??= await registerNewHire(page, '정계좌', { bankAccount: false, workForm: '정규직' });
    await page.goto(`/new-employees/${hire.id}`);
    await expect(item(page, '시스템 계정 발급')).toContainText('계정은 관리자 ID 관리 권한이 있는 사용자(시스템 관리자)가 만듭니다.');
    await item(page, '급여 계좌 등록').getByRole('button', { name: '계좌 입력' }).click();
    const dialog = page.getByRole('dialog', { name: '급여 계좌 입력' });
    await expect(dialog.getByRole('textbox', { name: '예금주' })).toHaveValue('정계좌');
    await dialog.getByRole('textbox', { name: '은행' }).fill('국민은행');
    await dialog.getByRole('textbox', { name: '계좌번호' }).fill('123-456-789012');
    await page.waitForTimeout(250);
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`bank-${screen.name}`) });
    if (screen.name === 'mobile') {
      await dialog.getByRole('button', { name: '저장' }).click();
      await expect(dialog).toBeHidden();
      await expect(item(page, '급여 계좌 등록').getByText('확인 완료')).toBeVisible();
    }
    await context.close();
  }

  const { context, page } = await newSignedInPage(browser, baseURL, { path: `/new-employees/${hire!.id}` });
  await item(page, '시스템 계정 발급').getByRole('button', { name: '계정 만들기' }).click();
  const dialog = page.getByRole('dialog', { name: '시스템 계정 만들기' });
  await expect(dialog).toContainText(`정계좌 (${hire!.employeeNo})님이 Saram에 로그인할 계정`);
  await dialog.getByRole('textbox', { name: '로그인 ID' }).fill(`onb.${hire!.employeeNo.toLowerCase()}`);
  await dialog.getByRole('textbox', { name: '초기 비밀번호' }).fill('Harbour-Lantern-2026!');
  await dialog.getByRole('button', { name: '만들기' }).click();
  await expect(dialog).toBeHidden();
  await expect(item(page, '시스템 계정 발급').getByText('확인 완료')).toBeVisible();
  await context.close();
});
