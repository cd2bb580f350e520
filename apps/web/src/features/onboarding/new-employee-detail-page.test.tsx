import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { defaultEmailPreferences, type ChecklistInstance, type InstanceDetail, type OnboardingStatus } from '@saram/shared/onboarding/onboarding.schemas';
import { defaultRoles } from '@saram/shared/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../test/render-app';
import { newHire } from './test-fixtures';

const employeeId = '7a3c2f5e-1b2d-4c3e-9f00-000000000001';
const instanceId = '7a3c2f5e-1b2d-4c3e-9f00-0000000000aa';
const templateId = '7a3c2f5e-1b2d-4c3e-9f00-0000000000bb';
const employee = newHire({ id: employeeId });
const progress = { total: 4, done: 1, required: 3, requiredDone: 1, percent: 25 };

function status(overrides: Partial<OnboardingStatus> = {}): OnboardingStatus {
  return {
    employee,
    state: 'in_progress',
    instance_id: instanceId,
    template_name: '정규직 온보딩',
    progress,
    open_required_items: [
      { item_id: 'contract', title: '근로계약서 제출', state: 'submitted' },
      { item_id: 'security', title: '보안 교육 확인', state: 'pending' },
    ],
    completed_at: null,
    completed_by: null,
    rejected_reason: null,
    ...overrides,
  };
}

const submitted = {
  id: '7a3c2f5e-1b2d-4c3e-9f00-0000000000v1',
  instance_id: instanceId,
  item_id: 'contract',
  method: 'document' as const,
  status: 'submitted' as const,
  note: '',
  document: { filename: '계약서.pdf', content_type: 'application/pdf', size: 2048 },
  created_by: 'u-1',
  created_at: '2026-11-20T01:00:00.000Z',
  decided_by: null,
  decided_at: null,
};

const instance: ChecklistInstance = {
  id: instanceId,
  feature_id: 'onboarding',
  employee,
  template_id: 't-1',
  template_name: '정규직 온보딩',
  template_version: 1,
  status: 'in_progress',
  status_reason: null,
  progress,
  created_by: 'u-1',
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
  completed_at: null,
  deleted_at: null,
  sections: [{ id: 'docs', title: '서류', order: 0 }, { id: 'edu', title: '교육', order: 1 }],
  items: [
    { id: 'contract', sectionId: 'docs', title: '근로계약서 제출', description: '', required: true, order: 0, state: 'submitted', verification: submitted, rule: { method: 'document' } },
    { id: 'id-card', sectionId: 'docs', title: '신분증 사본', description: '', required: false, order: 1, state: 'pending', verification: null, rule: { method: 'document' } },
    { id: 'security', sectionId: 'edu', title: '보안 교육 확인', description: '', required: true, order: 0, state: 'pending', verification: null, rule: { method: 'sign_off', by: 'role', role: 'hr_manager' } },
    { id: 'bank', sectionId: 'edu', title: '급여 계좌 등록', description: '', required: true, order: 1, state: 'verified', verification: null, rule: { method: 'automatic', source: 'bank_account' } },
  ],
};
const detail: InstanceDetail = { instance, verifications: [submitted] };

type Handler = (request: Request) => Response | Promise<Response>;

function stub(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    const key = `${request.method} ${path}`;
    const body = request.method === 'GET' ? undefined : request.headers.get('content-type')?.includes('json') ? await request.clone().json() : await request.clone().formData();
    calls.push({ method: request.method, path, body });
    if (routes[key]) return routes[key](request);
    if (path === '/api/mongo/users/lookup' || path.startsWith('/api/mongo/users/')) return jsonResponse({ data: [] });
    return jsonResponse({ message: `unexpected ${key}`, code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const verificationsPath = '/api/mongo/checklist/verifications';
const statusPath = `GET /api/mongo/onboarding/${employeeId}/status`;
const detailPath = `GET /api/mongo/checklist/instances/${instanceId}/detail`;

function signIn(permissions: AdminUser['permissions']) {
  useAuthStore.getState().logout();
  useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, permissions } });
}

const itemOf = (title: string) => screen.getByRole('listitem', { name: title });

