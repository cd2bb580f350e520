import { defaultCommonTypes } from '@saram/shared/common-types/common-types';
import type { ChecklistItem, ChecklistTemplate, CompareResult, TemplateVersion } from '@saram/shared/checklists/checklists.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testRoles, testUser } from '../../../test/render-app';

/** The first screen of a test waits for its lazy chunk on a busy machine. */
const slow = { timeout: 5000 };
const id = '7a3c2f5e-1b2d-4c3e-9f00-000000000001';
const corp = '7a3c2f5e-1b2d-4c3e-9f00-0000000000c1';
const sections = [
  { id: 'docs', title: '입사 서류', order: 1 },
  { id: 'setup', title: '업무 준비', order: 2 },
];
const it_ = (itemId: string, sectionId: string, title: string, order: number, extra: Partial<ChecklistItem> = {}): ChecklistItem => ({
  id: itemId,
  sectionId,
  title,
  description: '',
  required: true,
  verification: { method: 'document' },
  order,
  ...extra,
});
const contract = it_('contract', 'docs', '근로계약서 서명', 1, { verification: { method: 'sign_off', by: 'role', role: 'hr_staff' } });
const pledge = it_('pledge', 'docs', '보안서약서 제출', 2);
const badge = it_('badge', 'setup', '사원증 발급', 3, { required: false });
const account = it_('account', 'docs', '급여 계좌 등록', 2, { verification: { method: 'automatic', source: 'bank_account' } });

const version = (n: number, items: ChecklistItem[], summary: string): TemplateVersion => ({
  template_id: id,
  version: n,
  name: '사무직',
  description: '사무직 온보딩',
  sections,
  items,
  assignment: { corporationIds: [corp], employmentTypes: ['정규직'] },
  change_summary: summary,
  created_by: '김지현 (hr.manager)',
  created_at: `2026-11-0${n}T01:00:00.000Z`,
});
const v1 = version(1, [contract, pledge], '최초 작성');
const v2 = version(2, [contract, { ...pledge, title: '보안서약서 서명본 제출' }, badge], '사원증 추가');
const v3 = version(3, [contract, { ...account, order: 2 }, badge], '계좌 항목으로 교체');
const template: ChecklistTemplate = {
  id,
  feature_id: 'onboarding',
  version: 3,
  name: '사무직',
  description: '사무직 온보딩',
  sections,
  items: v3.items,
  assignment: v3.assignment,
  change_summary: v3.change_summary,
  created_by: 'bootstrap',
  updated_by: '박서준 (hr.staff)',
  created_at: '2026-11-01T01:00:00.000Z',
  updated_at: '2026-11-03T01:00:00.000Z',
  deleted_at: null,
};
const compare1to3: CompareResult = {
  name: '사무직',
  v1: 1,
  v2: 3,
  added: [account, badge],
  removed: [pledge],
  changed: [],
};
const compare2to3: CompareResult = {
  name: '사무직',
  v1: 2,
  v2: 3,
  added: [account],
  removed: [v2.items[1]!],
  changed: [{ itemId: 'badge', field: 'required', before: false, after: true }],
};

function stubApi() {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url);
      const path = url.pathname;
      if (path === '/api/notifications/unread-count') return jsonResponse({ count: 0 });
      calls.push(`${request.method} ${path}${url.search}`);
      if (path === '/api/mongo/admin/me') return jsonResponse({ user: useAuthStore.getState().user });
      if (path === '/api/mongo/admin/roles') return jsonResponse({ data: testRoles });
      if (path === '/api/mongo/common-types/active')
        return jsonResponse({ data: Object.entries(defaultCommonTypes).flatMap(([group_type, names]) => names.map((type_name) => ({ group_type, type_name, is_active: true }))) });
      if (path === '/api/v1/corporate-structure/hierarchy') return jsonResponse({ data: [], unassigned: [{ id: corp, name: '한빛테크' }] });
      const base = '/api/mongo/checklist/templates';
      if (path === base) return jsonResponse({ data: [template] });
      if (path === `${base}/versions`) return jsonResponse({ data: [v3, v2, v1], total: 3, page: 1, limit: 10, hasNext: false });
      if (path === `${base}/compare`) return jsonResponse(url.searchParams.get('v1') === '1' ? compare1to3 : compare2to3);
      if (path === `${base}/${id}` && request.method === 'GET') return jsonResponse(template);
      const body = await request.clone().json().catch(() => null);
      writes.push({ method: request.method, path, body });
      if (path === `${base}/${id}` && request.method === 'DELETE') return new Response(null, { status: 204 });
      if (path === `${base}/restore-version`) return jsonResponse({ ...template, version: 4, items: v1.items }, 201);
      return jsonResponse({ message: `unexpected ${request.method} ${path}`, code: 'NOT_FOUND' }, 404);
    }),
  );
  return { writes, calls };
}

