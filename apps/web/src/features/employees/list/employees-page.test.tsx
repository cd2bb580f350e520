import type { EmployeeListItem } from '@saram/shared/employees/employees.schemas';
import { defaultRoles } from '@saram/shared/permissions';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../../test/render-app';
import { preferencesKey } from './list-preferences';

// The whole app renders here; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

let user = { ...testUser, permissions: [...defaultRoles.admin.permissions] };

function person(id: string, nameKor: string, extra: Partial<EmployeeListItem> = {}): EmployeeListItem {
  return {
    id,
    _id: id,
    nameKor,
    nameEng: '',
    employee_number: `E${id}`,
    corporation_name: '한빛소프트',
    division_name: '플랫폼사업부',
    headquarters_name: '개발본부',
    department_name: '개발본부',
    team_name: '백엔드팀',
    part_name: '',
    work_form: '정규직',
    job_title: '팀원',
    job_grade: '선임',
    job_function: '',
    hire_date: '2024-03-02',
    employment_status: '재직',
    contact: '01012345678',
    email: `${id}@hanbit.example`,
    address: '',
    termination_date: '',
    termination_reason: '',
    departmentPath: '개발본부 > 백엔드팀',
    isActive: true,
    version: 1,
    ...extra,
  };
}

/** Answers the page's calls; the list answers `rows` (or fails with `listStatus`). */
function serve(rows: EmployeeListItem[], listStatus = 200) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('mongo/admin/me')) return jsonResponse({ user });
    if (url.pathname.endsWith('mongo/employees/list')) {
      if (listStatus !== 200) return jsonResponse({ message: '요청이 올바르지 않습니다.', code: 'VALIDATION' }, listStatus);
      return jsonResponse({ data: rows, total: rows.length, page: 1, limit: Number(url.searchParams.get('limit')), hasNext: false });
    }
    if (url.pathname.endsWith('mongo/employees/all')) return jsonResponse({ data: rows });
    if (url.pathname.endsWith('organizational-hierarchy/tree')) return jsonResponse({ data: [], total: 0 });
    if (url.pathname.endsWith('corporate-structure/hierarchy')) return jsonResponse({ data: [], unassigned: [] });
    return jsonResponse({});
  });
  vi.stubGlobal('fetch', fetchMock);
  const listCalls = () =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname.endsWith('employees/list'));
  return { fetchMock, listCalls };
}

describe('/employees', () => {
  beforeEach(() => {
    user = { ...testUser, permissions: [...defaultRoles.admin.permissions] };
    useAuthStore.getState().login({ ...testAuthResponse, user });
    // The test DOM lays nothing out; the virtualised table needs a viewport to fill.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });

  it('sends the filters of the URL and the remembered page size, and opens a record by row click', async () => {
    localStorage.setItem(preferencesKey('employees', user.id), JSON.stringify({ pageSize: 50, hiddenColumns: [] }));
    const { listCalls } = serve([person('1', '김민수'), person('2', '김명수')]);
    const { router } = renderApp('/employees?status=휴직&searchTerm=ㄱㅁㅅ&sortBy=name&sortOrder=desc');
    const table = await screen.findByRole('table', { name: '직원 목록' });
    await within(table).findByText('김민수');
    const params = Object.fromEntries(listCalls().at(-1)!.searchParams);
    expect(params).toEqual({ page: '1', limit: '50', status: '휴직', searchTerm: 'ㄱㅁㅅ', sortBy: 'name', sortOrder: 'desc' });
    expect(screen.getByRole('searchbox', { name: '직원 검색' })).toHaveValue('ㄱㅁㅅ');
    expect(within(table).getByRole('columnheader', { name: /이름/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getAllByText('010-1234-5678')).toHaveLength(2);

    await userEvent.click(within(table).getByText('김명수').closest('tr')!.querySelector('td:nth-child(3)')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/2'));
  });

  it('opens the record of a search-result link (/employees?id=…)', async () => {
    serve([]);
    const { router } = renderApp('/employees?id=abc-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/abc-1'));
  });

  it('searches 300 ms after typing stops and keeps the search in the URL', async () => {
    const { listCalls } = serve([person('1', '김민수')]);
    const { router } = renderApp('/employees?page=3');
    const box = await screen.findByRole('searchbox', { name: '직원 검색' });
    await userEvent.type(box, 'ㄱㅁㅅ');
    await waitFor(() => expect(router.state.location.search).toBe(`?searchTerm=${encodeURIComponent('ㄱㅁㅅ')}`));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('searchTerm')).toBe('ㄱㅁㅅ'));
    // One request for the typed word, not one per keystroke.
    expect(listCalls().filter((url) => url.searchParams.get('searchTerm')).length).toBe(1);
  });

  it('sorts by a header click and flips on the second click', async () => {
    serve([person('1', '김민수')]);
    const { router } = renderApp('/employees');
    const table = await screen.findByRole('table', { name: '직원 목록' });
    await userEvent.click(within(table).getByRole('button', { name: '입사일' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=hireDate'));
    await userEvent.click(within(table).getByRole('button', { name: '입사일' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=hireDate&sortOrder=desc'));
  });

  it('hides a column and remembers it for this user', async () => {
    serve([person('1', '김민수')]);
    renderApp('/employees');
    const table = await screen.findByRole('table', { name: '직원 목록' });
    expect(within(table).getByRole('columnheader', { name: '이메일' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '표시 항목' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '이메일' }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: '이메일' })).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(preferencesKey('employees', user.id))!)).toMatchObject({ hiddenColumns: ['email'] });
  });

  it('says nothing matches and offers to reset the filters', async () => {
    serve([]);
    const { router } = renderApp('/employees?status=퇴직&employmentType=인턴');
    expect(await screen.findByText('조건에 맞는 직원이 없습니다')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '필터 초기화' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('등록된 직원이 없습니다')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '직원 등록' }).length).toBeGreaterThan(0);
  });

  it('shows an empty page after a failed load', async () => {
    serve([], 400);
    renderApp('/employees');
    expect(await screen.findByText('직원 목록을 불러오지 못했습니다')).toBeInTheDocument();
    expect(await screen.findByText('직원 목록 로딩 실패')).toBeInTheDocument();
    expect(screen.queryByTestId('employee-row')).not.toBeInTheDocument();
  });

  it('shows import, export and registration only to those the server lets do them', async () => {
    user = { ...testUser, roles: [{ name: 'executive' }], permissions: [...defaultRoles.executive.permissions] };
    useAuthStore.getState().login({ ...testAuthResponse, user });
    serve([person('1', '김민수')]);
    renderApp('/employees');
    await screen.findByRole('table', { name: '직원 목록' });
    expect(screen.queryByRole('button', { name: 'Excel 가져오기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excel 내보내기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '직원 등록' })).not.toBeInTheDocument();
  });

  it('offers all three to HR staff', async () => {
    user = { ...testUser, roles: [{ name: 'hr_staff' }], permissions: [...defaultRoles.hr_staff.permissions] };
    useAuthStore.getState().login({ ...testAuthResponse, user });
    serve([person('1', '김민수')]);
    renderApp('/employees');
    expect(await screen.findByRole('button', { name: 'Excel 가져오기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excel 내보내기' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '직원 등록' })).toBeInTheDocument();
  });
});
