import type { AdminUser } from '@saram/shared/auth/auth.schemas';
import { allPermissions, defaultRoles } from '@saram/shared/permissions';
import type { Role } from '@saram/shared/rbac/rbac.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../test/render-app';

const admin: AdminUser = { ...testUser, roles: [{ name: 'admin' }], permissions: allPermissions };
const userId = '7a3c2f5e-1b2d-4c3e-9f00-000000000009';
const teamId = '7a3c2f5e-1b2d-4c3e-9f00-0000000000aa';

const roles: Role[] = [
  { name: 'hr_staff', ...defaultRoles.hr_staff, isSystem: true, accountCount: 2 },
  { name: 'executive', ...defaultRoles.executive, isSystem: true, accountCount: 1 },
  { name: 'custom_ab12cd34', label: '급여 담당', description: '', isSystem: false, permissions: ['employees:read'], accountCount: 0 },
];

const unit = { id: teamId, unitName: '법무팀', unitType: 'TEAM', level: 3, parentId: null, corporationId: null, code: null, isActive: true, isTemporary: false, sortOrder: 0, children: [] };
const grantedAt = '2026-11-01T00:00:00.000Z';

/** The /rbac calls; records the PUT bodies of the grants. */
function stubApi(putGrants: (body: unknown) => Response, manualRoles: readonly string[] = ['hr_staff']) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      if (path === '/api/mongo/admin/me') return jsonResponse({ user: admin });
      if (path === '/api/mongo/admin/roles') return jsonResponse({ data: roles });
      if (path === `/api/mongo/admin/users/${userId}/grants` && request.method === 'GET') {
        return jsonResponse({
          userId,
          loginId: 'minji.choi',
          userName: '최민지',
          employeeId: null,
          grants: [
            { role: 'executive', scopeType: 'all', scopeUnitIds: [], source: 'rule', ruleId: null, grantedAt },
            ...manualRoles.map((role) =>
              role === 'hr_staff'
                ? { role, scopeType: 'unit', scopeUnitIds: [teamId], source: 'manual', ruleId: null, grantedAt }
                : { role, scopeType: 'self', scopeUnitIds: [], source: 'manual', ruleId: null, grantedAt },
            ),
          ],
        });
      }
      if (path === `/api/mongo/admin/users/${userId}/grants` && request.method === 'PUT') {
        const body = await request.json();
        puts.push(body);
        return putGrants(body);
      }
      if (path.endsWith('/organizational-hierarchy/tree')) return jsonResponse({ data: [unit], total: 1 });
      if (path.endsWith('/corporate-structure/hierarchy')) return jsonResponse({ data: [], unassigned: [] });
      if (path === '/api/mongo/admin/employees-permissions') return jsonResponse({ data: [], total: 0, page: 1, limit: 20, hasNext: false });
      if (path === '/api/mongo/admin/employees-permissions/summary') return jsonResponse({ accounts: 0, roles: [], permissions: [] });
      return jsonResponse({ message: `unexpected ${request.method} ${path}`, code: 'NOT_FOUND' }, 404);
    }),
  );
  return puts;
}

describe('/rbac', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().login({ ...testAuthResponse, user: admin });
  });

  it('shows default roles read-only and custom roles editable in the matrix', async () => {
    stubApi(() => jsonResponse({}));
    renderApp('/rbac');
    const fixed = await screen.findByRole('checkbox', { name: '인사 담당자: 직원 정보 조회' });
    expect(fixed).toBeDisabled();
    expect(fixed).toBeChecked();
    const custom = screen.getByRole('checkbox', { name: '급여 담당: 급여 정보 열람' });
    expect(custom).toBeEnabled();
    await userEvent.setup().click(custom);
    expect(screen.getByRole('button', { name: '변경 저장 (1)' })).toBeInTheDocument();
  });

  it('?userId opens the grant editor: rule grants shown, manual grants edited, problems named before sending', async () => {
    const puts = stubApi(() =>
      jsonResponse({ message: '입력값이 올바르지 않습니다.', code: 'VALIDATION_ERROR', details: { fields: { 'grants.0.scopeUnitIds': '존재하지 않는 조직이 있습니다.' } } }, 400),
    );
    renderApp(`/rbac?userId=${userId}`);
    const dialog = await screen.findByRole('dialog', { name: '역할 부여: 최민지' });
    const rule = await within(dialog).findByRole('region', { name: '규칙으로 부여된 역할' });
    expect(rule).toHaveTextContent('경영진');
    expect(rule).toHaveTextContent('전체');
    const first = within(dialog).getByRole('listitem', { name: '부여 1' });
    expect(within(first).getByRole('combobox', { name: '역할' })).toHaveTextContent('인사 담당자');
    await waitFor(() => expect(within(first).getByRole('checkbox', { name: /법무팀/ })).toBeChecked());

    const actor = userEvent.setup();
    await actor.click(within(dialog).getByRole('button', { name: '역할 추가' }));
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByRole('listitem', { name: '부여 2' })).toHaveTextContent('역할을 선택하세요.');
    expect(puts).toEqual([]);

    await actor.click(within(dialog).getByRole('button', { name: '부여 2 삭제' }));
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(puts).toEqual([{ grants: [{ role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [teamId] }] }]));
    expect(await within(first).findByText('존재하지 않는 조직이 있습니다.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('asks before taking away the base 직원 role, and keeps it when told to', async () => {
    const puts = stubApi(() => jsonResponse({ userId, loginId: 'minji.choi', userName: '최민지', grants: [] }), ['employee', 'hr_staff']);
    renderApp(`/rbac?userId=${userId}`);
    const dialog = await screen.findByRole('dialog', { name: '역할 부여: 최민지' });
    await within(dialog).findByRole('listitem', { name: '부여 2' });
    const actor = userEvent.setup();
    await actor.click(within(dialog).getByRole('button', { name: '부여 1 삭제' }));
    const ask = await screen.findByRole('alertdialog', { name: '직원 역할을 뺄까요?' });
    await actor.click(within(ask).getByRole('button', { name: '취소' }));
    expect(within(dialog).getAllByRole('listitem', { name: /^부여 \d$/ })).toHaveLength(2);
    await actor.click(within(dialog).getByRole('button', { name: '부여 1 삭제' }));
    await actor.click(within(await screen.findByRole('alertdialog', { name: '직원 역할을 뺄까요?' })).getByRole('button', { name: '빼기' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem', { name: /^부여 \d$/ })).toHaveLength(1));
    expect(puts).toEqual([]);
  });

  it('asks before closing the grant editor with unsaved changes', async () => {
    stubApi(() => jsonResponse({}));
    renderApp(`/rbac?userId=${userId}`);
    const dialog = await screen.findByRole('dialog', { name: '역할 부여: 최민지' });
    await within(dialog).findByRole('listitem', { name: '부여 1' });
    const actor = userEvent.setup();
    await actor.click(within(dialog).getByRole('button', { name: '부여 1 삭제' }));
    await actor.click(within(dialog).getByRole('button', { name: '취소' }));
    const ask = await screen.findByRole('alertdialog', { name: '저장하지 않은 변경 사항' });
    await actor.click(within(ask).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '역할 부여: 최민지' })).not.toBeInTheDocument());
  });
});