describe('체크리스트 템플릿 관리', () => {
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().login(testAuthResponse);
  });

  it('lists templates with who they apply to, their version, counts and last change; opening one shows its sections', async () => {
    stubApi();
    const view = renderApp('/checklist-management');
    const table = await screen.findByRole('table', { name: '체크리스트 템플릿 목록' }, slow);
    const row = within(table).getByRole('row', { name: /사무직/ });
    expect(row).toHaveTextContent('v3');
    expect(row).toHaveTextContent('3개 · 필수 2');
    expect(row).toHaveTextContent('계좌 항목으로 교체');
    expect(row).toHaveTextContent('박서준 (hr.staff)');
    expect(await within(row).findByText('한빛테크 · 정규직')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '사무직 편집' })).toHaveAttribute('href', `/checklist-builder/${id}`);
    expect(screen.getAllByRole('link', { name: /새 템플릿/ })[0]).toHaveAttribute('href', '/checklist-builder/new');

    const actor = userEvent.setup();
    await actor.type(screen.getByRole('searchbox', { name: '템플릿 이름 검색' }), '개발');
    expect(await screen.findByText("'개발'과 일치하는 템플릿이 없습니다")).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: '검색 초기화' }));

    await actor.click(within(await screen.findByRole('table', { name: '체크리스트 템플릿 목록' })).getByRole('link', { name: '사무직' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(`?id=${id}`));
    const docs = await screen.findByRole('region', { name: '구역: 입사 서류' });
    expect(within(docs).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '근로계약서 서명필수확인 서명 · 인사 담당자',
      '급여 계좌 등록필수자동 확인 · 급여 계좌 등록',
    ]);
    expect(screen.getByRole('region', { name: '구역: 업무 준비' })).toHaveTextContent('사원증 발급선택서류 제출');
  });

  it('compares the two picked versions side by side; a third pick replaces the first', async () => {
    const { calls } = stubApi();
    renderApp(`/checklist-templates?id=${id}`);
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('checkbox', { name: '버전 1 비교 선택' }, slow));
    expect(screen.queryByRole('region', { name: /비교/ })).not.toBeInTheDocument();
    await actor.click(screen.getByRole('checkbox', { name: '버전 3 비교 선택' }));

    const result = await screen.findByRole('table', { name: '버전 1 ↔ 버전 3 비교 결과' });
    expect(within(result).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['버전 1 (이전)', '버전 3 (이후)']);
    const lines = within(result)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(lines).toEqual([
      ['근로계약서 서명입사 서류 · 필수 · 확인 서명 · 인사 담당자', '근로계약서 서명입사 서류 · 필수 · 확인 서명 · 인사 담당자'],
      ['삭제보안서약서 제출입사 서류 · 필수 · 서류 제출', '버전 3에 없음'],
      ['버전 1에 없음', '추가급여 계좌 등록입사 서류 · 필수 · 자동 확인 · 급여 계좌 등록'],
      ['버전 1에 없음', '추가사원증 발급업무 준비 · 선택 · 서류 제출'],
    ]);
    expect(screen.getByText('추가 2 · 삭제 1 · 변경 0')).toBeInTheDocument();
    expect(calls).toContain('GET /api/mongo/checklist/templates/compare?name=%EC%82%AC%EB%AC%B4%EC%A7%81&feature_id=onboarding&v1=1&v2=3');

    // A third pick lets go of version 1: now 2 against 3, with the changed field in words.
    await actor.click(screen.getByRole('checkbox', { name: '버전 2 비교 선택' }));
    expect(screen.getByRole('checkbox', { name: '버전 1 비교 선택' })).not.toBeChecked();
    const second = await screen.findByRole('table', { name: '버전 2 ↔ 버전 3 비교 결과' });
    expect(within(second).getByRole('list', { name: '사원증 발급 변경 내용' })).toHaveTextContent('필수: 선택 → 필수');
  });

  it('restores a version after a confirm with its change summary and names the new version', async () => {
    const { writes } = stubApi();
    renderApp(`/checklist-templates?id=${id}`);
    const actor = userEvent.setup();
    expect(await screen.findByRole('button', { name: '버전 2 복원' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '버전 3 복원' })).not.toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: '버전 1 복원' }));
    const dialog = await screen.findByRole('alertdialog', { name: '버전 1을 복원할까요?' });
    expect(dialog).toHaveTextContent('버전 4로 저장합니다');
    expect(writes).toEqual([]);
    await actor.type(within(dialog).getByLabelText('변경 요약 (선택)'), '처음 구성으로');
    await actor.click(within(dialog).getByRole('button', { name: '복원' }));
    expect(await screen.findByText('버전 1을 복원해 버전 4로 저장했습니다')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'POST', path: '/api/mongo/checklist/templates/restore-version', body: { template_name: '사무직', feature_id: 'onboarding', version: 1, change_summary: '처음 구성으로' } },
    ]);
  });

  it('deletes softly after a confirm that names the template, then shows the list', async () => {
    const { writes } = stubApi();
    const view = renderApp(`/checklist-templates?id=${id}`);
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: '삭제' }, slow));
    const dialog = await screen.findByRole('alertdialog', { name: '템플릿을 삭제할까요?' });
    expect(dialog).toHaveTextContent("'사무직' 템플릿(항목 3개)을 삭제합니다");
    await actor.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('템플릿을 삭제했습니다.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: `/api/mongo/checklist/templates/${id}`, body: null }]);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('without checklists:write shows no 새 템플릿, 편집, 삭제 or 복원', async () => {
    useAuthStore.getState().login({ ...testAuthResponse, user: { ...testUser, permissions: ['checklists:read', 'organization:read'] } });
    stubApi();
    const view = renderApp('/checklist-templates');
    const table = await screen.findByRole('table', { name: '체크리스트 템플릿 목록' }, slow);
    expect(within(table).queryByRole('link', { name: /편집/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /새 템플릿/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '전체 템플릿 내보내기' })).toBeInTheDocument();

    // A click anywhere on the row opens the template.
    await userEvent.setup().click(within(table).getByText('계좌 항목으로 교체'));
    expect(view.router.state.location.search).toBe(`?id=${id}`);
    expect(await screen.findByRole('checkbox', { name: '버전 1 비교 선택' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사무직 내보내기' })).toBeInTheDocument();
    for (const name of ['편집', '삭제', '버전 1 복원']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '편집' })).not.toBeInTheDocument();
  });
});
