import type { EvaluationTask } from '@saram/shared/evaluations/answers.schemas';
import { defaultRoles } from '@saram/shared/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { signInWith, stubRoutes } from './test-support';

const person = (name: string, no: string) => ({ id: `p-${no}`, name, employeeNo: no, unit: 'QA팀', jobTitle: '팀원' });
const uuid = (n: number) => `7a3c2f5e-1b2d-4c3e-9f00-${String(n).padStart(12, '0')}`;

function task(overrides: Partial<EvaluationTask>): EvaluationTask {
  return {
    id: uuid(1),
    cycleId: 'c-1',
    cycleName: '2026 정기 성과평가',
    cycleStatus: 'open',
    dueDate: '2026-12-15',
    employee: person('정하늘', '20180009'),
    status: 'draft',
    role: 'self',
    actionRequired: true,
    grade: null,
    updatedAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}



const stubTasks = (body: { mine: EvaluationTask[]; reviews: EvaluationTask[] }, extra: Record<string, (body: unknown) => Response> = {}) =>
  stubRoutes({ 'GET /api/v1/evaluation/evaluations/my-tasks': () => jsonResponse(body), ...extra });

describe('내 평가 (/eval/my)', () => {
  beforeEach(() => signInWith([...defaultRoles.employee.permissions]));

  it('shows the grade of a released cycle only, and 공개 전 before release', async () => {
    stubTasks({
      mine: [
        task({ id: uuid(1) }),
        task({ id: uuid(2), cycleName: '2025 하반기 성과평가', cycleStatus: 'released', status: 'confirmed', actionRequired: false, grade: 'A' }),
        task({ id: uuid(3), cycleName: '2025 상반기 성과평가', cycleStatus: 'closed', status: 'confirmed', actionRequired: false, grade: null }),
      ],
      reviews: [],
    });
    renderApp('/eval/my');
    const cards = await screen.findAllByTestId('my-evaluation', {}, { timeout: 5000 });
    const byName = (name: string) => cards.find((c) => c.textContent?.includes(name))!;
    expect(within(byName('2026 정기')).getByTestId('my-result')).toHaveTextContent('공개 전');
    expect(within(byName('2026 정기')).getByRole('link', { name: '자기평가 작성' })).toHaveAttribute('href', `/eval/evaluations/${uuid(1)}`);
    expect(within(byName('2025 하반기')).getByTestId('my-result')).toHaveTextContent('A 등급');
    expect(within(byName('2025 하반기')).getByRole('link', { name: '결과 보기' })).toBeInTheDocument();
    expect(within(byName('2025 상반기')).getByTestId('my-result')).toHaveTextContent('공개 전');
  });
});

describe('평가자 포털 (/evaluations)', () => {
  beforeEach(() => signInWith([...defaultRoles.evaluator.permissions]));

  it('labels a 2nd evaluator\'s evaluation by the step that is done, not as their own stage', async () => {
    stubTasks({ mine: [], reviews: [task({ id: uuid(21), employee: person('최다온', '4'), status: 'first_reviewed', role: 'second', actionRequired: true })] });
    renderApp('/evaluations');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByText('1차 검토 완료')).toBeInTheDocument();
  });

  it('lists my turn first, by stage, and bulk-submits the selected evaluations through bulk-save', async () => {
    const calls = stubTasks(
      {
        mine: [],
        reviews: [
          task({ id: uuid(11), employee: person('김하나', '1'), status: 'submitted', role: 'first', actionRequired: true }),
          task({ id: uuid(12), employee: person('이두리', '2'), status: 'submitted', role: 'first', actionRequired: true }),
          task({ id: uuid(13), employee: person('박세미', '3'), status: 'draft', role: 'first', actionRequired: false }),
        ],
      },
      { 'POST /api/evaluation/evaluations/bulk-save': () => jsonResponse({ count: 2, data: [] }) },
    );
    renderApp('/evaluations');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getAllByRole('link').map((a) => a.textContent)).toEqual(['김하나', '이두리']);
    expect(screen.getByRole('button', { name: /작성 필요/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /자기평가 중/ }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('link').map((a) => a.textContent)).toEqual(['박세미']));
    expect(within(screen.getByRole('table')).queryByRole('checkbox', { name: '박세미 선택' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /작성 필요/ }));
    await user.click(screen.getByRole('checkbox', { name: '작성할 평가 모두 선택' }));
    expect(await screen.findByRole('region', { name: '일괄 작업' })).toHaveTextContent('2건 선택됨');
    await user.click(screen.getByRole('button', { name: '일괄 제출' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '제출' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/bulk-save'))?.body).toEqual({ evaluationIds: [uuid(11), uuid(12)], fields: { answers: {} }, submit: true }),
    );
  });
});