describe('수습 평가 대상자 상세', () => {
  beforeEach(() => signIn([...defaultRoles.admin.permissions]));

  it('groups items by section with their states and offers the actions their method allows', async () => {
    stub({ [statusPath]: () => jsonResponse(status()), [detailPath]: () => jsonResponse(detail) });
    renderApp(`/new-employees/${employeeId}`);

    expect(await screen.findByRole('heading', { name: '서류 0/2' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '현재 위치' })).getByText('이신입 (E2026101)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /4 항목 중 1 항목 완료/ })).toBeInTheDocument();
    expect(screen.getByText('D-14')).toBeInTheDocument();

    const contract = itemOf('근로계약서 제출');
    expect(within(contract).getByText('확인 대기')).toBeInTheDocument();
    expect(within(contract).getByRole('button', { name: '확인' })).toBeInTheDocument();
    expect(within(contract).getByRole('button', { name: '반려' })).toBeInTheDocument();
    expect(within(contract).getByRole('button', { name: '계약서.pdf 내려받기' })).toBeInTheDocument();
    expect(within(itemOf('신분증 사본')).getByRole('button', { name: '서류 제출' })).toBeInTheDocument();
    expect(within(itemOf('보안 교육 확인')).getByRole('button', { name: '확인 서명' })).toBeInTheDocument();
    const bank = itemOf('급여 계좌 등록');
    expect(within(bank).getByText('확인 완료')).toBeInTheDocument();
    expect(within(bank).queryByRole('button')).toBeNull();

    const complete = screen.getByRole('button', { name: '수습 완료' });
    expect(complete).toBeDisabled();
    expect(screen.getByText('수습 완료 전: 필수 항목 2개가 아직 완료되지 않았습니다: 근로계약서 제출, 보안 교육 확인')).toBeInTheDocument();
    expect(complete).toHaveAccessibleDescription(/필수 항목 2개가/);
  });

  it('offers sign-offs and decisions only on the items the caller may verify', async () => {
    const mine = (id: string) => instance.items.find((i) => i.id === id)!;
    const items = instance.items.map((i) => ({ ...i, may_verify: i.id === 'id-card' }));
    stub({ [statusPath]: () => jsonResponse(status()), [detailPath]: () => jsonResponse({ ...detail, instance: { ...instance, items } }) });
    renderApp(`/new-employees/${employeeId}`);

    await screen.findByRole('heading', { name: '서류 0/2' }, { timeout: 5000 });
    const security = itemOf(mine('security').title);
    expect(within(security).queryByRole('button', { name: '확인 서명' })).toBeNull();
    expect(within(security).getByText('확인 서명 · 인사 책임자 역할')).toBeInTheDocument();
    const contract = itemOf(mine('contract').title);
    expect(within(contract).queryByRole('button', { name: '확인' })).toBeNull();
    expect(within(contract).queryByRole('button', { name: '반려' })).toBeNull();
    // Handing in a document is not verifying it.
    expect(within(itemOf(mine('id-card').title)).getByRole('button', { name: '서류 제출' })).toBeInTheDocument();
  });

  it('keeps 수습 완료 disabled before the hire date, saying why', async () => {
    const future = { ...employee, hire_date: '2099-12-01' };
    stub({
      [statusPath]: () => jsonResponse(status({ state: 'ready', open_required_items: [], employee: future })),
      [detailPath]: () => jsonResponse({ ...detail, instance: { ...instance, employee: future } }),
    });
    renderApp(`/new-employees/${employeeId}`);

    const complete = await screen.findByRole('button', { name: '수습 완료' }, { timeout: 5000 });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription('수습 완료 전: 입사일(2099.12.01) 전에는 수습 완료 처리를 할 수 없습니다.');
  });

  describe('automatic items HR can finish itself', () => {
    const pendingAutomatic = {
      ...detail,
      instance: {
        ...instance,
        items: [
          ...instance.items.filter((i) => i.id !== 'bank'),
          { id: 'bank', sectionId: 'edu', title: '급여 계좌 등록', description: '', required: true, order: 1, state: 'pending' as const, verification: null, rule: { method: 'automatic' as const, source: 'bank_account' as const } },
          { id: 'account', sectionId: 'edu', title: '시스템 계정 발급', description: '', required: true, order: 2, state: 'pending' as const, verification: null, rule: { method: 'automatic' as const, source: 'user_account' as const } },
        ],
      },
    };
    const recordPath = `/api/mongo/employees/${employeeId}`;

    it('HR with the bank permission enters the account on the record; an administrator creates the sign-in account there', async () => {
      const calls = stub({
        [statusPath]: () => jsonResponse(status()),
        [detailPath]: () => jsonResponse(pendingAutomatic),
        [`GET ${recordPath}`]: () => jsonResponse({ _id: employeeId, version: 3 }),
        [`PUT ${recordPath}`]: () => jsonResponse({ _id: employeeId, version: 4 }),
        'POST /api/mongo/admin/accounts': () => jsonResponse({ id: 'u-9', loginId: 'new.hire' }, 201),
      });
      renderApp(`/new-employees/${employeeId}`);
      const actor = userEvent.setup();

      await actor.click(await within(await screen.findByRole('listitem', { name: '급여 계좌 등록' }, { timeout: 5000 })).findByRole('button', { name: '계좌 입력' }));
      const dialog = await screen.findByRole('dialog', { name: '급여 계좌 입력' });
      await actor.click(within(dialog).getByRole('button', { name: '저장' }));
      expect(within(dialog).getByText('은행을 입력해주세요.')).toBeInTheDocument();
      await actor.type(within(dialog).getByLabelText(/은행/), '국민은행');
      await actor.type(within(dialog).getByLabelText(/계좌번호/), '123-456-789012');
      await actor.clear(within(dialog).getByLabelText(/예금주/));
      await actor.type(within(dialog).getByLabelText(/예금주/), '이신입');
      await actor.click(within(dialog).getByRole('button', { name: '저장' }));
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'PUT' && c.path === recordPath)?.body).toEqual({
          version: 3,
          personal: { bankAccount: { bankName: '국민은행', accountNumber: '123-456-789012', accountHolder: '이신입' } },
        }),
      );

      await actor.click(within(itemOf('시스템 계정 발급')).getByRole('button', { name: '계정 만들기' }));
      const create = await screen.findByRole('dialog', { name: '시스템 계정 만들기' });
      expect(create).toHaveTextContent('이신입 (E2026101)님이 Saram에 로그인할 계정을 직원 역할로 만듭니다.');
      await actor.type(within(create).getByLabelText(/로그인 ID/), 'new.hire');
      await actor.type(within(create).getByLabelText(/초기 비밀번호/), 'Harbour-Lantern-2026!');
      await actor.click(within(create).getByRole('button', { name: '만들기' }));
      await waitFor(() =>
        expect(calls.find((c) => c.path === '/api/mongo/admin/accounts')?.body).toEqual({
          mode: 'password',
          employeeId,
          loginId: 'new.hire',
          password: 'Harbour-Lantern-2026!',
          roles: ['employee'],
        }),
      );
    });

    it('says who can when the caller cannot', async () => {
      signIn([...defaultRoles.hr_staff.permissions]);
      stub({ [statusPath]: () => jsonResponse(status()), [detailPath]: () => jsonResponse(pendingAutomatic) });
      renderApp(`/new-employees/${employeeId}`);

      const bank = await screen.findByRole('listitem', { name: '급여 계좌 등록' }, { timeout: 5000 });
      expect(within(bank).queryByRole('button')).toBeNull();
      expect(bank).toHaveTextContent('인사기록에 직접 입력하려면 급여 계좌 열람 권한이 필요합니다 (시스템 관리자, 인사 책임자).');
      const account = itemOf('시스템 계정 발급');
      expect(within(account).queryByRole('button')).toBeNull();
      expect(account).toHaveTextContent('계정은 관리자 ID 관리 권한이 있는 사용자(시스템 관리자)가 만듭니다.');
    });
  });

  it('hides every action from readers without checklists:write', async () => {
    signIn(['checklists:read']);
    stub({ [statusPath]: () => jsonResponse(status()), [detailPath]: () => jsonResponse(detail) });
    renderApp(`/new-employees/${employeeId}`);

    await screen.findByRole('heading', { name: '서류 0/2' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '확인 서명' })).toBeNull();
    expect(screen.queryByRole('button', { name: '서류 제출' })).toBeNull();
    expect(screen.queryByRole('button', { name: '수습 완료' })).toBeNull();
    expect(screen.queryByRole('button', { name: '알림 메일 보내기' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '계약서.pdf 내려받기' }).length).toBeGreaterThan(0);
  });

  it('shows the server’s reason when a sign-off is refused', async () => {
    const calls = stub({
      [statusPath]: () => jsonResponse(status()),
      [detailPath]: () => jsonResponse(detail),
      'POST /api/mongo/checklist/verifications': () => jsonResponse({ message: '인사 매니저 역할만 확인 서명할 수 있습니다.', code: 'FORBIDDEN' }, 403),
    });
    renderApp(`/new-employees/${employeeId}`);
    const actor = userEvent.setup();

    await actor.click(await screen.findByRole('button', { name: '확인 서명' }));
    expect(await within(itemOf('보안 교육 확인')).findByRole('alert')).toHaveTextContent('확인 서명 권한이 없습니다. 인사 매니저 역할만 확인 서명할 수 있습니다.');
    const form = calls.find((c) => c.path === verificationsPath)!.body as FormData;
    expect(form.get('instance_id')).toBe(instanceId);
    expect(form.get('item_id')).toBe('security');
  });

  it('checks a document before upload and sends a good one as multipart', async () => {
    const calls = stub({
      [statusPath]: () => jsonResponse(status()),
      [detailPath]: () => jsonResponse(detail),
      'POST /api/mongo/checklist/verifications': () => jsonResponse({ ...submitted, item_id: 'id-card' }, 201),
    });
    renderApp(`/new-employees/${employeeId}`);
    const actor = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { name: '서류 0/2' }, { timeout: 5000 });
    const input = within(itemOf('신분증 사본')).getByLabelText('신분증 사본 서류 파일');

    await actor.upload(input, new File(['x'], 'photo.gif', { type: 'image/gif' }));
    expect(within(itemOf('신분증 사본')).getByRole('alert')).toHaveTextContent('PDF, PNG, JPEG 파일만 올릴 수 있습니다.');
    expect(calls.some((c) => c.path === verificationsPath)).toBe(false);

    await actor.upload(input, new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(calls.some((c) => c.path === verificationsPath)).toBe(true));
    const form = calls.find((c) => c.path === verificationsPath)!.body as FormData;
    expect(form.get('item_id')).toBe('id-card');
    expect((form.get('file') as File).name).toBe('id.pdf');
  });

  it('confirms a submitted document at once and rejects it only with a reason', async () => {
    const calls = stub({
      [statusPath]: () => jsonResponse(status()),
      [detailPath]: () => jsonResponse(detail),
      [`PUT ${verificationsPath}/${submitted.id}`]: () => jsonResponse({ ...submitted, status: 'rejected' }),
    });
    renderApp(`/new-employees/${employeeId}`);
    const actor = userEvent.setup();
    await screen.findByRole('heading', { name: '서류 0/2' }, { timeout: 5000 });

    await actor.click(within(itemOf('근로계약서 제출')).getByRole('button', { name: '반려' }));
    const dialog = await screen.findByRole('dialog', { name: '서류 반려' });
    await actor.click(within(dialog).getByRole('button', { name: '반려' }));
    expect(within(dialog).getByText('반려 사유를 입력해주세요.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await actor.type(within(dialog).getByLabelText(/반려 사유/), '서명 누락');
    await actor.click(within(dialog).getByRole('button', { name: '반려' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: `${verificationsPath}/${submitted.id}`, body: { status: 'rejected', note: '서명 누락' } }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '서류 반려' })).toBeNull());

    await actor.click(within(itemOf('근로계약서 제출')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ status: 'verified', note: '' }));
  });

  it('saves only what differs from the company setting as the person’s 알림 설정', async () => {
    const company = { ...defaultEmailPreferences, hr_recipients: ['hr@hanbit.example'] };
    const calls = stub({
      [statusPath]: () => jsonResponse(status()),
      [detailPath]: () => jsonResponse(detail),
      'GET /api/mongo/onboarding/email-preferences': () => jsonResponse(company),
      [`GET /api/mongo/onboarding/email-preferences/${employeeId}`]: () => jsonResponse({ employee_id: employeeId, override: {}, effective: company }),
      [`PUT /api/mongo/onboarding/email-preferences/${employeeId}`]: () =>
        jsonResponse({ employee_id: employeeId, override: { notify_new_hire: false }, effective: { ...company, notify_new_hire: false } }),
    });
    renderApp(`/new-employees/${employeeId}`);
    const actor = userEvent.setup();

    await actor.click(await screen.findByRole('button', { name: '알림 설정' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '이신입 알림 설정' });
    expect(await within(dialog).findByText('지금은 회사 설정을 따릅니다. 회사 설정과 다른 값만 이 직원에게 저장됩니다.')).toBeInTheDocument();
    await actor.click(await within(dialog).findByRole('checkbox', { name: '신규 입사자 본인에게도 보내기' }));
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ notify_new_hire: false }));
  });

  it('asks a reason before 불합격 처리 and sends it', async () => {
    const calls = stub({
      [statusPath]: () => jsonResponse(status()),
      [detailPath]: () => jsonResponse(detail),
      [`POST /api/mongo/onboarding/${employeeId}/reject`]: () => jsonResponse(status({ state: 'rejected', rejected_reason: '근태 불량' })),
    });
    renderApp(`/new-employees/${employeeId}`);
    const actor = userEvent.setup();

    await actor.click(await screen.findByRole('button', { name: '불합격 처리' }));
    const dialog = await screen.findByRole('dialog', { name: '불합격 처리' });
    await actor.click(within(dialog).getByRole('button', { name: '불합격 처리' }));
    expect(within(dialog).getByText('불합격 사유를 입력해주세요.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);

    await actor.type(within(dialog).getByLabelText(/불합격 사유/), '근태 불량');
    await actor.click(within(dialog).getByRole('button', { name: '불합격 처리' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/reject'))?.body).toEqual({ reason: '근태 불량' }));
  });

  it('shows the server’s 409 when completion is refused', async () => {
    stub({
      [statusPath]: () => jsonResponse(status({ state: 'ready', open_required_items: [] })),
      [detailPath]: () => jsonResponse(detail),
      [`POST /api/mongo/onboarding/${employeeId}/complete`]: () => jsonResponse({ message: '확인되지 않은 필수 항목이 있습니다: 근로계약서 제출', code: 'CONFLICT' }, 409),
    });
    renderApp(`/new-employees/${employeeId}`);
    const actor = userEvent.setup();

    await actor.click(await screen.findByRole('button', { name: '수습 완료' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '수습 완료' });
    await actor.click(within(dialog).getByRole('button', { name: '수습 완료' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('확인되지 않은 필수 항목이 있습니다: 근로계약서 제출');
  });

  it('offers 체크리스트 시작 to a person without a checklist', async () => {
    const calls = stub({
      [statusPath]: () => jsonResponse(status({ state: 'not_started', instance_id: null, template_name: null, open_required_items: [] })),
      'POST /api/mongo/checklist/instances': () => jsonResponse(instance, 201),
      'GET /api/mongo/checklist/templates': () => jsonResponse({ data: [{ id: templateId, name: '계약직', version: 2 }] }),
    });
    renderApp(`/new-employees/${employeeId}`);
    const actor = userEvent.setup();

    expect(await screen.findByText('온보딩 체크리스트가 없습니다', {}, { timeout: 5000 })).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: '체크리스트 시작' }));
    const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/mongo/checklist/instances');
    await waitFor(() => expect(posts()[0]?.body).toEqual({ employee_id: employeeId }));

    // Or a template picked by hand.
    await actor.click(screen.getByRole('combobox', { name: '템플릿' }));
    await actor.click(await screen.findByRole('option', { name: '계약직 (v2)' }));
    await actor.click(screen.getByRole('button', { name: '체크리스트 시작' }));
    await waitFor(() => expect(posts()[1]?.body).toEqual({ employee_id: employeeId, template_id: templateId }));
  });
});
