import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantStatuses, noticeStatuses } from '@saram/shared/recruitment/recruitment';
import { systemActor } from '../lib/auth/actor';
import { body, bearer, createTestApp, createTestUser, login, type Json, type TestApp } from '../test/app';
import { seedChecklistTemplates } from './checklists';
import { seedCorporations } from './corporations';
import { seedOrganization } from './organization';
import { seedRecruitment } from './recruitment';

let t: TestApp;
let h: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t, 'hr.staff', ['hr_staff'], { email: 'seojun.park@hanbit-demo.co.kr' });
  await createTestUser(t, 'hr.manager', ['hr_manager'], { email: 'jihyun.kim@hanbit-demo.co.kr' });
  const actor = systemActor('demo');
  const written = await t.db.transaction(async (tx) => {
    const corporations = await seedCorporations(tx, actor);
    const units = await seedOrganization(tx, actor);
    await seedChecklistTemplates(tx, actor, corporations);
    return seedRecruitment(tx, t.secrets.encryptionKey, units);
  });
  expect(written).toBe(6);
  h = bearer((await login(t, 'hr.manager')).token.access_token);
}, 120_000);
afterAll(() => t.close());

describe('demo recruitment', () => {
  it('has notices in every status and applicants at every stage, one of them already an employee', async () => {
    const list = body(await t.app.inject({ method: 'POST', url: '/api/recruitment/list', headers: h, payload: { status: [...noticeStatuses] } }));
    for (const s of noticeStatuses) expect(list.status_counts[s], s).toBeGreaterThan(0);
    const stages = new Set<string>();
    for (const n of list.data as Json[]) for (const [s, count] of Object.entries(n.stage_counts)) if ((count as number) > 0) stages.add(s);
    expect([...stages].sort()).toEqual([...applicantStatuses].sort());
    const backend = (list.data as Json[]).find((n) => n.title === '백엔드 개발자 (결제 플랫폼)');
    expect(backend).toMatchObject({ status: 'in_progress', unit: { name: '백엔드팀' }, applicant_count: 12 });
    const returned = body(await t.app.inject({ url: `/api/recruitment/notices/${(list.data as Json[]).find((n) => n.status === 'returned').id}`, headers: h }));
    expect(returned.return_comment).toContain('계약 기간');
    const integrated = body(await t.app.inject({ url: '/api/integration/integrated', headers: h }));
    expect(integrated.data.map((i: Json) => i.name)).toEqual(['문서진']);
    const employee = body(await t.app.inject({ url: `/api/mongo/employees/${integrated.data[0].employee_id}`, headers: h }));
    expect(employee.applicationInfo).toEqual({ applyChannel: '원티드', appliedJobFunction: '데이터 분석' });
    const finalists = body(await t.app.inject({ method: 'POST', url: '/api/recruitment/list/application', headers: h, payload: { recruitment_id: backend.id, status: 'final_passed' } }));
    expect(finalists.data[0]).toMatchObject({ name: '장예준', integration: { state: 'ready' } });
    const detail = body(await t.app.inject({ url: `/api/applicant/${finalists.data[0].id}`, headers: h }));
    expect(detail.evaluations.map((e: Json) => e.stage)).toEqual(['interview_1', 'interview_2']);
  });
});
