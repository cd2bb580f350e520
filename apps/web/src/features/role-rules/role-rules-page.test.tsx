import type { RoleRule, RuleRunResult } from '@saram/shared/role-rules/role-rules.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { defaultCommonTypes } from '@saram/shared/common-types/common-types';
import { jsonResponse, renderApp, testAuthResponse, testRoles, testUser } from '../../test/render-app';

const hq = '7a3c2f5e-1b2d-4c3e-9f00-000000000010';
const team = '7a3c2f5e-1b2d-4c3e-9f00-000000000011';
const rule: RoleRule = {
  id: '7a3c2f5e-1b2d-4c3e-9f00-000000000001',
  name: '개발본부 인사 담당',
  description: '',
  role: 'hr_staff',
  scopeType: 'unit',
  scopeUnitIds: [hq],
  conditions: { unitIds: [hq], jobTitles: ['팀장'], jobGrades: [], employmentTypes: [], corporationIds: [] },
  ruleType: 'COMPOSITE',
  isActive: true,
  priority: 10,
  grantCount: 0,
  version: 1,
  createdBy: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const gain = { userId: 'u-9', loginId: 'kim.team', employeeId: 'e-9', name: '김팀장', role: 'hr_staff', scopeType: 'unit' as const, scopeUnitIds: [hq], ruleId: rule.id };
const node = (id: string, unitName: string, children: unknown[] = []) => ({ id, unitName, unitType: 'DIVISION', level: 2, parentId: null, isActive: true, children });

/** Answers the rules API, the org tree and the corporations; records the calls that write. */
function stubApi(rules: RoleRule[], run: (dryRun: boolean) => RuleRunResult) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      if (path === '/api/mongo/admin/me') return jsonResponse({ user: testUser });
      if (path === '/api/notifications/unread-count') return jsonResponse({ count: 0 });
      if (path === '/api/mongo/admin/roles') return jsonResponse({ data: testRoles });
      if (path === '/api/mongo/role-assignment/rules' && request.method === 'GET') return jsonResponse({ data: rules });
      if (path === '/api/v1/organizational-hierarchy/tree') return jsonResponse({ data: [node(hq, '개발본부', [node(team, '플랫폼팀')])], total: 2 });
      if (path === '/api/v1/corporate-structure/hierarchy') return jsonResponse({ data: [], unassigned: [] });
      if (path === '/api/mongo/common-types/active')
        return jsonResponse({ data: Object.entries(defaultCommonTypes).flatMap(([group_type, names]) => names.map((type_name) => ({ group_type, type_name, is_active: true }))) });
      const body = request.method === 'GET' ? null : await request.clone().json().catch(() => null);
      writes.push({ method: request.method, path, body });
      if (path.startsWith('/api/mongo/role-assignment/test/')) return jsonResponse(run((body as { dryRun: boolean }).dryRun));
      if (path.startsWith('/api/mongo/role-assignment/rules/') && request.method === 'PUT') return jsonResponse({ ...rules[0], ...(body as object), version: 2 });
      if (path === '/api/mongo/role-assignment/rules' && request.method === 'POST')
        return jsonResponse({ message: '입력값을 확인해주세요.', code: 'VALIDATION_ERROR', details: { fields: { name: '이미 있는 이름입니다.' } } }, 400);
      return jsonResponse({ message: `unexpected ${request.method} ${path}`, code: 'NOT_FOUND' }, 404);
    }),
  );
  return writes;
}

describe('역할 배정 규칙', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().login(testAuthResponse);
  });

  it('shows the empty state when there is no rule', async () => {
    stubApi([], () => ({ dryRun: true, gains: [], losses: [], unchanged: 0 }));
    renderApp('/role-assignment-rules');
    expect(await screen.findByText('역할 배정 규칙이 없습니다')).toBeInTheDocument();
  });

  it('lists a rule with its role, scope and conditions; the test run shows gains and applies after a confirm', async () => {
    const writes = stubApi([rule], (dryRun) => ({ dryRun, gains: [gain], losses: [], unchanged: 0 }));
    renderApp('/role-assignment-rules');
    const table = await screen.findByRole('table', { name: '역할 배정 규칙 목록' });
    const row = within(table).getByRole('row', { name: /개발본부 인사 담당/ });
    expect(row).toHaveTextContent('인사 담당자');
    expect(await within(row).findByText('조직(하위 포함): 개발본부')).toBeInTheDocument();
    expect(row).toHaveTextContent('조직: 개발본부(하위 포함)');
    expect(row).toHaveTextContent('직책: 팀장');

    const actor = userEvent.setup();
    await actor.click(within(row).getByRole('button', { name: '시험 실행' }));
    const dialog = await screen.findByRole('dialog', { name: /시험 실행 결과/ });
    expect(within(dialog).getByRole('region', { name: '얻는 권한' })).toHaveTextContent('김팀장');
    expect(writes).toEqual([{ method: 'POST', path: `/api/mongo/role-assignment/test/${rule.id}`, body: { dryRun: true } }]);

    await actor.click(within(dialog).getByRole('button', { name: '적용' }));
    await actor.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '적용' }));
    expect(await screen.findByRole('dialog', { name: /적용 결과/ })).toBeInTheDocument();
    expect(writes.at(-1)).toEqual({ method: 'POST', path: `/api/mongo/role-assignment/test/${rule.id}`, body: { dryRun: false } });
  });

  it('refuses a rule without a condition before sending, and shows the server field message', async () => {
    const writes = stubApi([], () => ({ dryRun: true, gains: [], losses: [], unchanged: 0 }));
    renderApp('/role-assignment-rules');
    const actor = userEvent.setup();
    await actor.click((await screen.findAllByRole('button', { name: '규칙 추가' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: '규칙 추가' });
    await actor.type(within(dialog).getByLabelText(/규칙 이름/), '팀장 규칙');
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('조건을 하나 이상 지정하세요');
    expect(writes).toEqual([]);

    await actor.click(within(within(dialog).getByRole('group', { name: /^직책/ })).getByRole('checkbox', { name: '팀장' }));
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('이미 있는 이름입니다.')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ method: 'POST', body: { name: '팀장 규칙', conditions: { jobTitles: ['팀장'] } } });
  });

  it('deactivating asks first (its grants are withdrawn) and saves the rule with its version', async () => {
    const writes = stubApi([{ ...rule, grantCount: 3 }], () => ({ dryRun: true, gains: [], losses: [], unchanged: 0 }));
    renderApp('/role-assignment-rules');
    const table = await screen.findByRole('table', { name: '역할 배정 규칙 목록' });
    const actor = userEvent.setup();
    await actor.click(within(table).getByRole('switch', { name: '개발본부 인사 담당 활성' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('권한 3건이 바로 회수됩니다');
    expect(writes).toEqual([]);
    await actor.click(within(confirm).getByRole('button', { name: '비활성화' }));
    expect(await screen.findByText('규칙을 비활성화했습니다.')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ method: 'PUT', path: `/api/mongo/role-assignment/rules/${rule.id}`, body: { isActive: false, version: 1, name: rule.name } });
  });
});
