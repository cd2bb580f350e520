import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render-app';
import { EmployeeDetailPage } from '../employee-detail-page';
import { conflictTitle } from './conflict-dialog';
import { revealDurationMs } from './reveal-context';
import { callsTo, renderAt, sampleEmployee, signInWith, stubApi, type Route } from './test-fixtures';

const employee = sampleEmployee();
const recordPath = `/api/mongo/employees/${employee._id}`;
const metrics = {
  employeeId: employee._id,
  hireDate: '2024-03-02',
  tenure: { years: 2, months: 8, days: 19, totalDays: 994, label: '2년 8개월' },
  career: { previousMonths: 0, companyMonths: 32, totalMonths: 32, acknowledgedYears: 0, label: '2년 8개월' },
  onboarding: { isCompleted: false, completedAt: null, probationEndDate: '' },
  evaluations: null,
};

function routes(extra: Route[] = [], record = () => jsonResponse(employee)): Route[] {
  return [
    ...extra,
    { method: 'GET', path: recordPath, respond: record },
    { method: 'GET', path: `${recordPath}/hr-metrics`, respond: () => jsonResponse(metrics) },
  ];
}

function renderDetail(path = `/employees/${employee._id}`) {
  return renderAt(<EmployeeDetailPage />, { route: '/employees/:id', path });
}

