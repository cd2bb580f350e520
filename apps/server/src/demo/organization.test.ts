import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { seedDemo } from './seed';
import { systemActor } from '../lib/auth/actor';
import { bearer, body, createTestApp, login, type Json, type TestApp } from '../test/app';


const base = '/api/v1/organizational-hierarchy';
const password = 'demo-password-for-tests-only';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, systemActor('test'), password, t.secrets.encryptionKey);
  // The whole demo company (as in employees.test.ts): slow on a busy machine.
}, 120_000);
afterAll(() => t.close());

describe('demo organisation', () => {
  it('builds the 한빛 group tree under the four companies, valid and without gaps', async () => {
    const hr = bearer((await login(t, 'hr.manager', password)).token.access_token);
    const stats = body(await t.app.inject({ url: `${base}/statistics`, headers: hr }));
    expect(stats.units.total).toBeGreaterThanOrEqual(60);
    expect(stats.units.total).toBeLessThanOrEqual(130);
    expect(stats.byLevel.map((l: Json) => l.level)).toEqual([1, 2, 3, 4, 5]);
    const perCorp = await queryRows<{ name: string; n: number }>(
      t.db,
      sql`select c.name, count(u.id)::int as n from corporations c left join org_units u on u.corporation_id = c.id group by c.name order by c.name`,
    );
    expect(perCorp.every((c) => Number(c.n) > 0)).toBe(true);
    expect(body(await t.app.inject({ url: `${base}/validate`, headers: hr }))).toMatchObject({ valid: true, counts: { levelGaps: 0 } });

    const tfs = body(await t.app.inject({ url: `${base}/tf?limit=50`, headers: hr })).data;
    expect(tfs.map((tf: Json) => tf.status).sort()).toEqual(['ACTIVE', 'APPROVED', 'DISSOLVED', 'DRAFT', 'PENDING_APPROVAL', 'REJECTED']);
    const review = body(await t.app.inject({ url: `${base}/tf/review`, headers: hr })).data;
    expect(review).toEqual([expect.objectContaining({ step: 1, taskForce: expect.objectContaining({ tfName: 'ESG 경영 추진 TF' }) })]);
    // Segregation of duties: no decision on a TF was taken by the one who submitted it.
    const selfApproved = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from task_force_approvals a
        join task_force_events s on s.unit_id = a.unit_id and s.action = 'submit'
        where a.decision <> 'PENDING' and a.approver_id::text = s.actor_id`,
    );
    expect(Number(selfApproved[0]?.n)).toBe(0);
    const rejected = tfs.find((tf: Json) => tf.status === 'REJECTED');
    const history = body(await t.app.inject({ url: `${base}/tf/workflow/${rejected.id}`, headers: hr }));
    expect(history.events.at(-1)).toMatchObject({ action: 'reject', actorLabel: '김지현 (hr.manager)', comment: '1단계: 투자 대비 효과 분석을 보완해주세요.' });
    const legacy = body(await t.app.inject({ url: '/api/mongo/organizations/tree', headers: hr })).data;
    expect(legacy.map((n: Json) => n.name).sort()).toEqual(['한빛물류', '한빛소프트', '한빛제약', '한빛홀딩스']);
  });
});
