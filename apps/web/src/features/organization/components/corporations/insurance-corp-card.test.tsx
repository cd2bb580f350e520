import type { CorporateHierarchy, InsuranceCorpMigration } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../../../test/render-app';
import { InsuranceCorpCard } from './insurance-corp-card';

const empty: CorporateHierarchy = { data: [], unassigned: [] };
const migration = (dryRun: boolean): InsuranceCorpMigration => ({
  dryRun,
  batchId: dryRun ? null : 'batch-7',
  corporationsCreated: [{ id: dryRun ? null : 'c-new', name: '한빛물류' }],
  links: [
    { corporationId: null, corporationName: '한빛물류', created: true, employeeCount: 12 },
    { corporationId: 'c-1', corporationName: '한빛소프트', created: false, employeeCount: 3 },
  ],
  employeesLinked: 15,
  skipped: { alreadyLinked: 40, withoutInsuranceCorp: 2 },
});

type Answer = { method: string; path: string; respond: () => Response };

function stub(answers: Answer[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path.endsWith('/corporate-structure/hierarchy')) return jsonResponse(empty);
      const index = answers.findIndex((a) => a.method === method && path.endsWith(a.path));
      if (index < 0) throw new Error(`unexpected ${method} ${path}`);
      return answers.splice(index, 1)[0]!.respond();
    }),
  );
  return calls;
}

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <InsuranceCorpCard />
    </QueryClientProvider>,
  );
}

describe('insurance-corp migration card', () => {
  beforeEach(() => useAuthStore.getState().login(testAuthResponse));

  it('previews, runs, then names exactly what the rollback undoes', async () => {
    const calls = stub([
      { method: 'POST', path: '/migrate-insurance-corp', respond: () => jsonResponse(migration(true)) },
      { method: 'POST', path: '/migrate-insurance-corp', respond: () => jsonResponse(migration(false)) },
      {
        method: 'POST',
        path: '/rollback-migration',
        respond: () => jsonResponse({ batchId: 'batch-7', corporationsDeleted: [{ id: 'c-new', name: '한빛물류' }], employeesUnlinked: 15, rolledBackAt: '2026-11-21T08:00:00.000Z' }),
      },
    ]);
    const user = userEvent.setup();
    renderCard();
    const card = screen.getByRole('region', { name: '보험 법인 이관' });
    expect(within(card).getByRole('button', { name: '이관 실행' })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: '미리 보기' }));
    const preview = await within(card).findByRole('region', { name: '법인 이관 미리 보기 결과' });
    expect(within(preview).getByText('만들 법인').nextSibling).toHaveTextContent('1곳');
    expect(within(preview).getByText('연결할 직원').nextSibling).toHaveTextContent('15명');
    expect(within(preview).getByRole('table', { name: '법인별 연결 직원' })).toHaveTextContent('한빛물류신규12명');

    await user.click(within(card).getByRole('button', { name: '이관 실행' }));
    const run = screen.getByRole('alertdialog', { name: '보험 법인 이관 실행' });
    expect(run).toHaveTextContent('법인 1곳을 만들고 직원 15명을 법인에 연결합니다.');
    await user.click(within(run).getByRole('button', { name: '실행' }));
    await within(card).findByRole('region', { name: '법인 이관 결과' });

    await user.click(within(card).getByRole('button', { name: '마지막 이관 되돌리기' }));
    const undo = screen.getByRole('alertdialog', { name: '마지막 보험 법인 이관 되돌리기' });
    expect(undo).toHaveTextContent('이관으로 만든 법인 1곳(한빛물류)이 삭제되고, 이 이관이 연결한 직원 15명의 소속 법인 연결이 해제됩니다.');
    await user.click(within(undo).getByRole('button', { name: '되돌리기' }));
    expect(await within(card).findByText('마지막 이관을 되돌렸습니다')).toBeInTheDocument();
    expect(card).toHaveTextContent('법인 1곳(한빛물류)을 삭제하고 직원 15명의 법인 연결을 해제했습니다.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path.split('/').pop(), c.body])).toEqual([
      ['migrate-insurance-corp', { dryRun: true }],
      ['migrate-insurance-corp', { dryRun: false }],
      ['rollback-migration', {}],
    ]);
  });

  it('lists why a rollback was refused', async () => {
    stub([
      {
        method: 'POST',
        path: '/rollback-migration',
        respond: () =>
          jsonResponse(
            {
              message: "마이그레이션 이후 변경된 데이터가 있어 되돌릴 수 없습니다. 법인 '한빛물류'가 마이그레이션 이후 수정되었습니다.",
              code: 'CONFLICT',
              errorId: 'e-1',
              details: { batchId: 'batch-7', conflicts: ["법인 '한빛물류'가 마이그레이션 이후 수정되었습니다.", '마이그레이션으로 만든 법인에 속한 조직이 2개 있습니다.'] },
            },
            409,
          ),
      },
    ]);
    const user = userEvent.setup();
    renderCard();
    const card = screen.getByRole('region', { name: '보험 법인 이관' });
    await user.click(within(card).getByRole('button', { name: '마지막 이관 되돌리기' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '되돌리기' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('마이그레이션 이후 변경된 데이터가 있어 되돌릴 수 없습니다.');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "법인 '한빛물류'가 마이그레이션 이후 수정되었습니다.",
      '마이그레이션으로 만든 법인에 속한 조직이 2개 있습니다.',
    ]);
  });
});
