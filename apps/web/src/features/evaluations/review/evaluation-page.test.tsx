import type { Evaluation } from '@saram/shared/evaluations/answers.schemas';
import type { Section } from '@saram/shared/evaluations/templates.schemas';
import { defaultRoles } from '@saram/shared/permissions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { signInWith, stubRoutes } from './test-support';

const id = '7a3c2f5e-1b2d-4c3e-9f00-0000000000e1';
const sections: Section[] = [
  {
    id: 'perf',
    title: '업적 평가',
    description: '',
    questions: [
      { id: 'goal-1', kind: 'goal', title: '핵심 목표 달성', description: '', required: true, weight: 60, scaleCode: null, competencyCode: null, categoryCode: null, answeredBy: ['self', 'first'] },
      { id: 'comm', kind: 'competency', title: '의사소통', description: '', required: true, weight: 40, scaleCode: 'FIVE', competencyCode: 'COMM', categoryCode: null, answeredBy: ['self', 'first'] },
      { id: 'summary', kind: 'text', title: '주요 성과', description: '', required: true, weight: 0, scaleCode: null, competencyCode: null, categoryCode: null, answeredBy: ['self'] },
    ],
  },
];
const person = { id: 'p-1', name: '정하늘', employeeNo: '20180009', unit: 'QA팀', jobTitle: '팀원' };

function evaluation(overrides: Partial<Evaluation> = {}): Evaluation {
  return {
    id,
    cycle: { id: 'c-1', name: '2026 정기 성과평가', status: 'open', periodStart: '2026-01-01', periodEnd: '2026-12-31', dueDate: '2026-12-15' },
    employee: person,
    first: { ...person, id: 'p-2', name: '최민지' },
    second: null,
    status: 'draft',
    role: 'self',
    writablePart: 'self',
    template: { id: 't-1', name: '정기', sections },
    scales: { FIVE: ['미흡', '보완 필요', '보통', '우수', '탁월'].map((label, i) => ({ value: i + 1, label })) },
    parts: [{ party: 'self', answers: { 'goal-1': { achievement: 90 } }, comment: '', score: null, submittedAt: null }],
    finalScore: null,
    grade: null,
    calibration: null,
    returnComment: null,
    history: [],
    version: 3,
    updatedAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}



const question = (title: string) => screen.getByRole('heading', { name: new RegExp(title) }).closest('li')!;

describe('평가 진행 (/eval/evaluations/:id)', () => {
  beforeEach(() => {
    localStorage.clear();
    signInWith([...defaultRoles.evaluation_only.permissions]);
  });

  it('names an executive\'s role as a reader, not as HR', async () => {
    signInWith([...defaultRoles.executive.permissions]);
    stubRoutes({ [`GET /api/evaluations/${id}`]: () => jsonResponse(evaluation({ role: 'hr', writablePart: null, status: 'submitted' })) });
    renderApp(`/eval/evaluations/${id}`);
    const role = (await screen.findByText('내 역할')).nextElementSibling!;
    expect(role).toHaveTextContent('결과 열람');
  });

  it('marks the unanswered required questions on submit and sends nothing', async () => {
    const calls = stubRoutes({ [`GET /api/evaluations/${id}`]: () => jsonResponse(evaluation()) });
    renderApp(`/eval/evaluations/${id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '자기평가 제출' }, { timeout: 5000 }));

    expect(await screen.findByText('필수 문항 2개에 답변이 필요합니다.')).toBeInTheDocument();
    expect(within(question('의사소통')).getByText('필수 문항입니다. 답변을 입력해주세요.')).toBeInTheDocument();
    expect(within(question('주요 성과')).getByText('필수 문항입니다. 답변을 입력해주세요.')).toBeInTheDocument();
    expect(within(question('핵심 목표 달성')).queryByText('필수 문항입니다. 답변을 입력해주세요.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("maps the server's 400 details to the questions", async () => {
    const calls = stubRoutes({
      [`GET /api/evaluations/${id}`]: () =>
        jsonResponse(evaluation({ parts: [{ party: 'self', answers: { 'goal-1': { achievement: 90 }, comm: { score: 4 }, summary: { text: '완료' } }, comment: '', score: 80, submittedAt: null }] })),
      [`POST /api/mongo/evaluation/evaluations/${id}/submit`]: () =>
        jsonResponse({ code: 'VALIDATION_ERROR', message: '필수 문항입니다: 의사소통', details: { fields: { 'answers.comm': '필수 문항입니다: 의사소통' } } }, 400),
    });
    renderApp(`/eval/evaluations/${id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '자기평가 제출' }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole('dialog', { name: '평가를 제출할까요?' })).getByRole('button', { name: '제출' }));

    expect(await within(question('의사소통')).findByText('필수 문항입니다: 의사소통')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 3 });
  });

  it('is read only after submit: answers shown, no controls, no submit', async () => {
    stubRoutes({
      [`GET /api/evaluations/${id}`]: () =>
        jsonResponse(
          evaluation({
            status: 'submitted',
            writablePart: null,
            parts: [{ party: 'self', answers: { 'goal-1': { achievement: 90 }, comm: { score: 4 }, summary: { text: '완료한 일' } }, comment: '', score: 80, submittedAt: '2026-11-21T01:00:00.000Z' }],
          }),
        ),
    });
    renderApp(`/eval/evaluations/${id}`);

    expect(await screen.findByText('읽기 전용', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '현재 위치' })).getByText('정하늘 · 2026 정기 성과평가')).toBeInTheDocument();
    expect(within(question('의사소통')).getByText('4 · 우수')).toBeInTheDocument();
    expect(within(question('주요 성과')).getByText('완료한 일')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: '자기평가 제출' })).toBeNull();
  });

  it('the 1차 평가자 sees the self part read only beside their own controls and may return it with a reason', async () => {
    signInWith([...defaultRoles.evaluator.permissions]);
    const calls = stubRoutes({
      [`GET /api/evaluations/${id}`]: () =>
        jsonResponse(
          evaluation({
            status: 'submitted',
            role: 'first',
            writablePart: 'first',
            parts: [
              { party: 'self', answers: { comm: { score: 5 } }, comment: '', score: 90, submittedAt: '2026-11-21T01:00:00.000Z' },
              { party: 'first', answers: {}, comment: '', score: null, submittedAt: null },
            ],
          }),
        ),
      [`POST /api/evaluations/${id}/return`]: () => jsonResponse(evaluation({ status: 'draft', role: 'first', writablePart: null, returnComment: '근거 보완' })),
    });
    renderApp(`/eval/evaluations/${id}`);
    const user = userEvent.setup();
    const comm = await screen.findByRole('radiogroup', { name: '의사소통 평가' }, { timeout: 5000 });
    expect(within(question('의사소통')).getByText('5 · 탁월')).toBeInTheDocument();
    expect(comm).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '반려' }));
    const dialog = await screen.findByRole('dialog', { name: '평가 반려' });
    await user.click(within(dialog).getByRole('button', { name: '반려' }));
    expect(within(dialog).getByText('반려 사유를 입력해주세요.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /반려 사유/ }), '근거 보완');
    await user.click(within(dialog).getByRole('button', { name: '반려' }));
    await vi.waitFor(() => expect(calls.find((c) => c.path.endsWith('/return'))?.body).toEqual({ version: 3, comment: '근거 보완' }));
  });
});
