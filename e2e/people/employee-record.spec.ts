import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectReadyForScreenshot, newSignedInPage, screenshotViewports, signIn, seriousViolations, bearer, unique, screenshotPath, test } from '../fixtures';

/**
 * The employee record screens (issue 5, item 6) through the real server: register through the form
 * and land on the record, edit a section, reveal the RRN with a reason, the change history, the HR
 * card and its PDF; axe on register and detail; screenshots at 1440 and 390 px.
 */

const shot = (name: string) => screenshotPath('employee-record', name);


/** A 사번 and e-mail no other test has. */


/** A full record through POST register (3.3), then its other sections through PUT, for the screenshots. */
async function createFullRecord(page: Page): Promise<string> {
  const { employeeNo, email } = unique('R');
  const headers = await bearer(page);
  const created = await page.request.post('/api/mongo/employees/register', {
    headers,
    data: {
      employee: {
        person_name: '남궁하늘',
        employee_number: employeeNo,
        corporation_name: '한빛소프트',
        division_name: '플랫폼사업부',
        headquarter_name: '개발본부',
        team_name: '프론트엔드팀',
        part_name: '웹파트',
        work_form: '정규직',
        job_title: '파트장',
        job_grade: '책임',
        job_function: '프론트엔드 개발',
        hire_date: '2021-04-01',
        probation_end_date: '2021-06-30',
      },
      person: {
        name: '남궁하늘',
        name_eng: 'Haneul Namgung',
        company_email: email,
        contact: '010-2345-6789',
        zipcode: '13529',
        address: '경기도 성남시 분당구 판교역로 235',
        address_detail: '에이치스퀘어 N동 7층',
        extra_address: '(삼평동)',
        rrn: '880412-1234567',
        gender: '남',
      },
      emergencyContact: { name: '김영희', relationship: '배우자', phone: '010-9876-5432' },
      salary: { base_salary: '5,400,000', allowances: '300,000' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const record = (await created.json()) as { _id: string; version: number };
  const updated = await page.request.put(`/api/mongo/employees/${record._id}`, {
    headers,
    data: {
      version: record.version,
      personal: {
        militaryService: { type: '군필', rank: '병장', startedAt: '2008-03-04', endedAt: '2010-01-03', dischargeType: '만기전역', exemptionReason: '' },
        dependents: 2,
        dependentDetails: [
          { name: '김영희', relationship: '배우자', birthDate: '1989-07-21' },
          { name: '남궁별', relationship: '자녀', birthDate: '2019-05-05' },
        ],
      },
      career: {
        previousCompanies: [
          { companyName: '네오웹', department: '웹개발팀', position: '선임', startDate: '2014-01-02', endDate: '2018-12-31', duties: '커머스 프론트엔드 개발' },
          { companyName: '카페인랩', department: '서비스개발실', position: '책임', startDate: '2019-01-07', endDate: '2021-03-26', duties: '디자인 시스템 구축' },
        ],
      },
      educationRecords: [{ schoolName: '한국대학교', major: '컴퓨터공학', degree: '학사', startDate: '2007-03-02', endDate: '2014-02-20', graduationStatus: '졸업' }],
      certifications: [{ name: '정보처리기사', issuer: '한국산업인력공단', acquiredDate: '2013-08-16', number: '13201234567A' }],
      languageSkills: [{ language: '영어', testName: 'TOEIC', score: '905', level: '', acquiredDate: '2024-02-10' }],
      notes: '2023년 사내 기술 세미나 발표.',
    },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return record._id;
}

test('register through the form, edit a section, reveal the RRN, see the history', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/employees/register');
  await expect(page.getByRole('heading', { name: '직원 등록', level: 1 })).toBeVisible();
  const { employeeNo, email } = unique('E');
  const form = page.getByRole('form', { name: '직원 등록' });

  await form.getByRole('textbox', { name: '이름', exact: true }).fill('이서연');
  await form.getByRole('textbox', { name: '영문 이름' }).fill('Seoyeon Lee');
  await form.getByRole('textbox', { name: '사번' }).fill(employeeNo);
  await form.getByRole('textbox', { name: '주민등록번호' }).pressSequentially('9203152234561');
  await expect(form.getByRole('textbox', { name: '주민등록번호' })).toHaveValue('920315-2234561');
  await expect(form.getByLabel('생년월일')).toHaveValue('1992-03-15');
  await expect(form.getByRole('radio', { name: '여' })).toBeChecked();
  await form.getByRole('textbox', { name: '회사 이메일' }).fill(email);
  await form.getByRole('textbox', { name: '휴대전화' }).pressSequentially('01023456789');
  await form.getByRole('textbox', { name: '우편번호' }).fill('06236');
  await form.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 테헤란로 152');
  await form.getByRole('textbox', { name: '상세주소' }).fill('12층');

  for (const [level, name] of [
    ['법인', '한빛소프트'],
    ['사업부', '플랫폼사업부'],
    ['본부', '개발본부'],
    ['팀', '백엔드팀'],
  ] as const) {
    await form.getByRole('combobox', { name: level, exact: true }).click();
    await page.getByRole('option', { name, exact: true }).click();
  }
  // 직급 and 직책 offer the active 공통 코드.
  for (const [field, name] of [
    ['직급', '선임'],
    ['직책', '팀원'],
  ] as const) {
    await form.getByRole('combobox', { name: field, exact: true }).click();
    await page.getByRole('option', { name, exact: true }).click();
  }
  await form.getByRole('textbox', { name: '입사일', exact: true }).fill('2024-03-04');
  await form.getByRole('textbox', { name: '비상연락처 이름' }).fill('이준호');
  await form.getByRole('textbox', { name: '관계' }).fill('부');
  await form.getByRole('textbox', { name: '연락처', exact: true }).pressSequentially('01098765432');
  await form.getByRole('textbox', { name: '기본급' }).pressSequentially('3200000');
  await expect(form.getByRole('textbox', { name: '기본급' })).toHaveValue('3,200,000');
  await form.getByRole('checkbox', { name: '통장 사본' }).click();

  await form.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/employees\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '이서연', level: 1 })).toBeVisible();
  await expect(page.getByText('한빛소프트 > 플랫폼사업부 > 개발본부 > 백엔드팀')).toBeVisible();
  await expect(page.getByText('920315-2******')).toBeVisible();

  // Edit 근무 정보 (직책) and 연락처.
  await page.getByRole('tab', { name: '소속·근무' }).click();
  await page.getByRole('button', { name: '근무 정보 편집' }).click();
  const work = page.getByRole('dialog', { name: '근무 정보 편집' });
  await work.getByRole('combobox', { name: '직책' }).click();
  await page.getByRole('option', { name: '파트장', exact: true }).click();
  await work.getByRole('button', { name: '저장' }).click();
  await expect(work).toBeHidden();
  await expect(page.getByText('근무 정보를 저장했습니다.')).toBeVisible();
  await expect(page.getByText('파트장 · 선임')).toBeVisible();

  await page.getByRole('tab', { name: '인적사항' }).click();
  await page.getByRole('button', { name: '연락처 편집' }).click();
  const contact = page.getByRole('dialog', { name: '연락처 편집' });
  await contact.getByRole('textbox', { name: '휴대전화' }).fill('');
  await contact.getByRole('textbox', { name: '휴대전화' }).pressSequentially('01055556666');
  await contact.getByRole('button', { name: '저장' }).click();
  await expect(contact).toBeHidden();
  await expect(page.getByText('010-5555-6666')).toBeVisible();
  await page.reload();
  await expect(page.getByText('010-5555-6666')).toBeVisible();

  // The RRN, with a reason.
  await page.getByRole('button', { name: '주민등록번호 보기' }).click();
  const reveal = page.getByRole('dialog', { name: '주민등록번호 열람' });
  await reveal.getByRole('textbox', { name: '열람 사유' }).fill('4대보험 취득 신고');
  await reveal.getByRole('button', { name: '열람' }).click();
  await expect(page.getByText('920315-2234561')).toBeVisible();
  await expect(page.getByText(/초 후 가려집니다/)).toBeVisible();

  await page.getByRole('tab', { name: '변경 이력' }).click();
  const latest = page.getByRole('tabpanel', { name: '변경 이력' }).getByRole('listitem').first();
  await expect(latest).toContainText('수정');
  await expect(latest).toContainText('연락처 · 휴대전화');
  await expect(latest).toContainText('010-2345-6789');
  await expect(latest).toContainText('010-5555-6666');
});

test('bad input keeps the editor open with the field message; hr.staff gets no salary editor', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const id = await createFullRecord(page);
  await page.goto(`/employees/${id}`);
  await page.getByRole('button', { name: '연락처 편집' }).click();
  const contact = page.getByRole('dialog', { name: '연락처 편집' });
  const phone = contact.getByRole('textbox', { name: '휴대전화' });
  await phone.fill('');
  await phone.pressSequentially('abc-전화');
  await expect(phone).toHaveValue('abc-전화');
  await contact.getByRole('button', { name: '저장' }).click();
  await expect(contact.getByText('전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678')).toBeVisible();
  await expect(contact).toBeVisible();
  await page.screenshot({ path: shot('editor-phone-error-desktop') });
  // The server refuses it too, and nothing was written.
  const headers = await bearer(page);
  const record = (await (await page.request.get(`/api/mongo/employees/${id}`, { headers })).json()) as { version: number; personal: { phone: string } };
  const refused = await page.request.put(`/api/mongo/employees/${id}`, { headers, data: { version: record.version, personal: { phone: 'abc-전화' } } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { details: { fields: Record<string, string> } }).details.fields['personal.phone']).toContain('전화번호');
  expect(record.personal.phone).toBe('010-2345-6789');

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'hr.staff');
  await staff.goto(`/employees/${id}`);
  await staff.getByRole('tab', { name: '급여' }).click();
  await expect(staff.getByText('급여 정보는 급여 열람 권한이 있는 사용자만 볼 수 있습니다.')).toBeVisible();
  await expect(staff.getByRole('button', { name: '급여 편집' })).toHaveCount(0);
  await expect(staff.getByText('급여 계좌는 급여 계좌 열람 권한이 있는 사용자만 볼 수 있습니다.')).toBeVisible();
  await expect(staff.getByRole('button', { name: '급여 계좌 편집' })).toHaveCount(0);
  await staff.getByRole('tab', { name: '소속·근무' }).click();
  await expect(staff.getByRole('button', { name: '근무 정보 편집' })).toBeVisible();
  await staff.context().close();
});

