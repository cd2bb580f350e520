import type { LegalHold, PurgePreview } from '@saram/shared/retention/retention.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse, testRoles, testUser } from '../../test/render-app';

const person = '7a3c2f5e-1b2d-4c3e-9f00-000000000001';
const preview: PurgePreview = {
  today: '2026-11-24',
  cutoff: '2023-11-24',
  data: [{ employee_id: person, employee_no: 'R001', name_masked: '김*수', termination_date: '2022-05-01', retention_end_date: '2025-05-01', years_since: 4 }],
  counts: { eligible: 1, held: 0, retained: 5, anonymized: 2 },
};

/** The /retention calls; records what was sent. */
function stubApi(holds: LegalHold[] = []) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      if (path === '/api/mongo/admin/me') return jsonResponse({ user: testUser });
      if (path === '/api/notifications/unread-count') return jsonResponse({ count: 0 });
      if (path === '/api/mongo/admin/roles') return jsonResponse({ data: testRoles });
      if (path === '/api/mongo/common-types/active') return jsonResponse({ data: [] });
      if (path === '/api/mongo/retention/purge/preview') return jsonResponse(preview);
      if (path === '/api/mongo/retention/holds' && request.method === 'GET') return jsonResponse({ data: holds });
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      sent.push({ method: request.method, path, body });
      if (path === '/api/mongo/retention/purge') return jsonResponse({ today: '2026-11-24', anonymized: preview.data, documents_deleted: 1, destroyed_fields: [] });
      if (path === '/api/mongo/retention/holds') return jsonResponse({ ...holds[0], employee_id: person }, 201);
      if (path === `/api/mongo/retention/holds/${person}`) return new Response(null, { status: 204 });
      return jsonResponse({ message: `unexpected ${request.method} ${path}`, code: 'NOT_FOUND' }, 404);
    }),
  );
  return sent;
}

const held: LegalHold = {
  employee_id: person,
  employee_no: 'R001',
  name: '김민수',
  employment_status: '퇴직',
  termination_date: '2022-05-01',
  reason: '임금 소송',
  held_by: '관리자 (admin)',
  held_at: '2026-11-20T01:00:00.000Z',
};

describe('/retention', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    useAuthStore.getState().login(testAuthResponse);
  });

  it('lists the next purge with masked names and runs it only after the confirm', async () => {
    const sent = stubApi();
    renderApp('/retention');
    const table = await screen.findByRole('table', { name: '파기 대상 목록' }, { timeout: 5000 });
    expect(within(table).getByText('김*수')).toBeInTheDocument();
    expect(within(table).getByText('2022.05.01')).toBeInTheDocument();
    expect(screen.getByText(/파기 대상 1명 · 법적 보존 0명 · 보존 기간 중 5명 · 익명화 완료 2명/)).toBeInTheDocument();
    expect(await screen.findByText('법적 보존 중인 기록이 없습니다')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '지금 파기 실행' }));
    const confirm = await screen.findByRole('alertdialog', { name: '지금 파기할까요?' });
    expect(confirm).toHaveTextContent('1명의 주민등록번호');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '파기 실행' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: '/api/mongo/retention/purge', body: undefined }]));
  });

  it('places a hold from a row only with a reason', async () => {
    const sent = stubApi();
    renderApp('/retention');
    const table = await screen.findByRole('table', { name: '파기 대상 목록' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'R001 법적 보존 지정' }));
    const dialog = await screen.findByRole('dialog', { name: '법적 보존 지정' });
    await user.click(within(dialog).getByRole('button', { name: '보존 지정' }));
    expect(within(dialog).getByText('사유를 2자 이상 입력해주세요.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/사유/), '임금 소송');
    await user.click(within(dialog).getByRole('button', { name: '보존 지정' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: '/api/mongo/retention/holds', body: { employee_id: person, reason: '임금 소송' } }]));
  });

  it('removes a hold with a reason', async () => {
    const sent = stubApi([held]);
    renderApp('/retention');
    const holds = await screen.findByRole('table', { name: '법적 보존 목록' }, { timeout: 5000 });
    expect(within(holds).getByText('임금 소송')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(holds).getByRole('button', { name: 'R001 법적 보존 해제' }));
    const dialog = await screen.findByRole('dialog', { name: '법적 보존 해제' });
    await user.type(within(dialog).getByLabelText(/사유/), '소송 종결');
    await user.click(within(dialog).getByRole('button', { name: '보존 해제' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: `/api/mongo/retention/holds/${person}`, body: { reason: '소송 종결' } }]));
  });
});
