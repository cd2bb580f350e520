import { defaultGradeBands } from '@saram/shared/evaluations/evaluations';
import type { Answers } from '@saram/shared/evaluations/answers.schemas';
import type { Section } from '@saram/shared/evaluations/templates.schemas';
import { defaultRoles } from '@saram/shared/permissions';
import type { Tx } from '../db/client';
import { findUserByEmail } from '../features/auth/auth.service';
import { insertCode } from '../features/evaluations/codes.service';
import * as cycles from '../features/evaluations/cycles.service';
import { confirm, writeAs } from '../features/evaluations/evaluations.service';
import { insertTemplate } from '../features/evaluations/templates.service';
import { setUnitLeader } from '../features/organization/organization.service';
import { systemActor, type Actor } from '../lib/auth/actor';
import { employeeNumbers, headsOfPrimaryPosts } from './demo.repo';
import type { DemoAccount } from './employees';

/**
 * Demo performance evaluations (issue 15): every unit gets its head as 조직장; the usual codes (5점
 * 척도, S–D, competencies, categories); one template; '2025 하반기 성과평가' for 백엔드팀 closed
 * and released (one grade calibrated); '2026 정기 성과평가' for 개발본부 and QA팀 open and in progress
 * (a mix of stages; the demo employee has a self-review draft, eval.only reviews nothing yet but is
 * evaluated by the demo evaluator). Written through the evaluation services, so events and audit
 * rows are as the API leaves them.
 */

const points = ['미흡', '보완 필요', '보통', '우수', '탁월'];

export const demoSections: Section[] = [
  {
    id: 'performance',
    title: '업적 평가',
    description: '연초에 세운 목표의 달성 정도를 평가합니다.',
    questions: [
      q('goal-1', 'goal', '핵심 목표 달성', 40, { categoryCode: 'PERF' }),
      q('goal-2', 'goal', '부가 목표 달성', 20, { categoryCode: 'PERF' }),
    ],
  },
  {
    id: 'competency',
    title: '역량 평가',
    description: '',
    questions: [
      q('comm', 'competency', '의사소통', 15, { scaleCode: 'FIVE', competencyCode: 'COMM' }),
      q('collab', 'competency', '협업', 15, { scaleCode: 'FIVE', competencyCode: 'COLLAB' }),
      q('expertise', 'scale', '직무 전문성', 10, { scaleCode: 'FIVE', categoryCode: 'COMP' }),
    ],
  },
  {
    id: 'opinion',
    title: '종합 의견',
    description: '',
    questions: [{ ...q('summary', 'text', '한 해의 주요 성과와 다음 해 계획', 0, {}), answeredBy: ['self', 'first'] }],
  },
];

function q(id: string, kind: Section['questions'][number]['kind'], title: string, weight: number, codes: { scaleCode?: string; competencyCode?: string; categoryCode?: string }) {
  return {
    id,
    kind,
    title,
    description: '',
    required: true,
    weight,
    scaleCode: codes.scaleCode ?? null,
    competencyCode: codes.competencyCode ?? null,
    categoryCode: codes.categoryCode ?? null,
    answeredBy: ['self', 'first', 'second'] as ('self' | 'first' | 'second')[],
  };
}

/** Fixed answers from a person's number and the party (stable screenshots). */
export function answersFor(seed: number, lift: number): Answers {
  const pick = (n: number, min: number, max: number) => min + ((seed * 7 + n * 13 + lift) % (max - min + 1));
  return {
    'goal-1': { achievement: pick(1, 70, 105), text: '분기별 핵심 지표를 관리하고 목표를 달성했습니다.' },
    'goal-2': { achievement: pick(2, 60, 100) },
    comm: { score: pick(3, 3, 5) },
    collab: { score: pick(4, 2, 5) },
    expertise: { score: pick(5, 3, 5) },
    summary: { text: lift ? '팀 목표 달성에 꾸준히 기여했습니다. 다음 해에는 후배 육성을 기대합니다.' : '신규 기능 출시와 운영 안정화에 집중했습니다.' },
  };
}

async function hrActor(tx: Tx, account: DemoAccount | undefined): Promise<Actor> {
  const user = account ? await findUserByEmail(tx, account.email) : undefined;
  const base = systemActor(account ? `${account.userName} (${account.loginId})` : '데모 데이터');
  return { ...base, userId: user?.id ?? null, via: 'session', roles: ['hr_manager'], permissions: new Set(defaultRoles.hr_manager.permissions) };
}

