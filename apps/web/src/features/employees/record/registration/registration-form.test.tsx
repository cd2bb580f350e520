import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/render-app';
import { EmployeeRegisterPage } from '../../employee-register-page';
import { emptyRegistration, registrationSchema, toRegistrationStructure } from './registration-schema';
import { callsTo, renderAt, sampleEmployee, signInWith, stubApi } from '../test-fixtures';

const corporationId = '0b7c1f52-7a0e-4d1e-9a55-3f1f6b2c9d10';
const treeAndCorporations = [
  { method: 'GET', path: '/api/v1/organizational-hierarchy/tree', respond: () => jsonResponse({ data: [], total: 0 }) },
  {
    method: 'GET',
    path: '/api/v1/corporate-structure/hierarchy',
    respond: () => jsonResponse({ data: [], unassigned: [{ id: corporationId, name: '한빛소프트', isActive: true }] }),
  },
];

const field = (name: string) => screen.getByRole('textbox', { name });
/** The form's own 등록 (the title row repeats it). */
const submitButton = () => within(screen.getByRole('form', { name: '직원 등록' })).getByRole('button', { name: '등록' });

describe('registration schema', () => {
  it('sends only what was filled in, in the registration structure', () => {
    const values = emptyRegistration();
    values.employee.person_name = ' 홍길동 ';
    values.salary.base_salary = '3,200,000';
    values.documents[0]!.submitted = true;
    expect(toRegistrationStructure(values)).toEqual({
      employee: { person_name: '홍길동', work_form: '정규직', employment_status: '재직' },
      person: { nationality: '대한민국' },
      salary: { base_salary: '3,200,000' },
      documents: [{ name: '주민등록등본', submitted: true }],
    });
  });

  it('reports the server checks at the form paths', () => {
    const values = emptyRegistration();
    values.person.rrn = '901301-1234567';
    values.person.zipcode = '123';
    values.employee.hire_date = '2026-02-30';
    const result = registrationSchema.safeParse(values);
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(errors).toMatchObject({
      'employee.person_name': '이름(한글)을 입력해주세요.',
      'person.rrn': '주민등록번호의 생년월일이 올바르지 않습니다.',
      'person.zipcode': '우편번호는 숫자 5자리입니다.',
      'employee.hire_date': '날짜는 YYYY-MM-DD 형식의 실제 날짜여야 합니다.',
    });
  });
});

