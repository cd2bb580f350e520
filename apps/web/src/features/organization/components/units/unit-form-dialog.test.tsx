import type { OrgUnitDetail } from '@saram/shared/organization/organization.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../../../test/render-app';
import { UnitFormDialog } from './unit-form-dialog';

const employees = [
  { id: 'e-1', nameKor: '도하람', employee_number: 'E0001', departmentPath: '플랫폼사업부 > 개발팀', job_title: '팀장', employment_status: '재직' },
  { id: 'e-2', nameKor: '윤채원', employee_number: 'E0002', departmentPath: '플랫폼사업부 > 기획팀', job_title: '팀원', employment_status: '재직' },
];
const unit: OrgUnitDetail = {
  id: 'unit-1',
  unitName: '개발팀',
  unitType: 'TEAM',
  level: 4,
  parentId: 'unit-0',
  corporationId: null,
  code: null,
  isActive: true,
  isTemporary: false,
  sortOrder: 0,
  description: null,
  leaderId: 'e-2',
  version: 5,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  parentName: '플랫폼사업부',
  corporationName: null,
  leaderName: '윤채원',
  childCount: 0,
  directHeadcount: 3,
  headcount: 3,
} as OrgUnitDetail;

function stubServer() {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/employees/search') {
        const q = url.searchParams.get('q') ?? '';
        return jsonResponse({ data: employees.filter((e) => e.nameKor.includes(q)) });
      }
      if (method === 'PUT') {
        puts.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...unit, leaderId: 'e-1', version: 6 });
      }
      return jsonResponse({ data: [] });
    }),
  );
  return puts;
}

/** The edit dialog of `unit`, and a user to drive it. */
function renderEdit() {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <UnitFormDialog open onOpenChange={() => {}} unit={unit} />
    </QueryClientProvider>,
  );
  return { user, dialog: screen.getByRole('dialog', { name: '조직 수정' }) };
}

describe('unit form: 조직장', () => {
  beforeEach(() => {
    useAuthStore.getState().login({ ...testAuthResponse, user: { ...testAuthResponse.user, permissions: ['organization:read', 'organization:write'] } });
  });

  it('shows the current 조직장, picks another by name and saves its id', { timeout: 15_000 }, async () => {
    const puts = stubServer();
    const { user, dialog } = renderEdit();
    expect(within(dialog).getByRole('combobox', { name: /조직장/ })).toHaveTextContent('윤채원');
    await user.click(within(dialog).getByRole('combobox', { name: /조직장/ }));
    await user.type(await screen.findByRole('combobox', { name: '조직장 검색' }), '도하');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /도하람/ }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ leaderId: 'e-1', version: 5, unitName: '개발팀' });
  });

  it('clears the 조직장 (the unit then has none)', { timeout: 15_000 }, async () => {
    const puts = stubServer();
    const { user, dialog } = renderEdit();
    await user.click(within(dialog).getByRole('button', { name: '조직장 지우기' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ leaderId: null });
  });
});
