import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { systemActor } from '../../lib/auth/actor';
import { setManualGrants } from '../rbac/rbac.writer';
import { body, bearer, createTestApp, createTestUser, login, requester, type Json, type Requester, type TestApp } from '../../test/app';
import { pdfText } from '../../../../../e2e/support/pdf-text.mjs';

/**
 * Issue 15, server: codes with history, templates (weights total 100, frozen → copy), cycles
 * (population with 조직장 evaluators, overrides, open/close/release), evaluations (field protection
 * per role, autosave with versions, submit, 반려, confirm, bulk save), calibration, reports.
 */

let t: TestApp;
let api: Requester;
const h: Record<string, Record<string, string>> = {};
const people: Record<string, string> = {};
const units: Record<string, string> = {};

const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(t.db, q))[0]!;
const count = async (table: string, where: string) => (await one<{ n: number }>(sql.raw(`select count(*)::int as n from ${table} where ${where}`))).n;

async function insertUnit(name: string, level: number, type: string, parentId: string | null): Promise<string> {
  return (await one<{ id: string }>(sql`insert into org_units (name, level, unit_type, parent_id) values (${name}, ${level}, ${type}, ${parentId}) returning id`)).id;
}
async function insertEmployee(key: string, name: string, no: string, placement: { divisionId?: string; teamId?: string }, hireDate = '2024-03-01', email?: string) {
  people[key] = (
    await one<{ id: string }>(
      sql`insert into employees (employee_no, name_kor, hire_date, division_id, team_id, team, employment_type, email, record)
        values (${no}, ${name}, ${hireDate}, ${placement.divisionId ?? null}, ${placement.teamId ?? null}, ${placement.teamId ? '개발팀' : null}, '정규직', ${email ?? `${no.toLowerCase()}@hanbit.example`}, '{}'::jsonb) returning id`,
    )
  ).id;
}
async function account(loginId: string, role: Parameters<typeof createTestUser>[2][number], employee?: string) {
  const user = await createTestUser(t, loginId, [role]);
  if (employee) await t.db.execute(sql`update users set employee_id = ${people[employee]} where id = ${user.id}`);
  h[loginId] = bearer((await login(t, loginId)).token.access_token);
}

beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  units.div = await insertUnit('개발본부', 2, 'DIVISION', null);
  units.team = await insertUnit('개발팀', 3, 'TEAM', units.div);
  await insertEmployee('emp', '김민준', 'E001', { divisionId: units.div, teamId: units.team });
  await insertEmployee('other', '이서연', 'E002', { divisionId: units.div, teamId: units.team });
  await insertEmployee('lead', '박팀장', 'E003', { divisionId: units.div, teamId: units.team });
  await insertEmployee('head', '최본부장', 'E004', { divisionId: units.div });
  await insertEmployee('newbie', '정신입', 'E005', { divisionId: units.div, teamId: units.team }, '2026-10-01');
  await insertEmployee('outside', '한외부', 'E006', {}, '2020-01-01', 'outside.eval@hanbit.example');
  await t.db.execute(sql`update org_units set leader_id = ${people.lead} where id = ${units.team}`);
  await t.db.execute(sql`update org_units set leader_id = ${people.head} where id = ${units.div}`);
  await account('hr', 'hr_manager');
  await account('staff', 'hr_staff');
  await account('emp', 'employee', 'emp');
  await account('other', 'employee', 'other');
  await account('lead', 'evaluator', 'lead');
  await account('head', 'employee', 'head');
}, 60_000);
afterAll(() => t.close());

const codes = '/api/evaluation-codes';
const templates = '/api/evaluation-templates';
const cycles = '/api/evaluation-cycles';
const evals = '/api/evaluations';
const submitUrl = (id: string) => `/api/mongo/evaluation/evaluations/${id}/submit`;

const sections = (goalWeight = 40, scaleWeight = 60) => [
  {
    id: 's1',
    title: '업적 평가',
    questions: [
      { id: 'goal', kind: 'goal', title: '연간 목표 달성', weight: goalWeight, answeredBy: ['self', 'first', 'second'] },
      { id: 'skill', kind: 'scale', title: '직무 전문성', weight: scaleWeight, scaleCode: 'FIVE', answeredBy: ['self', 'first', 'second'] },
      { id: 'note', kind: 'text', title: '주요 성과 서술', answeredBy: ['self', 'first'] },
    ],
  },
];

let templateId: string;
let cycle: Json;
const ev: Record<string, string> = {};