describe('employee detail', { timeout: 15_000 }, () => {
  beforeEach(() => {
    signInWith(['employees:read', 'employees:write', 'employees:delete', 'employees:rrn:view', 'employees:salary:view', 'employees:sensitive:view']);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the header with tenure and the masked RRN', async () => {
    stubApi(routes());
    renderDetail();
    expect(await screen.findByRole('heading', { name: '김민수', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('한빛소프트 > 플랫폼사업부 > 개발본부 > 백엔드팀')).toBeInTheDocument();
    expect(await screen.findByText('2년 8개월')).toBeInTheDocument();
    expect(screen.getByText('900101-1******')).toBeInTheDocument();
    expect(screen.getByText('010-1234-5678')).toBeInTheDocument();
  });

  it('reveals the RRN only with a reason, then hides it again after 30 s', async () => {
    const fetchMock = stubApi(
      routes([{ method: 'POST', path: `${recordPath}/reveal`, respond: () => jsonResponse({ field: 'rrn', rrn: '900101-1234568' }) }]),
    );
    // The 30 s countdown runs on fake timers that otherwise follow the real clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '주민등록번호 보기' }));
    const dialog = screen.getByRole('dialog', { name: '주민등록번호 열람' });
    await user.type(within(dialog).getByRole('textbox', { name: '열람 사유' }), '가');
    await user.click(within(dialog).getByRole('button', { name: '열람' }));
    expect(await within(dialog).findByText('열람 사유를 2자 이상 입력해주세요.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${recordPath}/reveal`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '열람 사유' }), ' 4대보험 신고');
    await user.click(within(dialog).getByRole('button', { name: '열람' }));
    expect(await screen.findByText('900101-1234568')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', `${recordPath}/reveal`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ field: 'rrn', reason: '가 4대보험 신고' });
    expect(screen.getByText(/초 후 가려집니다/)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(revealDurationMs + 1000));
    expect(screen.queryByText('900101-1234568')).not.toBeInTheDocument();
    expect(screen.getByText('900101-1******')).toBeInTheDocument();
  });

  it('shows a refusal in the reveal dialog', async () => {
    stubApi(
      routes([
        { method: 'POST', path: `${recordPath}/reveal`, respond: () => jsonResponse({ message: '열람 권한이 없습니다.', code: 'FORBIDDEN' }, 403) },
      ]),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '주민등록번호 보기' }));
    const dialog = screen.getByRole('dialog', { name: '주민등록번호 열람' });
    await user.type(within(dialog).getByRole('textbox', { name: '열람 사유' }), '연말정산 확인');
    await user.click(within(dialog).getByRole('button', { name: '열람' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('열람 권한이 없습니다.');
  });

  it('hides 보기 from users without the permission', async () => {
    signInWith(['employees:read', 'employees:write']);
    stubApi(routes([], () => jsonResponse({ ...employee, salary: null, restricted: ['rrn', 'salary', 'disability'] })));
    renderDetail();
    expect(await screen.findByText('900101-1******')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '주민등록번호 보기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '장애·보훈 정보 보기' })).not.toBeInTheDocument();
  });

  it('saves a section with the version, and on 409 offers to reload', async () => {
    let reads = 0;
    const fetchMock = stubApi(
      routes(
        [{ method: 'PUT', path: recordPath, respond: () => jsonResponse({ message: '다른 사용자가 먼저 수정했습니다.', code: 'CONFLICT' }, 409) }],
        () => jsonResponse(++reads === 1 ? employee : { ...employee, version: 4, personal: { ...employee.personal, phone: '01099998888' } }),
      ),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '연락처 편집' }));
    const editor = screen.getByRole('dialog', { name: '연락처 편집' });
    const phone = within(editor).getByRole('textbox', { name: '휴대전화' });
    expect(phone).toHaveValue('010-1234-5678');
    await user.clear(phone);
    await user.type(phone, '01055556666');
    await user.click(within(editor).getByRole('button', { name: '저장' }));

    const conflict = await screen.findByRole('alertdialog', { name: conflictTitle });
    const [, init] = callsTo(fetchMock, 'PUT', recordPath)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ version: 3, personal: { phone: '010-5555-6666', emailPersonal: 'minsu@example.com' } });

    await user.click(within(conflict).getByRole('button', { name: '새로고침' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: '연락처 편집' })).not.toBeInTheDocument();
    expect(await screen.findByText('010-9999-8888')).toBeInTheDocument();
  });

  it('checks a section with the shared rules before sending', async () => {
    const fetchMock = stubApi(routes());
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '연락처 편집' }));
    const editor = screen.getByRole('dialog', { name: '연락처 편집' });
    await user.clear(within(editor).getByRole('textbox', { name: '휴대전화' }));
    await user.type(within(editor).getByRole('textbox', { name: '휴대전화' }), '1234');
    await user.click(within(editor).getByRole('button', { name: '저장' }));
    expect(await within(editor).findByText('전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', recordPath)).toHaveLength(0);
  });

  it('keeps letters typed into 휴대전화 and salary so the check names them; the dialog stays open', async () => {
    const fetchMock = stubApi(routes());
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '연락처 편집' }));
    const editor = screen.getByRole('dialog', { name: '연락처 편집' });
    const phone = within(editor).getByRole('textbox', { name: '휴대전화' });
    await user.clear(phone);
    await user.type(phone, 'abc-전화');
    expect(phone).toHaveValue('abc-전화');
    await user.click(within(editor).getByRole('button', { name: '저장' }));
    expect(await within(editor).findByText('전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '연락처 편집' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', recordPath)).toHaveLength(0);
  });

  it('shows the server field error in the editor instead of closing it', async () => {
    stubApi(
      routes([
        {
          method: 'PUT',
          path: recordPath,
          respond: () => jsonResponse({ message: '입력값이 올바르지 않습니다.', code: 'VALIDATION_ERROR', details: { fields: { 'personal.emailPersonal': '올바른 이메일 형식이 아닙니다.' } } }, 400),
        },
      ]),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '연락처 편집' }));
    const editor = screen.getByRole('dialog', { name: '연락처 편집' });
    await user.clear(within(editor).getByRole('textbox', { name: '휴대전화' }));
    await user.type(within(editor).getByRole('textbox', { name: '휴대전화' }), '01055556666');
    await user.click(within(editor).getByRole('button', { name: '저장' }));
    expect(await within(editor).findByText('올바른 이메일 형식이 아닙니다.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '연락처 편집' })).toBeInTheDocument();
  });

  it('reads 10만 in a salary field as 100000 and refuses words it cannot read', async () => {
    const fetchMock = stubApi(routes([{ method: 'PUT', path: recordPath, respond: () => jsonResponse(employee) }]));
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('tab', { name: '급여' }));
    await user.click(await screen.findByRole('button', { name: '급여 편집' }));
    const editor = screen.getByRole('dialog', { name: '급여 편집' });
    const allowances = within(editor).getByRole('textbox', { name: '수당' });
    await user.clear(allowances);
    await user.type(allowances, '10만원어치');
    await user.click(within(editor).getByRole('button', { name: '저장' }));
    expect(await within(editor).findByText(/금액은 숫자로 입력해주세요/)).toBeInTheDocument();
    await user.clear(allowances);
    await user.type(allowances, '10만');
    await user.click(within(editor).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', recordPath)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT', recordPath)[0]!;
    expect(JSON.parse(String(init?.body)).salary.allowances).toBe(100000);
  });

  it('offers no salary editor to someone who may not see the salary', async () => {
    signInWith(['employees:read', 'employees:write']);
    stubApi(routes([], () => jsonResponse({ ...employee, salary: null, restricted: ['rrn', 'salary', 'disability'] })));
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('tab', { name: '급여' }));
    expect(await screen.findByText(/급여 열람 권한이 있는 사용자만/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '급여 편집' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '인적사항' }));
    await user.click(await screen.findByRole('button', { name: '기본 정보 편집' }));
    expect(within(screen.getByRole('dialog', { name: '기본 정보 편집' })).queryByRole('textbox', { name: '주민등록번호' })).not.toBeInTheDocument();
    expect(screen.getByText('김민수 님의 기본 정보를 수정합니다.')).toBeInTheDocument();
  });

  it('masks the bank account for someone without employees:bank:view, with no editor', async () => {
    signInWith(['employees:read', 'employees:write']);
    stubApi(routes([], () => jsonResponse({ ...employee, salary: null, restricted: ['rrn', 'salary', 'disability', 'bank'] })));
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('tab', { name: '급여' }));
    expect(await screen.findByText(/급여 계좌는 급여 계좌 열람 권한이 있는 사용자만/)).toBeInTheDocument();
    expect(screen.getAllByText('가려짐')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '급여 계좌 편집' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '급여 계좌 보기' })).not.toBeInTheDocument();
  });

  it('shows and edits the bank account with the permission, sending the account whole', async () => {
    signInWith(['employees:read', 'employees:write', 'employees:bank:view']);
    const account = { bankName: '국민은행', accountNumber: '123-456-789012', accountHolder: '김민수' };
    const withAccount = { ...employee, personal: { ...employee.personal, bankAccount: account } };
    const fetchMock = stubApi([
      { method: 'PUT', path: recordPath, respond: () => jsonResponse(withAccount) },
      ...routes([], () => jsonResponse({ ...withAccount, salary: null, restricted: ['rrn', 'salary', 'disability'] })),
    ]);
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('tab', { name: '급여' }));
    expect(await screen.findByText('123-456-789012')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '급여 계좌 편집' }));
    const editor = screen.getByRole('dialog', { name: '급여 계좌 편집' });
    await user.clear(within(editor).getByRole('textbox', { name: '은행' }));
    await user.type(within(editor).getByRole('textbox', { name: '은행' }), '신한은행');
    await user.click(within(editor).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', recordPath)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT', recordPath)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ version: employee.version, personal: { bankAccount: { ...account, bankName: '신한은행' } } });
  });

  it('reveals a masked bank account with a reason', async () => {
    signInWith(['employees:read', 'employees:bank:view']);
    const account = { bankName: '국민은행', accountNumber: '123-456-789012', accountHolder: '김민수' };
    const fetchMock = stubApi(
      routes(
        [{ method: 'POST', path: `${recordPath}/reveal`, respond: () => jsonResponse({ field: 'bank', bankAccount: account }) }],
        () => jsonResponse({ ...employee, restricted: ['rrn', 'bank'] }),
      ),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('tab', { name: '급여' }));
    await user.click(await screen.findByRole('button', { name: '급여 계좌 보기' }));
    const dialog = screen.getByRole('dialog', { name: '급여 계좌 열람' });
    await user.type(within(dialog).getByRole('textbox', { name: '열람 사유' }), '급여 이체 확인');
    await user.click(within(dialog).getByRole('button', { name: '열람' }));
    expect(await screen.findByText('123-456-789012')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', `${recordPath}/reveal`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ field: 'bank', reason: '급여 이체 확인' });
  });

  it('asks before closing a section editor with unsaved edits', async () => {
    stubApi(routes());
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '연락처 편집' }));
    const editor = screen.getByRole('dialog', { name: '연락처 편집' });
    await user.clear(within(editor).getByRole('textbox', { name: '휴대전화' }));
    await user.type(within(editor).getByRole('textbox', { name: '휴대전화' }), '01099998888');
    await user.click(within(editor).getByRole('button', { name: '취소' }));
    const confirm = await screen.findByRole('alertdialog', { name: '저장하지 않은 변경 사항' });
    await user.click(within(confirm).getByRole('button', { name: '계속 편집' }));
    expect(screen.getByRole('dialog', { name: '연락처 편집' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: '연락처 편집' })).getByRole('button', { name: '취소' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '저장하지 않은 변경 사항' })).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '연락처 편집' })).not.toBeInTheDocument());
  });

  it('says when the employee does not exist and links back to the list', async () => {
    stubApi(routes([], () => jsonResponse({ message: '직원을 찾을 수 없습니다.', code: 'NOT_FOUND' }, 404)));
    renderDetail();
    expect(await screen.findByText('직원을 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '직원 목록으로' })).toHaveAttribute('href', '/employees');
  });
});