// The whole form re-renders as it is typed into; on a loaded machine that takes a few seconds.
describe('registration form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInWith(['employees:read', 'employees:write', 'employees:rrn:view', 'employees:salary:view']);
  });

  it('offers no RRN or salary fields to someone who may not see them (the server refuses writing them)', () => {
    signInWith(['employees:read', 'employees:write']);
    stubApi(treeAndCorporations);
    renderAt(<EmployeeRegisterPage />, { route: '/employees/register', path: '/employees/register' });
    expect(screen.getByRole('textbox', { name: '이름' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '주민등록번호' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '기본급' })).not.toBeInTheDocument();
  });

  it('shows inline errors and does not send an invalid form', async () => {
    const fetchMock = stubApi(treeAndCorporations);
    const user = userEvent.setup();
    renderAt(<EmployeeRegisterPage />, { route: '/employees/register', path: '/employees/register' });

    await user.type(field('주민등록번호'), '9013011234567');
    expect(field('주민등록번호')).toHaveValue('901301-1234567');
    expect(await screen.findByText('주민등록번호의 생년월일이 올바르지 않습니다.')).toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText('이름(한글)을 입력해주세요.')).toBeInTheDocument();
    expect(field('이름')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/mongo/employees/register')).toHaveLength(0);
  });

  it('marks 이름, 입사일, 법인 and 고용형태 required and says what is missing (issue 29)', async () => {
    const fetchMock = stubApi(treeAndCorporations);
    const user = userEvent.setup();
    renderAt(<EmployeeRegisterPage />, { route: '/employees/register', path: '/employees/register' });
    expect(field('이름')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^입사일/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: /^법인/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: /^고용형태/ })).toHaveAttribute('aria-required', 'true');
    await user.type(field('이름'), '김민수');
    await user.click(submitButton());
    expect(await screen.findByText('입사일을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('소속을 선택해주세요.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/mongo/employees/register')).toHaveLength(0);
  });

  it('fills the birth date and gender from a valid RRN', async () => {
    stubApi(treeAndCorporations);
    const user = userEvent.setup();
    renderAt(<EmployeeRegisterPage />, { route: '/employees/register', path: '/employees/register' });
    await user.type(field('주민등록번호'), '9001011234568');
    expect(screen.getByLabelText('생년월일')).toHaveValue('1990-01-01');
    expect(screen.getByRole('radio', { name: '남' })).toBeChecked();
    expect(screen.getByText(/생년월일 1990\.01\.01/)).toBeInTheDocument();
  });

  it('follows a corrected RRN: 생년월일 and 성별 are what the number says (issue 29)', async () => {
    stubApi(treeAndCorporations);
    const user = userEvent.setup();
    renderAt(<EmployeeRegisterPage />, { route: '/employees/register', path: '/employees/register' });
    await user.type(field('주민등록번호'), '9001011234568');
    expect(screen.getByLabelText('생년월일')).toHaveValue('1990-01-01');
    await user.clear(field('주민등록번호'));
    await user.type(field('주민등록번호'), '0305154234567');
    expect(screen.getByLabelText('생년월일')).toHaveValue('2003-05-15');
    expect(screen.getByRole('radio', { name: '여' })).toBeChecked();
  });

  it('says while typing that the 사번 is taken (after a pause), without blocking', async () => {
    const fetchMock = stubApi([
      ...treeAndCorporations,
      {
        method: 'GET',
        path: '/api/mongo/employees/check-duplicate',
        respond: (request) => {
          const taken = new URL(request.url).searchParams.get('employeeId') === 'E2026001';
          return jsonResponse({ duplicate: taken, employeeIdExists: taken, emailExists: false, message: taken ? '이미 사용 중인 사번입니다.' : null });
        },
      },
    ]);
    const user = userEvent.setup();
    renderAt(<EmployeeRegisterPage />, { route: '/employees/register', path: '/employees/register' });
    await user.type(field('사번'), 'E2026001');
    expect(await screen.findByText('이미 사용 중인 사번입니다: E2026001', {}, { timeout: 2000 })).toBeInTheDocument();
    // One question for the whole word, not one per keystroke.
    expect(callsTo(fetchMock, 'GET', '/api/mongo/employees/check-duplicate')).toHaveLength(1);
    await user.type(field('사번'), '2');
    await waitFor(() => expect(screen.queryByText(/이미 사용 중인 사번입니다/)).not.toBeInTheDocument(), { timeout: 2000 });
  });

  it('posts the structure, shows server field errors under their fields, then lands on the record', async () => {
    let attempt = 0;
    const created = { ...sampleEmployee(), warnings: ['사업부가 비어 있습니다.'] };
    const fetchMock = stubApi([
      ...treeAndCorporations,
      {
        method: 'POST',
        path: '/api/mongo/employees/register',
        respond: () =>
          ++attempt === 1
            ? jsonResponse({ message: '입력값을 확인해주세요.', code: 'VALIDATION_ERROR', details: { fields: { 'person.company_email': '이미 사용 중인 회사 이메일입니다.' } } }, 400)
            : jsonResponse(created, 201),
      },
    ]);
    const user = userEvent.setup();
    const { router } = renderAt(<EmployeeRegisterPage />, { route: '/employees/register', path: '/employees/register' });
    await user.type(field('이름'), '김민수');
    await user.click(screen.getByRole('combobox', { name: /^법인/ }));
    await user.click(await screen.findByRole('option', { name: '한빛소프트' }));
    fireEvent.change(screen.getByLabelText(/^입사일/), { target: { value: '2026-03-02' } });
    await user.type(field('회사 이메일'), 'minsu@hanbit.co.kr');
    await user.type(field('개인 이메일'), 'minsu@example.com');
    await user.type(field('휴대전화'), '01012345678');
    expect(field('휴대전화')).toHaveValue('010-1234-5678');
    await user.type(screen.getByRole('textbox', { name: '기본급' }), '3200000');
    expect(screen.getByRole('textbox', { name: '기본급' })).toHaveValue('3,200,000');
    await user.click(screen.getByRole('checkbox', { name: '통장 사본' }));

    await user.click(submitButton());
    expect(await screen.findByText('이미 사용 중인 회사 이메일입니다.')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', '/api/mongo/employees/register')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      employee: { person_name: '김민수', corporation_id: corporationId, corporation_name: '한빛소프트', work_form: '정규직', hire_date: '2026-03-02', employment_status: '재직' },
      // 회사 이메일 and 개인 이메일, each its own field (issue 29).
      person: { company_email: 'minsu@hanbit.co.kr', email: 'minsu@example.com', contact: '010-1234-5678', nationality: '대한민국' },
      // The amount as the shared schema reads it (10만 would be 100000; a word it cannot read is a field error).
      salary: { base_salary: 3200000 },
      documents: [{ name: '통장 사본', submitted: true }],
    });

    await user.clear(field('회사 이메일'));
    await user.type(field('회사 이메일'), 'minsu2@hanbit.co.kr');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employees/${created._id}`));
  });
});
