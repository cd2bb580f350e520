import { expect } from '@playwright/test';
import { bearer, expectReadyForScreenshot, newSignedInPage, screenshotPath, screenshotViewports, unique, test } from '../fixtures';

/**
 * Issue 29 item 5: the registration screen at 1440 and 390 px. The required fields are marked and
 * refused when empty, 생년월일 and 성별 follow the RRN as it is typed, 회사 이메일 and 개인 이메일 are
 * two fields stored in their own places, the address is entered by hand with a 5-digit 우편번호.
 */

const shot = (name: string) => screenshotPath('employee-register', name);

for (const screen of screenshotViewports) {
  test(`register a new hire on the ${screen.name} screen`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { context, page } = await newSignedInPage(browser, baseURL, { screen, path: '/employees/register' });
    await expect(page.getByRole('heading', { name: '직원 등록', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: '직원 등록' });
    await expect(form.getByRole('combobox', { name: '법인', exact: true })).not.toContainText('불러오는 중');
    const { employeeNo, email: companyEmail } = unique(screen.name === 'desktop' ? 'RGD' : 'RGM');
    const personalEmail = `${employeeNo.toLowerCase()}@gmail.com`;
    const name = screen.name === 'desktop' ? '선우다온' : '제갈보람';

    // Marked required, and refused when empty.
    for (const field of [form.getByRole('textbox', { name: '이름', exact: true }), form.getByRole('textbox', { name: '입사일', exact: true }), form.getByRole('combobox', { name: '법인', exact: true }), form.getByRole('combobox', { name: '고용형태', exact: true })]) {
      await expect(field).toHaveAttribute('aria-required', 'true');
    }
    await form.getByRole('textbox', { name: '이름', exact: true }).fill(name);
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form.getByText('입사일을 입력해주세요.')).toBeVisible();
    await expect(form.getByText('소속을 선택해주세요.')).toBeVisible();
    await expect(page).toHaveURL(/\/employees\/register$/);
    await page.screenshot({ animations: 'disabled', path: shot(`required-${screen.name}`), fullPage: true });
    await form.getByRole('combobox', { name: '법인', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ animations: 'disabled', path: shot(`required-placement-${screen.name}`) });

    await form.getByRole('textbox', { name: '사번' }).fill(employeeNo);
    // The RRN decides 생년월일 and 성별, also when it is corrected.
    const rrn = form.getByRole('textbox', { name: '주민등록번호' });
    await rrn.pressSequentially('9203151234562');
    await expect(form.getByLabel('생년월일')).toHaveValue('1992-03-15');
    await expect(form.getByRole('radio', { name: '남' })).toBeChecked();
    await rrn.fill('');
    await rrn.pressSequentially('9506202234560');
    await expect(rrn).toHaveValue('950620-2234560');
    await expect(form.getByLabel('생년월일')).toHaveValue('1995-06-20');
    await expect(form.getByRole('radio', { name: '여' })).toBeChecked();

    await form.getByRole('textbox', { name: '회사 이메일' }).fill(companyEmail);
    await form.getByRole('textbox', { name: '개인 이메일' }).fill(personalEmail);
    await form.getByRole('textbox', { name: '휴대전화' }).pressSequentially('01023456789');

    // The address by hand: a 우편번호 that is not 5 digits is said at once.
    await expect(page.getByText('우편번호 검색은 아직 제공하지 않습니다.', { exact: false })).toBeVisible();
    const zipcode = form.getByRole('textbox', { name: '우편번호' });
    await zipcode.fill('123');
    await form.getByRole('textbox', { name: '주소', exact: true }).click();
    await expect(form.getByText('우편번호는 숫자 5자리입니다.')).toBeVisible();
    await zipcode.fill('06236');
    await form.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 테헤란로 152');
    await form.getByRole('textbox', { name: '상세주소' }).fill('12층 1201호');
    await expect(form.getByText('우편번호는 숫자 5자리입니다.')).toBeHidden();
    await form.getByRole('textbox', { name: '주민등록번호' }).scrollIntoViewIfNeeded();
    await page.screenshot({ animations: 'disabled', path: shot(`rrn-contact-${screen.name}`) });

    for (const [level, unit] of [
      ['법인', '한빛소프트'],
      ['사업부', '플랫폼사업부'],
      ['본부', '개발본부'],
      ['팀', '백엔드팀'],
    ] as const) {
      await form.getByRole('combobox', { name: level, exact: true }).click();
      await page.getByRole('option', { name: unit, exact: true }).click();
    }
    await expect(form.getByText('소속을 선택해주세요.')).toBeHidden();
    await form.getByRole('textbox', { name: '입사일', exact: true }).fill('2026-03-02');
    await expect(form.getByText('입사일을 입력해주세요.')).toBeHidden();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`filled-${screen.name}`), fullPage: true });

    await form.getByRole('button', { name: '등록' }).click();
    await expect(page).toHaveURL(/\/employees\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const record = (await (await page.request.get(`/api/mongo/employees/${id}`, { headers: await bearer(page) })).json()) as {
      personal: { emailPersonal: string; birthDate: string; gender: string; addressInfo: { zipcode: string; address: string; addressDetail: string } };
      accounts: { email: string };
      organization: { team: string; employmentType: string };
      employmentHistory: { startDate: string }[];
    };
    expect(record.accounts.email).toBe(companyEmail);
    expect(record.personal.emailPersonal).toBe(personalEmail);
    expect(record.personal).toMatchObject({ birthDate: '1995-06-20', gender: '여' });
    expect(record.personal.addressInfo).toMatchObject({ zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '12층 1201호' });
    expect(record.organization).toMatchObject({ team: '백엔드팀', employmentType: '정규직' });
    expect(record.employmentHistory[0]!.startDate).toBe('2026-03-02');
    await expect(page.getByText(personalEmail)).toBeVisible();
    await context.close();
  });
}