/** Each unit's 조직장: the working person with a head title (…장) whose primary post it is. */
async function seedLeaders(tx: Tx, actor: Actor): Promise<number> {
  const heads = await headsOfPrimaryPosts(tx);
  const done = new Set<string>();
  for (const h of heads) {
    if (done.has(h.unitId)) continue;
    done.add(h.unitId);
    await setUnitLeader(tx, actor, h.unitId, h.employeeId);
  }
  return done.size;
}

/** Events and audit rows name the person who wrote (the demo people have no accounts). */
const as = (name: string): Actor => systemActor(name);

const employeeOf = async (tx: Tx, account: DemoAccount | undefined) => (account ? ((await findUserByEmail(tx, account.email))?.employeeId ?? null) : null);

export async function seedEvaluations(tx: Tx, units: ReadonlyMap<string, string>, accounts: readonly (DemoAccount & { role: string })[]): Promise<{ leaders: number; cycles: number }> {
  const hr = await hrActor(tx, accounts.find((a) => a.role === 'hr_manager'));
  const leaders = await seedLeaders(tx, hr);
  // Small populations keep the seed quick: 백엔드팀 last half-year, 개발본부 and QA팀 (eval.only) this year.
  const team = units.get('한빛소프트 > 플랫폼사업부 > 개발본부 > 백엔드팀');
  const division = units.get('한빛소프트 > 플랫폼사업부 > 개발본부');
  const qa = units.get('한빛소프트 > 플랫폼사업부 > 서비스기획본부 > QA팀');
  if (!team || !division || !qa) return { leaders, cycles: 0 };

  await insertCode(tx, hr, { kind: 'rating_scale', code: 'FIVE', name: '5점 척도', description: '1 미흡 ~ 5 탁월', sortOrder: 0, isActive: true, data: { points: points.map((label, i) => ({ value: i + 1, label })) } });
  for (const [i, g] of defaultGradeBands.entries()) {
    await insertCode(tx, hr, { kind: 'grade', code: g.code, name: g.name, description: '', sortOrder: i, isActive: true, data: { minScore: g.minScore, maxScore: g.maxScore, ratio: g.ratio } });
  }
  for (const [i, [code, name]] of [['COMM', '의사소통'], ['COLLAB', '협업'], ['LEAD', '리더십'], ['SOLVE', '문제 해결']].entries()) {
    await insertCode(tx, hr, { kind: 'competency', code: code!, name: name!, description: '', sortOrder: i, isActive: true, data: {} });
  }
  for (const [i, [code, name]] of [['PERF', '업적'], ['COMP', '역량'], ['ATTITUDE', '태도']].entries()) {
    await insertCode(tx, hr, { kind: 'question_category', code: code!, name: name!, description: '', sortOrder: i, isActive: true, data: {} });
  }
  const template = await insertTemplate(tx, hr, { name: '정기 성과평가 (업적 60 · 역량 40)', description: '본인 평가, 1차·2차 평가자 평가', sections: demoSections });

  const employeeNo = new Map((await employeeNumbers(tx)).map((r) => [r.id, Number(r.no.slice(-4)) || 1]));
  const fallback = await employeeOf(tx, accounts.find((a) => a.role === 'hr_manager'));

  // 2025 하반기: closed and released.
  const at = new Date('2026-01-10T01:00:00Z');
  const past = await draftCycle(tx, hr, fallback, ['2025 하반기 성과평가', '2025-07-01', '2025-12-31', '2026-01-20', '2025-09-30'], template.id, [team]);
  await cycles.openCycle(tx, hr, past.id, (await cycles.getCycle(tx, past.id)).version, at);
  for (const a of (await cycles.assignments(tx, past.id)).data) {
    const seed = employeeNo.get(a.employee.id) ?? 1;
    await writeAs(tx, as(a.employee.name), a.employee.id, a.evaluationId, { answers: answersFor(seed, 0), comment: '', submit: true }, at);
    await writeAs(tx, as(a.first!.name), a.first!.id, a.evaluationId, { answers: answersFor(seed, 1), comment: '수고 많으셨습니다.', submit: true }, at);
    if (a.second) await writeAs(tx, as(a.second.name), a.second.id, a.evaluationId, { answers: answersFor(seed, 2), comment: '', submit: true }, at);
    await confirm(tx, hr, a.evaluationId, undefined, at);
  }
  await cycles.closeCycle(tx, hr, past.id, (await cycles.getCycle(tx, past.id)).version, new Date('2026-01-25T01:00:00Z'));
  const results = await cycles.results(tx, past.id);
  // The best score below S goes one grade up (rows come best first).
  const grades = defaultGradeBands.map((g) => g.code as string);
  const top = results.data.find((r) => r.grade && r.grade !== 'S');
  if (top) {
    const up = grades[grades.indexOf(top.grade!) - 1]!;
    await cycles.calibrate(tx, hr, past.id, { evaluationId: top.evaluationId, grade: up, reason: '사내 플랫폼 전환 프로젝트 리딩 (본부장 추천)' }, new Date('2026-01-26T01:00:00Z'));
  }
  await cycles.releaseCycle(tx, hr, past.id, (await cycles.getCycle(tx, past.id)).version, new Date('2026-02-02T01:00:00Z'));

  // 2026 정기: open, in progress.
  const now = new Date('2026-11-02T01:00:00Z');
  const current = await draftCycle(tx, hr, fallback, ['2026 정기 성과평가', '2026-01-01', '2026-12-31', '2026-12-15', '2026-09-30'], template.id, [division, qa]);
  const demoEmployee = await employeeOf(tx, accounts.find((a) => a.loginId === 'employee'));
  const evalOnly = await employeeOf(tx, accounts.find((a) => a.loginId === 'eval.only'));
  const evaluator = await employeeOf(tx, accounts.find((a) => a.loginId === 'evaluator'));
  const list = await cycles.assignments(tx, current.id);
  const evalOnlyRow = list.data.find((a) => a.employee.id === evalOnly);
  if (evalOnlyRow && evaluator) {
    await cycles.overrideEvaluators(tx, hr, current.id, { assignments: [{ evaluationId: evalOnlyRow.evaluationId, firstEvaluatorId: evaluator, secondEvaluatorId: evalOnlyRow.second?.id ?? null }] });
  }
  await cycles.openCycle(tx, hr, current.id, (await cycles.getCycle(tx, current.id)).version, now);
  for (const [i, a] of (await cycles.assignments(tx, current.id)).data.entries()) {
    const seed = employeeNo.get(a.employee.id) ?? 1;
    if (a.employee.id === evalOnly) continue;
    if (a.employee.id === demoEmployee) {
      const draft = answersFor(seed, 0);
      await writeAs(tx, as(a.employee.name), a.employee.id, a.evaluationId, { answers: { 'goal-1': draft['goal-1']!, comm: draft.comm! }, comment: '', submit: false }, now);
      continue;
    }
    const stage = i % 4;
    if (stage === 3) continue;
    await writeAs(tx, as(a.employee.name), a.employee.id, a.evaluationId, { answers: answersFor(seed, 0), comment: '', submit: stage >= 1 }, now);
    if (stage === 2) await writeAs(tx, as(a.first!.name), a.first!.id, a.evaluationId, { answers: answersFor(seed, 1), comment: '', submit: true }, now);
  }
  return { leaders, cycles: 2 };
}

