import { defaultUiItems } from '@saram/shared/checklists/checklist-defaults';
import type { ChecklistTemplate } from '@saram/shared/checklists/checklists.schemas';
import { defaultCommonTypes } from '@saram/shared/common-types/common-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testRoles, testUser } from '../../../test/render-app';

const id = '7a3c2f5e-1b2d-4c3e-9f00-0000000000c1';
const template: ChecklistTemplate = {
  id,
  feature_id: 'onboarding',
  name: '신입 온보딩',
  description: '',
  version: 3,
  change_summary: '',
  created_by: 'admin',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  deleted_at: null,
  assignment: { corporationIds: [], employmentTypes: [] },
  sections: [
    { id: 'first-day', title: '첫날', order: 0 },
    { id: 'first-week', title: '첫 주', order: 1 },
  ],
  items: [
    { id: 'pledge', sectionId: 'first-day', title: '보안서약서 제출', description: '', required: true, verification: { method: 'document' }, order: 0 },
    { id: 'contract', sectionId: 'first-day', title: '근로계약서 서명', description: '', required: true, verification: { method: 'sign_off', by: 'manager' }, order: 1 },
    { id: 'account', sectionId: 'first-week', title: '시스템 계정 발급', description: '', required: false, verification: { method: 'automatic', source: 'user_account' }, order: 2 },
  ],
};

type Write = { method: string; path: string; body: unknown };

/** Answers the template, the palette and start-up calls; `put` answers the save. */
function stubApi(put: (body: unknown) => Response) {
  const writes: Write[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      if (path === '/api/mongo/admin/me') return jsonResponse({ user: testUser });
      if (path === '/api/mongo/admin/roles') return jsonResponse({ data: testRoles });
      if (path === '/api/mongo/common-types/active')
        return jsonResponse({ data: Object.entries(defaultCommonTypes).flatMap(([group_type, names]) => names.map((type_name) => ({ group_type, type_name, is_active: true }))) });
      if (path === '/api/v1/corporate-structure/hierarchy') return jsonResponse({ data: [], unassigned: [] });
      if (path === '/api/mongo/ui-items') {
        const data = defaultUiItems.map((item, i) => ({ ...item, id: `ui-${i}`, description: '', default_config: item.default_config ?? {}, is_active: true, sort_order: i, created_at: '', updated_at: '' }));
        return jsonResponse({ data, total: data.length, page: 1, limit: 200, totalPages: 1 });
      }
      if (path === `/api/mongo/checklist/templates/${id}` && request.method === 'GET') return jsonResponse(template);
      const body = await request.clone().json().catch(() => null);
      if (request.method !== 'GET') writes.push({ method: request.method, path, body });
      if (path === `/api/mongo/checklist/templates/${id}` && request.method === 'PUT') return put(body);
      return jsonResponse({ message: `unexpected ${request.method} ${path}`, code: 'NOT_FOUND' }, 404);
    }),
  );
  return writes;
}

const titlesIn = (sectionName: string) =>
  [...screen.getByRole('region', { name: `${sectionName} 구역` }).querySelectorAll('[data-item]')].map((n) => n.getAttribute('data-item'));

