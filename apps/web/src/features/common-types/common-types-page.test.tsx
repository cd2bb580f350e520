import type { CommonType } from '@saram/shared/common-types/common-types.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testUser } from '../../test/render-app';

let codes: CommonType[] = [];
const code = (group_type: string, type_name: string, extra: Partial<CommonType> = {}): CommonType => ({
  id: `${group_type}-${type_name}`,
  group_type,
  type_name,
  sort_order: 10,
  is_active: true,
  is_system: false,
  description: '',
  version: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...extra,
});

/** A small 공통 코드 server: list, active, create, deactivate, and a hard delete refused for 팀장. */
function stubApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    if (path === '/api/mongo/admin/me') return jsonResponse({ user: testUser });
    if (path === '/api/mongo/common-types/active') {
      return jsonResponse({ data: codes.filter((c) => c.is_active).map(({ group_type, type_name, is_active }) => ({ group_type, type_name, is_active })) });
    }
    if (path === '/api/mongo/common-types' && request.method === 'GET') return jsonResponse({ data: codes });
    if (path === '/api/mongo/common-types' && request.method === 'POST') {
      const body = (await request.json()) as { group_type: string; type_name: string };
      if (codes.some((c) => c.group_type === body.group_type && c.type_name === body.type_name)) {
        return jsonResponse({ message: '입력값을 확인해주세요.', code: 'VALIDATION_ERROR', details: { fields: { type_name: '같은 이름의 코드가 이미 있습니다.' } } }, 400);
      }
      const made = code(body.group_type, body.type_name, { sort_order: 90 });
      codes = [...codes, made];
      return jsonResponse(made, 201);
    }
    const id = decodeURIComponent(path.split('/')[4] ?? '');
    if (request.method === 'DELETE' && path.endsWith('/hard')) {
      return jsonResponse({ message: '직원 12명의 직책으로 사용 중입니다. 삭제하는 대신 비활성화하세요.', code: 'CONFLICT' }, 409);
    }
    if (request.method === 'DELETE') {
      codes = codes.map((c) => (c.id === id ? { ...c, is_active: false, version: c.version + 1 } : c));
      return jsonResponse(codes.find((c) => c.id === id));
    }
    return jsonResponse({ message: `unexpected ${request.method} ${path}`, code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('공통 코드 관리', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().logout();
    useAuthStore.getState().login(testAuthResponse);
    codes = [code('job_title', '팀장'), code('job_title', '팀원', { sort_order: 20 }), code('employment_status', '재직', { is_system: true })];
  });

  it('adds a code to the chosen group, shows a duplicate under the field, and refreshes the stored lists', async () => {
    stubApi();
    renderApp('/common-types');
    expect(await screen.findByRole('cell', { name: '팀장' })).toBeInTheDocument();
    const actor = userEvent.setup();

    await actor.click(screen.getByRole('button', { name: '코드 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '직책 코드 추가' });
    await actor.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(within(dialog).getByText('코드 이름을 입력해주세요.')).toBeInTheDocument();
    await actor.type(within(dialog).getByRole('textbox', { name: /이름/ }), '팀원');
    await actor.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('같은 이름의 코드가 이미 있습니다.')).toBeInTheDocument();

    await actor.clear(within(dialog).getByRole('textbox', { name: /이름/ }));
    await actor.type(within(dialog).getByRole('textbox', { name: /이름/ }), '셀장');
    await actor.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await screen.findByRole('cell', { name: '셀장' })).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('common-types') ?? '{}').job_title).toEqual(['팀장', '팀원', '셀장']));
  });

  it('shows the 409 of a hard delete in the confirm dialog, and deactivates instead', async () => {
    stubApi();
    renderApp('/common-types');
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: '팀장 작업' }));
    await actor.click(await screen.findByRole('menuitem', { name: '완전 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    await actor.click(within(confirm).getByRole('button', { name: '완전 삭제' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('직원 12명의 직책으로 사용 중입니다.');
    await actor.click(within(confirm).getByRole('button', { name: '취소' }));

    await actor.click(screen.getByRole('button', { name: '팀장 작업' }));
    await actor.click(await screen.findByRole('menuitem', { name: '비활성화' }));
    const row = (await screen.findByRole('cell', { name: '팀장' })).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('비활성'));
  });

  it('offers no add, deactivate or delete for the fixed 재직상태', async () => {
    stubApi();
    renderApp('/common-types?group=employment_status');
    expect(await screen.findByText(/고정 코드입니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '코드 추가' })).not.toBeInTheDocument();
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: '재직 작업' }));
    expect(await screen.findByRole('menuitem', { name: '수정' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '완전 삭제' })).not.toBeInTheDocument();
  });
});
