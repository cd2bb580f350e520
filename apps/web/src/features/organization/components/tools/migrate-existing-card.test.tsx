import type { MigrateExistingResult } from '@saram/shared/organization/organization-tools.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { jsonResponse, testAuthResponse } from '../../../../test/render-app';
import { MigrateExistingCard } from './migrate-existing-card';

const report = (dryRun: boolean, extra: Partial<MigrateExistingResult> = {}): MigrateExistingResult => ({
  dryRun,
  blocked: false,
  batchId: dryRun ? null : 'batch-1',
  unitsCreated: [
    { level: 1, unitType: 'BUSINESS_UNIT', name: '물류사업부', path: '한빛물류 > 물류사업부' },
    { level: 3, unitType: 'TEAM', name: '배송팀', path: '한빛물류 > 물류사업부 > 배송팀' },
  ],
  unitsReused: 4,
  employees: { total: 120, linked: 37, unchanged: 80, withoutOrganization: 3 },
  membershipsCreated: 37,
  issues: [],
  ...extra,
});

function stub(answers: MigrateExistingResult[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse(answers.shift());
    }),
  );
  return bodies;
}

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MigrateExistingCard />
    </QueryClientProvider>,
  );
}

describe('migrate-existing card', () => {
  beforeEach(() => useAuthStore.getState().login(testAuthResponse));

  it('previews first, shows the exact report, then runs with the same options', async () => {
    const bodies = stub([report(true), report(false)]);
    const user = userEvent.setup();
    renderCard();
    const run = screen.getByRole('button', { name: '이관 실행' });
    expect(run).toBeDisabled();

    await user.clear(screen.getByRole('spinbutton', { name: /배치 크기/ }));
    await user.type(screen.getByRole('spinbutton', { name: /배치 크기/ }), '200');
    await user.click(screen.getByRole('button', { name: '미리 보기' }));
    const preview = await screen.findByRole('region', { name: '미리 보기 결과' });
    expect(preview).toHaveTextContent('재직 직원 120명 기준입니다. 아직 아무것도 바뀌지 않았습니다.');
    expect(within(preview).getByText('만들 조직').nextSibling).toHaveTextContent('2개');
    expect(within(preview).getByText('연결할 직원').nextSibling).toHaveTextContent('37명');
    expect(within(within(preview).getByRole('table', { name: '만들 조직 목록' })).getByText('한빛물류 > 물류사업부 > 배송팀')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ dryRun: true, batchSize: 200, skipValidation: false });

    // Changing an option asks for a new preview.
    await user.click(screen.getByRole('checkbox'));
    expect(run).toBeDisabled();
    expect(screen.getByText('옵션이 바뀌었습니다. 다시 미리 보세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(run).toBeEnabled();

    await user.click(run);
    const confirm = screen.getByRole('alertdialog', { name: '조직 이관 실행' });
    expect(confirm).toHaveTextContent('조직 2개를 만들고 재직 직원 37명을 조직에 연결합니다.');
    await user.click(within(confirm).getByRole('button', { name: '실행' }));
    expect(await screen.findByRole('region', { name: '이관 결과' })).toHaveTextContent('이관을 마쳤습니다');
    expect(bodies[1]).toEqual({ dryRun: false, batchSize: 200, skipValidation: false });
  });

  it('a preview with problems lists them and keeps the run closed', async () => {
    stub([
      report(true, {
        blocked: true,
        issues: [{ kind: 'level_gap', path: '한빛물류 > 배송팀', message: '1레벨 조직 없이 3레벨 조직(배송팀)이 있습니다.', employees: 6 }],
      }),
    ]);
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: '미리 보기' }));
    const preview = await screen.findByRole('region', { name: '미리 보기 결과' });
    expect(preview).toHaveTextContent('문제가 있어 이대로는 실행할 수 없습니다');
    const issues = within(preview).getByRole('table', { name: '이관 문제' });
    expect(issues).toHaveTextContent('레벨 건너뜀');
    expect(issues).toHaveTextContent('6명');
    expect(screen.getByRole('button', { name: '이관 실행' })).toBeDisabled();
  });

  it('refuses a batch size out of range before asking the server', async () => {
    const bodies = stub([]);
    const user = userEvent.setup();
    renderCard();
    await user.clear(screen.getByRole('spinbutton', { name: /배치 크기/ }));
    await user.type(screen.getByRole('spinbutton', { name: /배치 크기/ }), '9000');
    await user.click(screen.getByRole('button', { name: '미리 보기' }));
    await waitFor(() => expect(screen.getByText('배치 크기는 1에서 5000 사이의 정수로 입력해주세요.')).toBeInTheDocument());
    expect(bodies).toEqual([]);
  });
});