describe('체크리스트 빌더', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().login(testAuthResponse);
  });

  it('reorders with the keyboard through 위로/아래로, across sections, and saves the order with a summary', async () => {
    const writes = stubApi((body) => jsonResponse({ ...template, ...(body as object), version: 4 }));
    renderApp(`/checklist-builder/${id}`);
    expect(await screen.findByRole('textbox', { name: '템플릿 이름' })).toHaveValue('신입 온보딩');
    expect(titlesIn('첫날')).toEqual(['보안서약서 제출', '근로계약서 서명']);

    const actor = userEvent.setup();
    screen.getByRole('button', { name: '근로계약서 서명 위로' }).focus();
    await actor.keyboard('{Enter}');
    expect(titlesIn('첫날')).toEqual(['근로계약서 서명', '보안서약서 제출']);
    expect(screen.getByText('근로계약서 서명을 위로 옮겼습니다.')).toBeInTheDocument();

    // The last card of 첫날 goes down into the top of 첫 주.
    screen.getByRole('button', { name: '보안서약서 제출 아래로' }).focus();
    await actor.keyboard('{Enter}');
    expect(titlesIn('첫날')).toEqual(['근로계약서 서명']);
    expect(titlesIn('첫 주')).toEqual(['보안서약서 제출', '시스템 계정 발급']);

    // Sections move too.
    await actor.click(screen.getByRole('button', { name: '첫 주 구역 위로' }));
    const regions = screen.getAllByRole('region').filter((r) => r.hasAttribute('data-section'));
    expect(regions.map((r) => r.getAttribute('data-section'))).toEqual(['첫 주', '첫날']);

    await actor.click(screen.getByRole('button', { name: '저장' }));
    const dialog = await screen.findByRole('dialog', { name: '새 버전(v4)으로 저장' });
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('변경 요약을 입력해주세요.')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await actor.type(within(dialog).getByRole('textbox', { name: /변경 요약/ }), '순서 정리');
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    const sent = writes[0]!.body as { version: number; change_summary: string; sections: unknown; items: { id: string; sectionId: string; order: number }[] };
    expect(sent.version).toBe(3);
    expect(sent.change_summary).toBe('순서 정리');
    expect(sent.sections).toEqual([
      { id: 'first-week', title: '첫 주', order: 0 },
      { id: 'first-day', title: '첫날', order: 1 },
    ]);
    expect(sent.items.map((i) => [i.id, i.sectionId, i.order])).toEqual([
      ['pledge', 'first-week', 0],
      ['account', 'first-week', 1],
      ['contract', 'first-day', 2],
    ]);
  }, 20_000);

  it('refuses an empty name before sending, maps server field errors to the item, and offers the latest version on 409', async () => {
    let answer: Response = jsonResponse({ message: '체크리스트 항목을 확인해주세요.', code: 'VALIDATION_ERROR', details: { fields: { 'items.1.title': '제목이 너무 깁니다.' } } }, 400);
    const writes = stubApi(() => answer);
    renderApp(`/checklist-builder/${id}`);
    const actor = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: '템플릿 이름' });
    await actor.clear(name);
    await actor.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('필수 입력 항목입니다.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes).toEqual([]);

    await actor.type(name, '신입 온보딩 개정');
    await actor.click(screen.getByRole('button', { name: '저장' }));
    let dialog = await screen.findByRole('dialog');
    await actor.type(within(dialog).getByRole('textbox', { name: /변경 요약/ }), '이름 변경');
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));
    // items.1 is 근로계약서 서명: selected, with the message under its title.
    expect(await screen.findByText('제목이 너무 깁니다.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /항목 제목/ })).toHaveValue('근로계약서 서명');

    answer = jsonResponse({ message: '다른 사용자가 먼저 저장했습니다. 최신 버전(v4)을 불러온 뒤 다시 저장하세요.', code: 'CONFLICT', details: { currentVersion: 4 } }, 409);
    await actor.click(screen.getByRole('button', { name: '저장' }));
    dialog = await screen.findByRole('dialog');
    await actor.type(within(dialog).getByRole('textbox', { name: /변경 요약/ }), '이름 변경');
    await actor.click(within(dialog).getByRole('button', { name: '저장' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('최신 버전(v4)을 불러온 뒤 다시 저장하세요.');
    expect(within(alert).getByRole('button', { name: '최신 버전 불러오기' })).toBeInTheDocument();
  }, 20_000);

  it('deleting a section with items asks, and can move them to 미분류', async () => {
    stubApi(() => jsonResponse(template));
    renderApp(`/checklist-builder/${id}`);
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: '첫날 구역 삭제' }));
    const ask = await screen.findByRole('alertdialog', { name: '첫날을 삭제할까요?' });
    expect(ask).toHaveTextContent('항목 2개');
    await actor.click(within(ask).getByRole('button', { name: '미분류로 옮기고 삭제' }));
    expect(screen.queryByRole('region', { name: '첫날 구역' })).not.toBeInTheDocument();
    const unsorted = screen.getByRole('region', { name: '미분류' });
    expect([...unsorted.querySelectorAll('[data-item]')].map((n) => n.getAttribute('data-item'))).toEqual(['보안서약서 제출', '근로계약서 서명']);
  });
});
