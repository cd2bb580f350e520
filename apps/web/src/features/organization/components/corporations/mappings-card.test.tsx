import type { HierarchyMapping } from '@saram/shared/organization/organization.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../../../test/render-app';
import { MappingsCard } from './mappings-card';

const mapping = (legacyType: string, level: number, unitType: HierarchyMapping['unitType'], label: string): HierarchyMapping => ({
  legacyType,
  level,
  unitType,
  label,
  unitCount: level * 2,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const list = [mapping('division', 1, 'BUSINESS_UNIT', '사업부'), mapping('team', 3, 'TEAM', '팀'), mapping('taskForce', 5, 'TASK_FORCE', 'TF')];

function stub(writes: (method: string, path: string, body: unknown) => Response) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (method === 'GET') return jsonResponse({ data: list });
      return writes(method, path, body);
    }),
  );
  return calls;
}

function renderCard(permissions: string[]) {
  useAuthStore.getState().login({ ...testAuthResponse, user: { ...testAuthResponse.user, permissions } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MappingsCard />
    </QueryClientProvider>,
  );
}

describe('mappings card', () => {
  beforeEach(() => useAuthStore.getState().logout());

  it('lists the mappings; built-in types cannot be deleted; a new one is added with its level', async () => {
    const calls = stub((method) => (method === 'POST' ? jsonResponse(mapping('project', 5, 'TASK_FORCE', '프로젝트'), 201) : jsonResponse(undefined, 204)));
    const user = userEvent.setup();
    renderCard(['organization:read', 'organization:write']);
    const table = await screen.findByRole('table', { name: '레거시 유형 매핑' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['division1 · 사업부사업부2개', 'team3 · 팀팀6개', 'taskForce5 · TFTF10개']);
    expect(within(table).getByRole('button', { name: 'division 매핑 삭제' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'taskForce 매핑 삭제' })).toBeEnabled();

    await user.click(within(table).getByRole('button', { name: 'taskForce 매핑 삭제' }));
    const confirm = screen.getByRole('alertdialog', { name: '매핑 삭제' });
    expect(confirm).toHaveTextContent("'taskForce' → 레벨 5(TF) 매핑이 삭제됩니다. 레거시 조직 API에서 이 유형의 조직 10개가 더 이상 보이지 않습니다.");
    await user.click(within(confirm).getByRole('button', { name: '취소' }));

    await user.click(screen.getByRole('button', { name: '매핑 추가' }));
    const dialog = screen.getByRole('dialog', { name: '매핑 추가' });
    await user.type(within(dialog).getByRole('textbox', { name: /레거시 유형/ }), '1bad');
    await user.type(within(dialog).getByRole('textbox', { name: /표시명/ }), '프로젝트');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('레거시 유형은 영문으로 시작하는 영문·숫자·밑줄 2~40자입니다.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /레거시 유형/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /레거시 유형/ }), 'project');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ legacyType: 'project', level: 5, label: '프로젝트' }));
  });

  it("puts the server's Korean field error under the field", async () => {
    stub(() =>
      jsonResponse(
        { message: '입력값을 확인해주세요.', code: 'VALIDATION_ERROR', errorId: 'e', details: { fields: { level: "레벨 3에는 이미 'team' 매핑이 있습니다." } } },
        400,
      ),
    );
    const user = userEvent.setup();
    renderCard(['organization:read', 'organization:write']);
    await user.click(await screen.findByRole('button', { name: /^team$/ }));
    const dialog = screen.getByRole('dialog', { name: 'team 매핑 수정' });
    expect(within(dialog).getByRole('textbox', { name: /레거시 유형/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText("레벨 3에는 이미 'team' 매핑이 있습니다.")).toBeInTheDocument();
  });

  it('without organization:write it only lists', async () => {
    stub(() => jsonResponse(undefined, 204));
    renderCard(['organization:read']);
    await screen.findByRole('table', { name: '레거시 유형 매핑' });
    expect(screen.queryByRole('button', { name: '매핑 추가' })).toBeNull();
    expect(screen.queryByRole('button', { name: /매핑 삭제/ })).toBeNull();
  });
});