/**
 * A draft cycle (name, period, due date, hire cut-off) with its population and 조직장 evaluators;
 * anyone left without one is evaluated by 인사 책임자.
 */
async function draftCycle(tx: Tx, hr: Actor, fallback: string | null, [name, periodStart, periodEnd, dueDate, cutOff]: string[], templateId: string, unitIds: string[]) {
  const cycle = await cycles.insertCycle(tx, hr, {
    name: name!,
    periodStart: periodStart!,
    periodEnd: periodEnd!,
    dueDate: dueDate!,
    templateId,
    population: { unitIds, employmentTypes: [], hiredOnOrBefore: cutOff! },
  });
  const cycleId = cycle.id;
  await cycles.buildPopulationIn(tx, hr, cycleId);
  const missing = (await cycles.assignments(tx, cycleId)).data.filter((a) => !a.first && a.employee.id !== fallback);
  if (missing.length && fallback) {
    await cycles.overrideEvaluators(tx, hr, cycleId, { assignments: missing.map((a) => ({ evaluationId: a.evaluationId, firstEvaluatorId: fallback, secondEvaluatorId: null })) });
  }
  // The fallback person themself (or anyone still without an evaluator) sits this cycle out.
  const still = (await cycles.assignments(tx, cycleId)).data.filter((a) => !a.first);
  await cycles.removeFromDraft(
    tx,
    hr,
    cycleId,
    still.map((a) => a.evaluationId),
  );
  return cycle;
}
