import { unitTypeOfLevel } from '@saram/shared/organization/organization';
import type { Tx } from '../db/client';
import { findUserByEmail } from '../features/auth/auth.service';
import { createUnitIn } from '../features/organization/organization.service';
import { act } from '../features/organization/task-forces/task-force-workflow.service';
import { create as createTaskForce, dissolve } from '../features/organization/task-forces/task-forces.service';
import { systemActor, type Actor } from '../lib/auth/actor';
import { addDays, seoulToday } from '../lib/seoul-time';
import { activeEmployeeIds, corporationsNamed } from './demo.repo';
import { demoOrganization, demoTaskForces, type DemoUnit } from './organization-data';

export async function demoActor(tx: Tx, email: string): Promise<Actor | null> {
  const user = await findUserByEmail(tx, email);
  if (!user) return null;
  return { ...systemActor(user.userName ? `${user.userName} (${user.loginId})` : user.loginId), userId: user.id };
}

/**
 * Demo data: the 한빛 group's units (about 110, 사업부 → 본부 → 팀 → 파트) under the companies the
 * corporations seed made (without them, top units get no corporation and the company name
 * in brackets), and task forces in every workflow state, taken through the real workflow by the
 * demo HR accounts (박서준 drafts and reviews, 김지현 approves). Units are returned by path.
 */
export async function seedOrganization(tx: Tx, actor: Actor): Promise<Map<string, string>> {
  const byPath = new Map<string, string>();
  const corporations = new Map((await corporationsNamed(tx, demoOrganization.map((c) => c.corporation))).map((c) => [c.name, c.id]));
  const add = async (corp: string, code: string, unit: DemoUnit, parentId: string | null, trail: string[], level: number) => {
    const [name, children = []] = unit;
    const corporationId = corporations.get(corp) ?? null;
    const row = await createUnitIn(tx, actor, {
      unitName: !parentId && !corporationId ? `${name} (${corp})` : name,
      unitType: unitTypeOfLevel(level)!,
      parentId,
      corporationId: parentId ? undefined : corporationId,
      code,
      sortOrder: Number(code.split('-').at(-1)),
    });
    const path = [...trail, name];
    byPath.set(path.join(' > '), row.id);
    for (const [i, child] of children.entries()) await add(corp, `${code}-${i + 1}`, child, row.id, path, level + 1);
  };
  for (const company of demoOrganization) {
    for (const [i, unit] of company.units.entries()) await add(company.corporation, `${company.code}-${i + 1}`, unit, null, [company.corporation], 1);
  }
  return byPath;
}

/** The demo task forces, after the demo employees exist (their leaders and members are employees). */
export async function seedTaskForces(tx: Tx, byPath: Map<string, string>): Promise<void> {
  const staff = await demoActor(tx, 'seojun.park@hanbit-demo.co.kr');
  const manager = await demoActor(tx, 'jihyun.kim@hanbit-demo.co.kr');
  if (!staff || !manager) return;
  const today = seoulToday();
  const people = await activeEmployeeIds(tx, demoTaskForces.length * 4);
  for (const [i, tf] of demoTaskForces.entries()) {
    const crew = people.slice(i * 4, i * 4 + 4);
    const startDate = addDays(today, tf.startOffsetDays);
    const created = await createTaskForce(tx, staff, {
      tfName: tf.name,
      priority: tf.priority,
      parentId: byPath.get([tf.corporation, ...tf.under].join(' > ')) ?? null,
      purpose: tf.purpose,
      startDate,
      endDate: addDays(startDate, tf.lengthDays),
      leaderId: crew[0] ?? null,
      members: crew.slice(1).map((employeeId, n) => ({ employeeId, role: ['PM', '분석', '개발'][n] ?? null })),
      // The submitter (staff) never approves their own request: the manager decides.
      approvers: [manager.userId!],
    });
    const id = created.id;
    if (tf.story === 'draft') continue;
    await act(tx, staff, id, 'submit', '검토 부탁드립니다.');
    if (tf.story === 'pending') continue;
    if (tf.story === 'rejected') {
      await act(tx, manager, id, 'reject', '투자 대비 효과 분석을 보완해주세요.');
      continue;
    }
    await act(tx, manager, id, 'approve', '승인합니다.');
    if (tf.story === 'dissolved') await dissolve(tx, manager, id, '워크숍 종료, 결과 보고 완료');
  }
}
