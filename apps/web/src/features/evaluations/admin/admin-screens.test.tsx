import type { CycleResults } from '@saram/shared/evaluations/results.schemas';
import type { EvaluationCode } from '@saram/shared/evaluations/codes.schemas';
import type { EvaluationCycle } from '@saram/shared/evaluations/cycles.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { jsonResponse, renderApp, testAuthResponse } from '../../../test/render-app';

const cycleId = '7a3c2f5e-1b2d-4c3e-9f00-0000000000c1';
const cycle: EvaluationCycle = {
  id: cycleId,
  name: '2025년 성과 평가',
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  dueDate: null,
  templateId: 't-1',
  templateName: '기본 평가',
  population: { unitIds: [], employmentTypes: [], hiredOnOrBefore: null },
  status: 'closed',
  evaluationCount: 1,
  openedAt: null,
  closedAt: null,
  releasedAt: null,
  version: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const person = { id: 'e-1', name: '홍길동', employeeNo: 'E001', unit: '백엔드팀', jobTitle: null };
const results: CycleResults = {
  cycle,
  data: [
    {
      evaluationId: '7a3c2f5e-1b2d-4c3e-9f00-0000000000e1',
      employee: person,
      status: 'confirmed',
      selfScore: 80,
      firstScore: 78,
      secondScore: 82,
      finalScore: 79.6,
      computedGrade: 'B',
      grade: 'B',
      calibrated: false,
      calibrationReason: null,
    },
  ],
  distribution: [
    { grade: 'A', name: 'A (우수)', count: 0, percent: 0, recommendedPercent: 20 },
    { grade: 'B', name: 'B (보통)', count: 1, percent: 100, recommendedPercent: 40 },
  ],
  averageScore: 79.6,
};
const scale: EvaluationCode = {
  id: 's-1',
  kind: 'rating_scale',
  code: 'FIVE',
  name: '5점 척도',
  description: '',
  sortOrder: 0,
  isActive: true,
  data: { points: [] },
  version: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function stub(routes: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(key);
      return key in routes ? jsonResponse(routes[key]) : jsonResponse({ message: `unexpected ${key}`, code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

beforeEach(() => {
  useAuthStore.getState().logout();
  useAuthStore.getState().login(testAuthResponse);
});

describe('평가 결과: 등급 조정', () => {
  it('requires a grade and a reason before anything is sent', async () => {
    const calls = stub({ [`GET /api/evaluation-cycles/${cycleId}`]: cycle, [`GET /api/evaluation-cycles/${cycleId}/results`]: results });
    renderApp(`/eval/cycles/${cycleId}/results`);
    await userEvent.click(await screen.findByRole('button', { name: '홍길동 등급 조정' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '등급 조정' });
    await userEvent.click(within(dialog).getByRole('button', { name: '조정' }));
    expect(await within(dialog).findByText('조정 사유를 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('조정할 등급을 선택해주세요.')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('shows the recommended distribution as guidance', async () => {
    stub({ [`GET /api/evaluation-cycles/${cycleId}`]: cycle, [`GET /api/evaluation-cycles/${cycleId}/results`]: results });
    renderApp(`/eval/cycles/${cycleId}/results`);
    expect(await screen.findByText('B 등급이 100%로 권장 비율 40%보다 많습니다.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '결과 공개' })).toBeInTheDocument();
  });
});

describe('평가 템플릿 만들기: 가중치 합계', () => {
  it('shows the live total and refuses to save until it is 100', async () => {
    const calls = stub({ 'GET /api/evaluation-codes': { data: [scale] } });
    renderApp('/eval/templates/new');
    const weight = await screen.findByLabelText('가중치(%)', undefined, { timeout: 5000 });
    await userEvent.clear(weight);
    await userEvent.type(weight, '60');
    expect(screen.getByText('가중치 합계 60 / 100')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/템플릿 이름/), '2026 성과 평가');
    await userEvent.type(screen.getByLabelText('문항 1 제목'), '업무 성과');
    await userEvent.type(screen.getByLabelText('섹션 1 제목'), '성과');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findAllByText('점수 문항의 가중치 합계는 100이어야 합니다. (현재 60)')).not.toHaveLength(0);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    await userEvent.clear(weight);
    await userEvent.type(weight, '100');
    await waitFor(() => expect(screen.getByText('가중치 합계 100 / 100')).toBeInTheDocument());
  });
});

describe('평가 리포트', () => {
  it('downloads a cycle as the PDF report or the Excel results', async () => {
    const calls = stub({ 'GET /api/evaluation-cycles': { data: [cycle] } });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    renderApp('/eval/reports');
    await userEvent.click(await screen.findByRole('button', { name: '2025년 성과 평가 결과 Excel 내려받기' }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: '2025년 성과 평가 PDF 리포트 내려받기' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.includes('/report') || c.includes('/export'))).toEqual([
        `GET /api/evaluation-cycles/${cycleId}/results/export`,
        `GET /api/evaluation-cycles/${cycleId}/report`,
      ]),
    );
  });
});