describe('codes', () => {
  it('creates a rating scale and grades S–D; bad data is refused in Korean', async () => {
    const scale = await api('POST', codes, h.hr!, {
      kind: 'rating_scale',
      code: 'FIVE',
      name: '5점 척도',
      data: { points: [1, 2, 3, 4, 5].map((v) => ({ value: v, label: `${v}점` })) },
    });
    expect(scale.statusCode, scale.body).toBe(201);
    for (const [i, [code, min, max]] of (
      [
        ['S', 90, 100],
        ['A', 80, 90],
        ['B', 70, 80],
        ['C', 60, 70],
        ['D', 0, 60],
      ] as const
    ).entries()) {
      const res = await api('POST', codes, h.hr!, { kind: 'grade', code, name: `${code}등급`, sortOrder: i, data: { minScore: min, maxScore: max, ratio: 20 } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const badBand = await api('POST', codes, h.hr!, { kind: 'grade', code: 'X', name: 'X', data: { minScore: 50, maxScore: 40 } });
    expect(badBand.statusCode).toBe(400);
    expect(body(badBand).details.fields['data.minScore']).toBe('점수 구간의 하한은 상한보다 작아야 합니다.');
    const badScale = await api('POST', codes, h.hr!, { kind: 'rating_scale', code: 'BAD', name: '역순', data: { points: [{ value: 3, label: 'a' }, { value: 1, label: 'b' }] } });
    expect(body(badScale).details.fields['data.points']).toBe('척도 값은 낮은 값부터 커지는 순서여야 합니다.');
    const dup = await api('POST', codes, h.hr!, { kind: 'grade', code: 'S', name: 'S', data: { minScore: 0, maxScore: 1 } });
    expect(body(dup).details.fields.code).toBe('같은 종류에 이미 있는 코드입니다.');
    expect(await count('evaluation_codes', 'true')).toBe(6);
    expect((await api('POST', codes, h.staff!, { kind: 'competency', code: 'C1', name: '소통' })).statusCode).toBe(403);
  });

  it('an update is a new version in the history; a stale version gets 409', async () => {
    const list = body(await api('GET', `${codes}?kind=grade`, h.staff!)).data as Json[];
    expect(list.map((c: Json) => c.code)).toEqual(['S', 'A', 'B', 'C', 'D']);
    const s = list[0];
    const put = (version: number, name: string) => api('PUT', `${codes}/${s.id}`, h.hr!, { name, description: '', sortOrder: 0, isActive: true, data: s.data, version, reason: '명칭 정비' });
    const ok = await put(1, 'S (탁월)');
    expect(body(ok)).toMatchObject({ name: 'S (탁월)', version: 2 });
    expect((await put(1, '다른 이름')).statusCode).toBe(409);
    const history = body(await api('GET', `${codes}/${s.id}/history`, h.staff!)).data;
    expect(history.map((v: Json) => [v.version, v.snapshot.name, v.reason])).toEqual([
      [2, 'S (탁월)', '명칭 정비'],
      [1, 'S등급', '생성'],
    ]);
  });
});

describe('templates', () => {
  it('refuses weights that do not total 100 and unknown codes, in Korean', async () => {
    const res = await api('POST', templates, h.hr!, { name: '2026 상반기', sections: sections(30, 60) });
    expect(res.statusCode).toBe(400);
    expect(body(res).details.fields.sections).toBe('점수 문항의 가중치 합계는 100이어야 합니다. (현재 90)');
    const text = sections();
    (text[0]!.questions[2] as Json).weight = 10;
    expect(body(await api('POST', templates, h.hr!, { name: '서술 가중치', sections: text })).details.fields['sections.0.questions.2.weight']).toBe(
      '서술형 문항에는 가중치를 줄 수 없습니다.',
    );
    const unknown = sections();
    unknown[0]!.questions[1]!.scaleCode = 'NONE';
    expect(body(await api('POST', templates, h.hr!, { name: '없는 척도', sections: unknown })).details.fields['sections.0.questions.1.scaleCode']).toBe(
      "평가 척도 코드 'NONE'가 없습니다.",
    );
    expect(await count('evaluation_templates', 'true')).toBe(0);
  });

  it('creates, lists and edits a template in place while no cycle uses it', async () => {
    const res = await api('POST', templates, h.hr!, { name: '2026 정기 평가', sections: sections() });
    expect(res.statusCode, res.body).toBe(201);
    templateId = body(res).id;
    const edit = body(await api('PUT', `${templates}/${templateId}`, h.hr!, { name: '2026 정기 평가', description: '연간', sections: sections(), version: 1 }));
    expect(edit).toMatchObject({ id: templateId, copied: false, version: 2, frozen: false });
    expect(body(await api('GET', templates, h.staff!)).data).toEqual([expect.objectContaining({ id: templateId, questionCount: 3 })]);
    const spare = body(await api('POST', templates, h.hr!, { name: '임시', sections: sections() }));
    expect((await api('DELETE', `${templates}/${spare.id}`, h.staff!)).statusCode).toBe(403);
    expect((await api('DELETE', `${templates}/${spare.id}`, h.hr!)).statusCode).toBe(204);
    expect((await api('GET', `${templates}/${spare.id}`, h.hr!)).statusCode).toBe(404);
  });
});

describe('cycles', () => {
  it('creates a draft cycle and builds its population with 조직장 evaluators', async () => {
    const bad = await api('POST', cycles, h.hr!, { name: '역순', periodStart: '2026-12-31', periodEnd: '2026-01-01', templateId });
    expect(body(bad).details.fields.periodEnd).toBe('평가 기간의 종료일은 시작일 이후여야 합니다.');
    const res = await api('POST', cycles, h.hr!, {
      name: '2026 정기 평가',
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      dueDate: '2026-12-20',
      templateId,
      population: { unitIds: [units.div], employmentTypes: ['정규직'], hiredOnOrBefore: '2026-09-30' },
    });
    expect(res.statusCode, res.body).toBe(201);
    cycle = body(res);
    expect(cycle).toMatchObject({ status: 'draft', templateName: '2026 정기 평가', evaluationCount: 0 });

    const builtRes = await api('POST', `${cycles}/${cycle.id}/population`, h.hr!);
    expect(builtRes.statusCode, builtRes.body).toBe(200);
    const built = body(builtRes);
    const byName = Object.fromEntries(built.data.map((a: Json) => [a.employee.name, [a.first?.name ?? null, a.second?.name ?? null]]));
    // The new hire (after the cut-off) and the person outside the units are not in it.
    expect(byName).toEqual({ 김민준: ['박팀장', '최본부장'], 이서연: ['박팀장', '최본부장'], 박팀장: ['최본부장', null], 최본부장: [null, null] });
    expect(built.withoutEvaluator.map((p: Json) => p.name)).toEqual(['최본부장']);
    for (const a of built.data) ev[a.employee.name] = a.evaluationId;
  });

  it("the 1차 평가자 is the person's manager by their 보고 라인: a manager set by hand wins, the 2차 is that manager's manager", async () => {
    await t.db.execute(sql`insert into unit_members (unit_id, employee_id, is_primary) values (${units.team}, ${people.other}, true)`);
    const line = `/api/v1/organizational-hierarchy/reporting-lines/${people.other}/${units.team}/manager`;
    expect((await api('PUT', line, h.hr!, { managerId: people.head })).statusCode).toBe(200);
    const spare = body(await api('POST', cycles, h.hr!, { name: '보고 라인 주기', periodStart: '2026-01-01', periodEnd: '2026-06-30', templateId, population: { unitIds: [units.team], employmentTypes: ['정규직'], hiredOnOrBefore: '2026-09-30' } }));
    try {
      const built = body(await api('POST', `${cycles}/${spare.id}/population`, h.hr!));
      const byName = Object.fromEntries(built.data.map((a: Json) => [a.employee.name, [a.first?.name ?? null, a.second?.name ?? null]]));
      expect(byName).toEqual({ 김민준: ['박팀장', '최본부장'], 이서연: ['최본부장', null], 박팀장: ['최본부장', null] });
    } finally {
      expect((await api('PUT', line, h.hr!, { managerId: null })).statusCode).toBe(200);
      expect((await api('DELETE', `${cycles}/${spare.id}`, h.hr!)).statusCode).toBe(204);
    }
  });

  it('edits and deletes only while draft', async () => {
    const spare = body(await api('POST', cycles, h.hr!, { name: '임시 주기', periodStart: '2026-01-01', periodEnd: '2026-06-30', templateId }));
    const edited = await api('PUT', `${cycles}/${spare.id}`, h.hr!, { name: '임시 주기 (수정)', periodStart: '2026-01-01', periodEnd: '2026-06-30', templateId, version: spare.version });
    expect(body(edited)).toMatchObject({ name: '임시 주기 (수정)', version: spare.version + 1 });
    expect((await api('PUT', `${cycles}/${spare.id}`, h.hr!, { name: 'x', periodStart: '2026-01-01', periodEnd: '2026-06-30', templateId, version: spare.version })).statusCode).toBe(409);
    expect((await api('DELETE', `${cycles}/${spare.id}`, h.hr!)).statusCode).toBe(204);
    expect((await api('GET', `${cycles}/${spare.id}`, h.hr!)).statusCode).toBe(404);
  });

  it('does not open while someone has no evaluator; a manual override is kept on rebuild', async () => {
    const refused = await api('POST', `${cycles}/${cycle.id}/open`, h.hr!, { version: cycle.version });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe('1차 평가자가 없는 대상자가 1명 있습니다: 최본부장');
    const self = await api('PUT', `${cycles}/${cycle.id}/assignments`, h.hr!, { assignments: [{ evaluationId: ev['최본부장'], firstEvaluatorId: people.head, secondEvaluatorId: null }] });
    expect(body(self).details.fields['assignments.0.firstEvaluatorId']).toBe('본인을 평가자로 지정할 수 없습니다.');
    const set = await api('PUT', `${cycles}/${cycle.id}/assignments`, h.hr!, { assignments: [{ evaluationId: ev['최본부장'], firstEvaluatorId: people.outside, secondEvaluatorId: null }] });
    expect(set.statusCode, set.body).toBe(200);
    const rebuilt = body(await api('POST', `${cycles}/${cycle.id}/population`, h.hr!));
    expect(rebuilt.data.find((a: Json) => a.employee.name === '최본부장')).toMatchObject({ first: { name: '한외부' }, overridden: true });
    expect(rebuilt.withoutEvaluator).toEqual([]);
  });

  it('check-or-create (employees feature) gives the outside evaluator an account', async () => {
    const res = await api('POST', '/api/mongo/evaluators/check-or-create', h.hr!, { employeeId: people.outside });
    expect(body(res)).toMatchObject({ created: true });
  });

  it('opens; the template is frozen and an edit makes a copy', async () => {
    const opened = await api('POST', `${cycles}/${cycle.id}/open`, h.hr!, { version: (body(await api('GET', `${cycles}/${cycle.id}`, h.hr!)) as Json).version });
    expect(opened.statusCode, opened.body).toBe(200);
    cycle = body(opened);
    expect(cycle.status).toBe('open');
    expect((await api('POST', `${cycles}/${cycle.id}/open`, h.hr!, { version: cycle.version })).statusCode).toBe(409);
    const copy = body(await api('PUT', `${templates}/${templateId}`, h.hr!, { name: '2026 정기 평가 (수정)', sections: sections(50, 50), version: 2 }));
    expect(copy).toMatchObject({ copied: true, copiedFromId: templateId, name: '2026 정기 평가 (수정)' });
    expect(copy.id).not.toBe(templateId);
    expect(body(await api('GET', `${templates}/${templateId}`, h.hr!))).toMatchObject({ frozen: true, name: '2026 정기 평가', version: 2 });
    expect((await api('DELETE', `${cycles}/${cycle.id}`, h.hr!)).statusCode).toBe(409);
    expect((await api('PUT', `${cycles}/${cycle.id}`, h.hr!, { name: 'x', periodStart: '2026-01-01', periodEnd: '2026-12-31', templateId, version: cycle.version })).statusCode).toBe(409);
    // A used template is only hidden from the list; the cycle keeps it.
    expect((await api('DELETE', `${templates}/${templateId}`, h.hr!)).statusCode).toBe(204);
    expect(body(await api('GET', templates, h.hr!)).data.map((x: Json) => x.id)).toEqual([copy.id]);
    expect(body(await api('GET', `${templates}/${templateId}`, h.hr!))).toMatchObject({ isActive: false, frozen: true });
  });
});

const answers = (goal: number, skill: number, note = '') => ({ goal: { achievement: goal, text: '목표 달성 내역' }, skill: { score: skill }, note: { text: note } });

describe('evaluations', () => {
  it('my-tasks: my own evaluation and the ones I review, by stage', async () => {
    const mine = body(await api('GET', '/api/v1/evaluation/evaluations/my-tasks', h.emp!));
    expect(mine.mine).toEqual([expect.objectContaining({ id: ev['김민준'], role: 'self', status: 'draft', actionRequired: true, grade: null })]);
    expect(mine.reviews).toEqual([]);
    const lead = body(await api('GET', '/api/v1/evaluation/evaluations/my-tasks', h.lead!));
    expect(lead.reviews.map((r: Json) => [r.employee.name, r.role, r.actionRequired]).sort()).toEqual([
      ['김민준', 'first', false],
      ['이서연', 'first', false],
    ]);
  });

  it('field protection: strangers get 404, evaluators see only what is theirs to see', async () => {
    expect((await api('GET', `${evals}/${ev['김민준']}`, h.other!)).statusCode).toBe(404);
    expect((await api('GET', `${evals}/00000000-0000-4000-8000-000000000000`, h.emp!)).statusCode).toBe(404);
    const own = body(await api('GET', `${evals}/${ev['김민준']}`, h.emp!));
    const { version } = own;
    // The rating scales the template uses come along, so that an employee (no evaluations:read) can render them.
    expect(own.scales).toEqual({ FIVE: [1, 2, 3, 4, 5].map((v) => ({ value: v, label: `${v}점` })) });
    expect((await api('PUT', `${evals}/${ev['김민준']}/save-draft`, h.emp!, { version, answers: answers(80, 4, '초안'), comment: '' })).statusCode).toBe(200);
    const asLead = body(await api('GET', `${evals}/${ev['김민준']}`, h.lead!));
    expect(asLead).toMatchObject({ role: 'first', writablePart: null, finalScore: null, grade: null });
    expect(asLead.parts.map((p: Json) => p.party)).toEqual(['first']);
    const asHr = body(await api('GET', `${evals}/${ev['김민준']}`, h.staff!));
    expect(asHr.role).toBe('hr');
    // A draft is the writer's own: HR (and an executive) read a part once it is submitted.
    expect(asHr.parts).toEqual([]);
    expect(JSON.stringify(asHr)).not.toContain('초안');
  });

  it('autosave: versions; a stale save gets 409 with the current text and changes nothing', async () => {
    const url = `${evals}/${ev['김민준']}/save-draft`;
    const current = body(await api('GET', `${evals}/${ev['김민준']}`, h.emp!));
    const a = await api('PUT', url, h.emp!, { version: current.version, answers: answers(90, 4, '창 A의 글'), comment: '' });
    expect(a.statusCode, a.body).toBe(200);
    // 0.4 × 90 (goal) + 0.6 × 80 (4 of 5) = 84
    expect(body(a)).toMatchObject({ version: current.version + 1, score: 84 });
    // A second window still holds the old version.
    const b = await api('PUT', url, h.emp!, { version: current.version, answers: answers(70, 2, '창 B의 글'), comment: '' });
    expect(b.statusCode).toBe(409);
    expect(body(b).details.current).toMatchObject({ version: current.version + 1, answers: { note: { text: '창 A의 글' } } });
    const merged = await api('PUT', url, h.emp!, { version: current.version + 1, answers: answers(90, 4, '창 A의 글\n창 B의 글'), comment: '' });
    expect(body(merged).version).toBe(current.version + 2);
    const after = body(await api('GET', `${evals}/${ev['김민준']}`, h.emp!));
    expect(after.parts).toEqual([expect.objectContaining({ party: 'self', answers: expect.objectContaining({ note: { text: '창 A의 글\n창 B의 글' } }) })]);

    // Two saves at the same moment from the same version: one wins, the other gets 409 with the winner's text.
    const race = await Promise.all(['동시 저장 1', '동시 저장 2'].map((text) => api('PUT', url, h.emp!, { version: after.version, answers: answers(90, 4, text), comment: '' })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = body(race.find((r) => r.statusCode === 409)!).details.current;
    const stored = body(await api('GET', `${evals}/${ev['김민준']}`, h.emp!));
    expect(stored.version).toBe(after.version + 1);
    expect(loser).toEqual({ version: stored.version, answers: stored.parts[0].answers, comment: '' });
    expect(['동시 저장 1', '동시 저장 2']).toContain(loser.answers.note.text);

    const offScale = await api('PUT', url, h.emp!, { version: after.version + 1, answers: { skill: { score: 7 } }, comment: '' });
    expect(body(offScale).details.fields['answers.skill']).toBe('척도 값은 1, 2, 3, 4, 5 중 하나여야 합니다.');
    const notMine = await api('PUT', url, h.lead!, { version: after.version + 1, answers: {}, comment: '' });
    expect(notMine.statusCode).toBe(409);
  });

  it('submit checks required answers; then read-only; 반려 goes back one step with a comment', async () => {
    const id = ev['김민준']!;
    const v = body(await api('GET', `${evals}/${id}`, h.emp!)).version;
    await api('PUT', `${evals}/${id}/save-draft`, h.emp!, { version: v, answers: { goal: { achievement: 90 }, skill: { score: 4 } }, comment: '' });
    const missing = await api('POST', submitUrl(id), h.emp!, {});
    expect(missing.statusCode).toBe(400);
    expect(body(missing).details.fields).toEqual({ 'answers.note': '필수 문항입니다: 주요 성과 서술' });
    const v2 = body(await api('GET', `${evals}/${id}`, h.emp!)).version;
    await api('PUT', `${evals}/${id}/save-draft`, h.emp!, { version: v2, answers: answers(90, 4, '신규 서비스 출시'), comment: '한 해 동안 감사했습니다.' });
    const submitted = await api('POST', submitUrl(id), h.emp!, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(body(submitted)).toMatchObject({ status: 'submitted', writablePart: null });
    expect((await api('POST', submitUrl(id), h.emp!, {})).statusCode).toBe(409);
    const locked = await api('PUT', `${evals}/${id}/save-draft`, h.emp!, { version: body(submitted).version, answers: {}, comment: '' });
    expect(locked.statusCode).toBe(409);

    expect((await api('POST', `${evals}/${id}/return`, h.emp!, { comment: '자기 반려' })).statusCode).toBe(409);
    expect(body(await api('POST', `${evals}/${id}/return`, h.lead!, { comment: '' })).details.fields.comment).toBe('반려 사유를 입력해주세요.');
    const returned = body(await api('POST', `${evals}/${id}/return`, h.lead!, { comment: '성과를 수치로 적어주세요.' }));
    expect(returned).toMatchObject({ status: 'draft', returnComment: '성과를 수치로 적어주세요.' });
    const mine = body(await api('GET', `${evals}/${id}`, h.emp!));
    expect(mine).toMatchObject({ writablePart: 'self', returnComment: '성과를 수치로 적어주세요.' });
    expect(mine.history.map((e: Json) => [e.action, e.from, e.to])).toEqual([
      ['submit', 'draft', 'submitted'],
      ['return', 'submitted', 'draft'],
    ]);
    await api('PUT', `${evals}/${id}/save-draft`, h.emp!, { version: mine.version, answers: answers(95, 4, '신규 서비스 출시, 매출 120%'), comment: '' });
    expect((await api('POST', submitUrl(id), h.emp!, {})).statusCode).toBe(200);
  });

  it('1차 and 2차 평가자 write their parts in turn; illegal moves are 409; HR confirms', async () => {
    const id = ev['김민준']!;
    const lead = body(await api('GET', `${evals}/${id}`, h.lead!));
    expect(lead).toMatchObject({ writablePart: 'first' });
    expect(lead.parts.map((p: Json) => p.party)).toEqual(['self', 'first']);
    // The 2차 평가자 cannot act yet, and cannot read the 1차 part before it is submitted.
    const head = body(await api('GET', `${evals}/${id}`, h.head!));
    expect(head).toMatchObject({ role: 'second', writablePart: null });
    expect(head.parts.map((p: Json) => p.party)).toEqual(['self', 'second']);
    expect((await api('POST', submitUrl(id), h.head!, {})).statusCode).toBe(409);
    expect((await api('POST', `${evals}/${id}/confirm`, h.hr!, {})).statusCode).toBe(409);

    await api('PUT', `${evals}/${id}/save-draft`, h.lead!, { version: lead.version, answers: answers(90, 4, '기대 이상'), comment: '우수' });
    expect(body(await api('POST', submitUrl(id), h.lead!, {})).status).toBe('first_reviewed');
    const head2 = body(await api('GET', `${evals}/${id}`, h.head!));
    expect(head2.parts.map((p: Json) => p.party)).toEqual(['self', 'first', 'second']);
    await api('PUT', `${evals}/${id}/save-draft`, h.head!, { version: head2.version, answers: { goal: { achievement: 80 }, skill: { score: 5 } }, comment: '' });
    const done = body(await api('POST', submitUrl(id), h.head!, {}));
    expect(done.status).toBe('second_reviewed');

    // 1차 = 0.4×90 + 0.6×80 = 84; 2차 = 0.4×80 + 0.6×100 = 92; final = 84×0.6 + 92×0.4 = 87.2 → A.
    const hr = body(await api('GET', `${evals}/${id}`, h.staff!));
    expect(hr).toMatchObject({ finalScore: 87.2, grade: 'A' });
    expect(body(await api('GET', `${evals}/${id}`, h.emp!))).toMatchObject({ finalScore: null, grade: null, parts: [expect.objectContaining({ party: 'self' })] });
    expect((await api('POST', `${evals}/${id}/confirm`, h.emp!, {})).statusCode).toBe(403);
    // HR sends it back to the 2차 평가자, who submits again.
    expect((await api('POST', `${evals}/${id}/return`, h.head!, { comment: '자기 반려' })).statusCode).toBe(409);
    expect(body(await api('POST', `${evals}/${id}/return`, h.hr!, { comment: '2차 의견을 보완해주세요.' }))).toMatchObject({ status: 'first_reviewed' });
    expect(body(await api('GET', `${evals}/${id}`, h.head!))).toMatchObject({ writablePart: 'second', returnComment: '2차 의견을 보완해주세요.' });
    expect(body(await api('POST', submitUrl(id), h.head!, {})).status).toBe('second_reviewed');
    // The person, even holding evaluations:manage through another account, does not confirm their own.
    await account('emp.hr', 'hr_manager', 'emp');
    const events = await count('evaluation_events', 'true');
    const own = await api('POST', `${evals}/${id}/confirm`, h['emp.hr']!, {});
    expect(own.statusCode, own.body).toBe(403);
    expect(body(own).message).toBe('본인의 평가는 확정하거나 등급을 조정할 수 없습니다.');
    expect(await count('evaluation_events', 'true')).toBe(events);
    expect((await one<{ status: string }>(sql`select status from evaluations where id = ${id}`)).status).toBe('second_reviewed');
    expect(body(await api('POST', `${evals}/${id}/confirm`, h.hr!, {})).status).toBe('confirmed');
    expect((await api('POST', `${evals}/${id}/confirm`, h.hr!, {})).statusCode).toBe(409);
  });

  it('bulk-save: all or nothing; saves and submits the evaluator parts', async () => {
    const other = ev['이서연']!;
    const v = body(await api('GET', `${evals}/${other}`, h.other!)).version;
    await api('PUT', `${evals}/${other}/save-draft`, h.other!, { version: v, answers: answers(70, 3, '운영 안정화'), comment: '' });
    expect((await api('POST', submitUrl(other), h.other!, {})).statusCode).toBe(200);

    const before = await count('evaluation_events', 'true');
    const mixed = await api('POST', '/api/evaluation/evaluations/bulk-save', h.lead!, { evaluationIds: [other, ev['김민준']], fields: { answers: answers(70, 3, '무난') }, submit: true });
    expect(mixed.statusCode).toBe(409);
    expect(body(mixed).details.evaluationIds).toEqual([ev['김민준']]);
    expect(await count('evaluation_events', 'true')).toBe(before);
    expect((await api('POST', '/api/evaluation/evaluations/bulk-save', h.emp!, { evaluationIds: [other], fields: { answers: {} } })).statusCode).toBe(403);

    const ok = await api('POST', '/api/evaluation/evaluations/bulk-save', h.lead!, { evaluationIds: [other], fields: { answers: answers(70, 3, '무난'), comment: '일괄 평가' }, submit: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok)).toMatchObject({ count: 1, data: [{ id: other, status: 'first_reviewed' }] });
  });

  it('the outside evaluator reaches only their task', async () => {
    const user = await one<{ login_id: string }>(sql`select login_id from users where employee_id = ${people.outside}`);
    await t.db.execute(sql`update users set password_hash = (select password_hash from users where login_id = 'emp') where login_id = ${user.login_id}`);
    h.outside = bearer((await login(t, user.login_id)).token.access_token);
    const tasks = body(await api('GET', '/api/v1/evaluation/evaluations/my-tasks', h.outside));
    expect(tasks.reviews.map((r: Json) => r.employee.name)).toEqual(['최본부장']);
    expect((await api('GET', `${evals}/${ev['김민준']}`, h.outside)).statusCode).toBe(404);
    expect((await api('GET', cycles, h.outside)).statusCode).toBe(403);
  });
});

describe('progress, results, calibration, release, reports', () => {
  it('status per unit and stage; reminders to whoever must act', async () => {
    const status = body(await api('GET', `${cycles}/${cycle.id}/status`, h.staff!));
    expect(status).toMatchObject({ total: 4, byStatus: { draft: 2, submitted: 0, first_reviewed: 1, second_reviewed: 0, confirmed: 1 } });
    expect(status.byUnit.map((u: Json) => [u.unit, u.total])).toEqual([
      ['개발본부', 1],
      ['개발팀', 3],
    ]);
    const sent = body(await api('POST', `${cycles}/${cycle.id}/remind`, h.hr!, { stage: 'all' }));
    // 박팀장 and 최본부장 have their self-review open; 최본부장 also the 2차 part of 이서연.
    expect(sent.recipients.sort()).toEqual(['e003@hanbit.example', 'e004@hanbit.example']);
    expect(await count('mail_outbox', "subject = '[평가] 2026 정기 평가 진행 안내'")).toBe(2);
  });

  it('HR with a unit-scoped grant sees only the people of its units', async () => {
    const user = await createTestUser(t, 'staff.team', ['hr_staff']);
    await t.db.transaction((tx) => setManualGrants(tx, systemActor('test'), user.id, [{ role: 'hr_staff', scopeType: 'unit', scopeUnitIds: [units.team!] }]));
    const scoped = bearer((await login(t, 'staff.team')).token.access_token);
    const results = body(await api('GET', `${cycles}/${cycle.id}/results`, scoped));
    expect(results.data.map((r: Json) => r.employee.name).sort()).toEqual(['김민준', '박팀장', '이서연']);
    expect(body(await api('GET', `${cycles}/${cycle.id}/status`, scoped)).total).toBe(3);
    // The assignment list too (issue 32: it listed every participant of the cycle to a unit-scoped reader).
    const assigned = body(await api('GET', `${cycles}/${cycle.id}/assignments`, scoped));
    expect(assigned.data.map((a: Json) => a.employee.name).sort()).toEqual(['김민준', '박팀장', '이서연']);
    expect((await api('GET', `${evals}/${ev['최본부장']}`, scoped)).statusCode).toBe(404);
    expect(body(await api('GET', `${evals}/${ev['김민준']}`, scoped)).role).toBe('hr');
  });

  it('calibration needs a reason and a grade code, and is recorded', async () => {
    const url = `${cycles}/${cycle.id}/calibrations`;
    expect(body(await api('POST', url, h.hr!, { evaluationId: ev['김민준'], grade: 'S', reason: ' ' })).details.fields.reason).toBe('조정 사유를 입력해주세요.');
    expect(body(await api('POST', url, h.hr!, { evaluationId: ev['김민준'], grade: 'Z', reason: '사유' })).details.fields.grade).toBe('등급은 S, A, B, C, D 중 하나여야 합니다.');
    expect((await api('POST', url, h.hr!, { evaluationId: ev['박팀장'], grade: 'S', reason: '사유' })).statusCode).toBe(409);
    expect((await api('POST', url, h.staff!, { evaluationId: ev['김민준'], grade: 'S', reason: '사유' })).statusCode).toBe(403);
    const ok = body(await api('POST', url, h.hr!, { evaluationId: ev['김민준'], grade: 'S', reason: '전사 핵심 프로젝트 기여' }));
    expect(ok).toMatchObject({ computedGrade: 'A', grade: 'S', calibrated: true, calibrationReason: '전사 핵심 프로젝트 기여' });
    const results = body(await api('GET', `${cycles}/${cycle.id}/results`, h.staff!));
    expect(results.distribution.find((d: Json) => d.grade === 'S')).toMatchObject({ count: 1, percent: 100, recommendedPercent: 20 });
    expect(await count('audit_log', "action = 'evaluations.calibrate'")).toBe(1);
  });

  it('nobody calibrates their own evaluation; an evaluation out of the caller’s record scope answers like a missing one', async () => {
    const url = `${cycles}/${cycle.id}/calibrations`;
    const snapshot = async () =>
      JSON.stringify(
        await queryRows(t.db, sql`select id, grade, calibration, version, (select count(*) from audit_log where target_collection = 'evaluations')::int as audits,
          (select count(*) from evaluation_events)::int as events from evaluations order by id`),
      );
    const before = await snapshot();
    const own = await api('POST', url, h['emp.hr']!, { evaluationId: ev['김민준'], grade: 'B', reason: '자기 조정' });
    expect(own.statusCode, own.body).toBe(403);
    expect(body(own).message).toBe('본인의 평가는 확정하거나 등급을 조정할 수 없습니다.');

    const user = await createTestUser(t, 'manager.team', ['hr_manager']);
    await t.db.transaction((tx) => setManualGrants(tx, systemActor('test'), user.id, [{ role: 'hr_manager', scopeType: 'unit', scopeUnitIds: [units.team!] }]));
    const scoped = bearer((await login(t, 'manager.team')).token.access_token);
    const outside = await api('POST', url, scoped, { evaluationId: ev['최본부장'], grade: 'S', reason: '범위 밖' });
    const missing = await api('POST', url, scoped, { evaluationId: '00000000-0000-4000-8000-000000000000', grade: 'S', reason: '범위 밖' });
    expect(outside.statusCode, outside.body).toBe(404);
    expect({ ...body(outside), errorId: null }).toEqual({ ...body(missing), errorId: null });
    expect(await snapshot()).toBe(before);
  });

  it('close and release: the employee then sees their scores and grade, never others', async () => {
    let c = body(await api('POST', `${cycles}/${cycle.id}/release`, h.hr!, { version: cycle.version }));
    expect(c.code).toBe('CONFLICT');
    c = body(await api('POST', `${cycles}/${cycle.id}/close`, h.hr!, { version: cycle.version }));
    expect(c.status).toBe('closed');
    expect((await api('PUT', `${evals}/${ev['박팀장']}/save-draft`, h.lead!, { version: 1, answers: {}, comment: '' })).statusCode).toBe(409);
    c = body(await api('POST', `${cycles}/${cycle.id}/release`, h.hr!, { version: c.version }));
    expect(c.status).toBe('released');
    const mine = body(await api('GET', `${evals}/${ev['김민준']}`, h.emp!));
    expect(mine).toMatchObject({ finalScore: 87.2, grade: 'S', calibration: null });
    expect(mine.parts.map((p: Json) => p.party)).toEqual(['self', 'first', 'second']);
    expect(mine.history.map((e: Json) => e.action)).not.toContain('calibrate');
    expect(body(await api('GET', '/api/v1/evaluation/evaluations/my-tasks', h.emp!)).mine[0]).toMatchObject({ grade: 'S' });
    expect((await api('GET', `${evals}/${ev['이서연']}`, h.emp!)).statusCode).toBe(404);
  });

  it('hr-metrics (7.2) carries the released results', async () => {
    const res = await api('GET', `/api/mongo/employees/${people.emp}/hr-metrics`, h.hr!);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).evaluations).toEqual({
      count: 1,
      latestGrade: 'S',
      latestScore: 87.2,
      latestCycleName: '2026 정기 평가',
      history: [{ cycleId: cycle.id, cycleName: '2026 정기 평가', periodEnd: '2026-12-31', grade: 'S', finalScore: 87.2 }],
    });
  });

  it('the cycle report and the evaluation report are Korean PDFs with their text', async () => {
    const report = await api('GET', `${cycles}/${cycle.id}/report`, h.hr!);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(report.rawPayload);
    expect(text).toContain('2026 정기 평가 평가 결과 보고서');
    expect(text).toMatch(/김민준/);
    const lines = text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '대상자 4명, 확정 1명, 평균 점수 87.2점. 등급 조정 1건.',
        'S (탁월) 1 100.0 20',
        'E001 김민준 개발팀 확정 86.0 84.0 92.0 87.2 S (조정)',
        'E002 이서연 개발팀 1차 검토 완료 64.0 64.0 - - -',
        '등급 조정 내역',
        'E001 김민준 A S 전사 핵심 프로젝트 기여',
      ]),
    );
    expect((await api('GET', `${cycles}/${cycle.id}/report`, h.staff!)).statusCode).toBe(403);

    const xlsx = await api('GET', `${cycles}/${cycle.id}/results/export`, h.hr!);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('평가 결과')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '사번', '성명', '소속', '직책', '상태', '본인 점수', '1차 점수', '2차 점수', '최종 점수', '산출 등급', '최종 등급', '조정 사유']);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['E001', '김민준']);
    expect((sheet.getRow(2).values as unknown[]).slice(9)).toEqual([87.2, 'A', 'S', '전사 핵심 프로젝트 기여']);

    const mine = await api('GET', `${evals}/${ev['김민준']}/report`, h.emp!);
    expect(mine.statusCode).toBe(200);
    const mineText = await pdfText(mine.rawPayload);
    expect(mineText).toContain('김민준');
    expect(mineText.replace(/\s+/g, ' ')).toContain('신규 서비스 출시, 매출 120%');
    expect(mineText).toContain('1차 평가자 평가');
    expect((await api('GET', `${evals}/${ev['김민준']}/report`, h.other!)).statusCode).toBe(404);
  });
});