test('a stale version gets 409 and the reload dialog', async ({ page }) => {
  await signIn(page);
  const id = await createFullRecord(page);
  await page.goto(`/employees/${id}`);
  await expect(page.getByRole('heading', { name: '남궁하늘', level: 1 })).toBeVisible();
  // Someone else saves first.
  const current = (await (await page.request.get(`/api/mongo/employees/${id}`, { headers: await bearer(page) })).json()) as { version: number };
  const other = await page.request.put(`/api/mongo/employees/${id}`, { headers: await bearer(page), data: { version: current.version, notes: '다른 사용자의 메모' } });
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: '연락처 편집' }).click();
  const contact = page.getByRole('dialog', { name: '연락처 편집' });
  await contact.getByRole('textbox', { name: '개인 이메일' }).fill('haneul.private@example.com');
  await contact.getByRole('button', { name: '저장' }).click();
  const conflict = page.getByRole('alertdialog', { name: '다른 사용자가 먼저 변경했습니다' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: '새로고침' }).click();
  await expect(conflict).toBeHidden();
  await page.getByRole('tab', { name: '비고' }).click();
  await expect(page.getByText('다른 사용자의 메모')).toBeVisible();
});

test('the HR card opens from the record and downloads as a PDF', async ({ page }) => {
  await signIn(page);
  const id = await createFullRecord(page);
  await page.goto(`/employees/${id}`);
  await page.getByRole('link', { name: '인사기록카드' }).click();
  await expect(page).toHaveURL(`/employees/${id}/hr-card`);
  const card = page.getByRole('article', { name: '인사기록카드' });
  await expect(card.getByRole('heading', { name: '인사기록카드', level: 1 })).toBeVisible();
  await expect(card.getByRole('table', { name: '경력' })).toContainText('네오웹');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF 다운로드' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^인사기록카드_남궁하늘_R[0-9A-Z]+\.pdf$/);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('axe finds nothing serious on register and detail; screenshots at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const viewport of screenshotViewports) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen: viewport });
    await page.goto('/employees/register');
    await expect(page.getByRole('heading', { name: '직원 등록', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '법인' })).not.toContainText('불러오는 중');
    await expectReadyForScreenshot(page);
    if (viewport.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`register-${viewport.name}`), fullPage: true });

    const id = await createFullRecord(page);
    await page.goto(`/employees/${id}`);
    await expect(page.getByRole('heading', { name: '남궁하늘', level: 1 })).toBeVisible();
    await expect(page.getByText('근속', { exact: true })).toBeVisible();
    await expectReadyForScreenshot(page);
    if (viewport.name === 'desktop') {
      expect(await seriousViolations(page)).toEqual([]);
      for (const tab of ['소속·근무', '경력', '급여', '변경 이력']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForTimeout(200);
        expect(await seriousViolations(page), tab).toEqual([]);
      }
      await page.getByRole('tab', { name: '인적사항' }).click();
      await page.getByRole('button', { name: '연락처 편집' }).click();
      await expect(page.getByRole('dialog', { name: '연락처 편집' })).toBeVisible();
      await page.waitForTimeout(250);
      expect(await seriousViolations(page), 'editor').toEqual([]);
      await page.screenshot({ animations: 'disabled', path: shot('editor-desktop') });
      await page.keyboard.press('Escape');
    }
    await page.screenshot({ animations: 'disabled', path: shot(`detail-${viewport.name}`), fullPage: true });
    await page.getByRole('tab', { name: '경력' }).click();
    await page.waitForTimeout(200);
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`detail-career-${viewport.name}`), fullPage: true });

    await page.goto(`/employees/${id}/hr-card`);
    await expect(page.getByRole('article', { name: '인사기록카드' })).toBeVisible();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`hr-card-${viewport.name}`), fullPage: true });
    if (viewport.name === 'desktop') {
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('sidebar')).toBeHidden();
      await page.screenshot({ animations: 'disabled', path: shot('hr-card-print'), fullPage: true });
      await page.emulateMedia({ media: 'screen' });
    }
    await context.close();
  }
});
