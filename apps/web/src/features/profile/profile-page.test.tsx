import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { employeeSchema, type Employee } from '@saram/shared/employees/employee-record.schemas';
import { defaultRoles } from '@saram/shared/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../test/render-app';

const user: AdminUser = {
  ...testUser,
  loginId: 'employee',
  userName: '김민수',
  roles: [{ name: 'employee' }],
  permissions: [...defaultRoles.employee.permissions],
};

function record(overrides: Record<string, unknown> = {}): Employee {
  return employeeSchema.parse({
    _id: '7a3c2f5e-1b2d-4c3e-9f00-000000000001',
    personal: {
      nameKor: '김민수',
      employeeNo: 'E2026001',
      phone: '01012345678',
      emailPersonal: 'minsu@example.com',
      addressInfo: { zipcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층' },
    },
    organization: { insuranceCorp: '한빛소프트', division: '플랫폼사업부', headquarters: '개발본부', team: '백엔드팀', jobTitle: '팀원', jobGrade: '선임' },
    employmentHistory: [{ startDate: '2024-03-02' }],
    audit: { createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' },
    admin: null,
    salary: null,
    version: 3,
    restricted: ['salary'],
    ...overrides,
  });
}

type Handler = (request: Request) => Response | Promise<Response>;

/** Answers /admin/me, and GET / PUT of 내 정보 with the given handlers; records the PUT bodies. */
function stubProfileApi({ get, put }: { get: Handler; put?: Handler }) {
  const puts: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    if (path === '/api/mongo/admin/me') return jsonResponse({ user });
    if (path === '/api/mongo/profile' && request.method === 'GET') return get(request);
    if (path === '/api/certificates/me' && request.method === 'GET') return jsonResponse({ data: [] });
    if (path === '/api/mongo/users/me' && request.method === 'PUT' && put) {
      puts.push(await request.clone().json());
      return put(request);
    }
    return jsonResponse({ message: `unexpected ${request.method} ${path}`, code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, puts };
}

const region = (name: string) => screen.getByRole('region', { name });

async function openEditor(section: string) {
  const actor = userEvent.setup();
  await actor.click(await screen.findByRole('button', { name: `${section} 수정` }));
  return { actor, dialog: await screen.findByRole('dialog', { name: `${section} 수정` }) };
}

describe('내 정보', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().login({ ...testAuthResponse, user });
  });

  it('shows the own record read-only, with editors only for contact, address, emergency contact and bank account', async () => {
    stubProfileApi({ get: () => jsonResponse({ user, employee: record() }) });
    renderApp('/my-profile');

    const basics = await screen.findByRole('region', { name: '기본 정보' });
    expect(basics).toHaveTextContent('김민수');
    expect(basics).toHaveTextContent('E2026001');
    expect(basics).toHaveTextContent('한빛소프트 › 플랫폼사업부 › 개발본부 › 백엔드팀');
    expect(basics).toHaveTextContent('선임 / 팀원');
    expect(basics).toHaveTextContent('2024.03.02');
    expect(within(basics).queryByRole('button')).not.toBeInTheDocument();
    expect(region('연락처')).toHaveTextContent('010-1234-5678');
    expect(region('주소')).toHaveTextContent('서울특별시 중구 세종대로 110');
    expect(screen.getAllByRole('button', { name: /수정$/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      '연락처 수정',
      '주소 수정',
      '비상 연락처 수정',
      '급여 계좌 수정',
    ]);
    // 재직·경력증명서 (its own issue dialog: components/dialogs/issue-certificate-dialog.test.tsx).
    expect(await within(region('재직·경력증명서')).findByText(/아직 발급받은 증명서가 없습니다/)).toBeInTheDocument();
    expect(within(region('재직·경력증명서')).getByRole('button', { name: '증명서 발급' })).toBeEnabled();
  });

  it('says so clearly when the account has no linked employee record', async () => {
    stubProfileApi({ get: () => jsonResponse({ user, employee: null }) });
    renderApp('/my-profile');
    expect(await screen.findByText('연결된 직원 기록이 없습니다')).toBeInTheDocument();
    expect(region('계정')).toHaveTextContent('employee');
    expect(screen.queryByRole('button', { name: /수정$/ })).not.toBeInTheDocument();
  });

  it("shows the server's field message under the field and keeps the dialog open", async () => {
    const { puts } = stubProfileApi({
      get: () => jsonResponse({ user, employee: record() }),
      put: () =>
        jsonResponse(
          {
            message: '입력값을 확인해주세요.',
            code: 'VALIDATION_ERROR',
            details: { fields: { 'personal.phone': '휴대전화 번호 형식이 올바르지 않습니다.' } },
            errorId: 'e-1',
          },
          400,
        ),
    });
    renderApp('/my-profile');
    const { actor, dialog } = await openEditor('연락처');
    const phone = within(dialog).getByLabelText('휴대전화');
    await actor.clear(phone);
    await actor.type(phone, 'abc-전화');
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await within(dialog).findByText('휴대전화 번호 형식이 올바르지 않습니다.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('휴대전화 번호 형식이 올바르지 않습니다.');
    expect(screen.getByRole('dialog', { name: '연락처 수정' })).toBeInTheDocument();
    expect(puts).toEqual([{ version: 3, personal: { phone: 'abc-전화', emailPersonal: 'minsu@example.com' } }]);
  });

  it('sends only the edited section with the version, and shows the saved value', async () => {
    const { puts } = stubProfileApi({
      get: () => jsonResponse({ user, employee: record() }),
      put: () => {
        // The shared employee schema does not list emergencyContact yet: added to the answer as the server sends it.
        const saved = record({ version: 4 });
        const emergencyContact = { name: '김영희', relationship: '배우자', phone: '01099998888' };
        return jsonResponse({ user, employee: { ...saved, personal: { ...saved.personal, emergencyContact } } });
      },
    });
    renderApp('/my-profile');
    const { actor, dialog } = await openEditor('비상 연락처');
    await actor.type(within(dialog).getByLabelText('이름'), '김영희');
    await actor.type(within(dialog).getByLabelText('관계'), '배우자');
    await actor.type(within(dialog).getByLabelText('연락처'), '010-9999-8888');
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([{ version: 3, personal: { emergencyContact: { name: '김영희', relationship: '배우자', phone: '010-9999-8888' } } }]);
    expect(region('비상 연락처')).toHaveTextContent('김영희');
    expect(region('비상 연락처')).toHaveTextContent('010-9999-8888');
  });

  it('closes without a call when nothing changed', async () => {
    const { puts } = stubProfileApi({ get: () => jsonResponse({ user, employee: record() }), put: () => jsonResponse({}) });
    renderApp('/my-profile');
    const { actor, dialog } = await openEditor('주소');
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([]);
  });

  it('offers 새로고침 on a stale version (409) and then shows the newer record', async () => {
    let current = record();
    const { fetchMock } = stubProfileApi({
      get: () => jsonResponse({ user, employee: current }),
      put: () => {
        current = record({ version: 5, personal: { nameKor: '김민수', employeeNo: 'E2026001', phone: '01055556666' } });
        return jsonResponse({ message: '다른 사용자가 먼저 수정했습니다.', code: 'CONFLICT', details: null, errorId: 'e-2' }, 409);
      },
    });
    renderApp('/my-profile');
    const { actor, dialog } = await openEditor('연락처');
    await actor.clear(within(dialog).getByLabelText('휴대전화'));
    await actor.type(within(dialog).getByLabelText('휴대전화'), '010-1111-2222');
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await within(dialog).findByText('다른 곳에서 먼저 변경되었습니다')).toBeInTheDocument();
    const gets = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/mongo/profile')).length;
    expect(gets()).toBe(1);
    await actor.click(within(dialog).getByRole('button', { name: '새로고침' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gets()).toBe(2);
    expect(region('연락처')).toHaveTextContent('010-5555-6666');
  });

  it('shows 권한 없음 for a 403, never a retry suggestion', async () => {
    stubProfileApi({
      get: () => jsonResponse({ message: '이 작업을 할 권한이 없습니다.', code: 'FORBIDDEN', details: null, errorId: 'e-3' }, 403),
    });
    renderApp('/my-profile');
    expect(await screen.findByRole('heading', { name: '접근 권한 없음' })).toBeInTheDocument();
    expect(screen.queryByText(/다시 시도/)).not.toBeInTheDocument();
    expect(screen.queryByText('오류')).not.toBeInTheDocument();
  });
});
