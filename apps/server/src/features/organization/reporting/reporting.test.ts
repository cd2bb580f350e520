import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import type { TestApp } from '../../../test/app';
import { directReports, managersOf } from '../organization.service';
import { body, count, insertEmployees, organizationTestApp, type Requester } from '../test-fixtures';

/**
 * 보고 라인: each placement's manager is its unit's leader (a leader's, the leader above), unless HR
 * sets one; dotted-line managers beside it; every change audited on the person's record.
 */
let t: TestApp;
let api: Requester;
let hr: Record<string, string>;
let exec: Record<string, string>;
let emp: Record<string, string>;
const u: Record<string, string> = {};
const p: Record<string, string> = {};
const base = '/api/v1/organizational-hierarchy/reporting-lines';

async function unit(name: string, level: number, type: string, parentId: string | null, leaderId: string | null = null) {
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into org_units (name, level, unit_type, parent_id, leader_id) values (${name}, ${level}, ${type}, ${parentId}, ${leaderId}) returning id`,
  );
  return row!.id;
}
const place = (unitId: string, employeeId: string, primary = true) =>
  t.db.execute(sql`insert into unit_members (unit_id, employee_id, is_primary) values (${unitId}, ${employeeId}, ${primary})`);
const lines = async (id: string, headers = hr) => {
  const res = await api('GET', `${base}/${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return body(res).placements as { unitId: string; unitName: string; isPrimary: boolean; manager: { id: string; source: string } | null; dottedLines: { id: string }[] }[];
};
const managerOf = async (id: string, unitId: string) => (await lines(id)).find((l) => l.unitId === unitId)?.manager;

beforeAll(async () => {
  const o = await organizationTestApp();
  t = o.t;
  api = o.api;
  hr = o.users['hr.manager']!.headers;
  exec = o.users.exec!.headers;
  emp = o.users.emp!.headers;
  [p.head, p.lead, p.member, p.other, p.lead2, p.outsider] = await insertEmployees(t, 6);
  u.div = await unit('보고본부', 2, 'DIVISION', null, p.head);
  u.team = await unit('보고팀', 3, 'TEAM', u.div, p.lead);
  u.team2 = await unit('겸직팀', 3, 'TEAM', u.div, p.lead2);
  u.empty = await unit('리더없는팀', 3, 'TEAM', u.div);
  await place(u.div, p.head!);
  for (const who of ['lead', 'member', 'other']) await place(u.team, p[who]!);
  await place(u.team2, p.lead2!);
  await place(u.team2, p.member!, false);
  await place(u.empty, p.outsider!);
}, 60_000);
afterAll(() => t.close());

describe('derived from the unit leaders', () => {
  it("a member reports to the unit's leader, the leader to the leader above, the top leader to nobody", async () => {
    expect(await managerOf(p.member!, u.team!)).toMatchObject({ id: p.lead, source: 'unit_leader' });
    expect(await managerOf(p.lead!, u.team!)).toMatchObject({ id: p.head, source: 'unit_leader' });
    expect(await managerOf(p.head!, u.div!)).toBeNull();
    // A unit without a leader: the leader above.
    expect(await managerOf(p.outsider!, u.empty!)).toMatchObject({ id: p.head });
  });

  it('each placement (겸직 too) has its own line, the primary first', async () => {
    const list = await lines(p.member!);
    expect(list.map((l) => [l.unitName, l.isPrimary, l.manager?.id])).toEqual([
      ['보고팀', true, p.lead],
      ['겸직팀', false, p.lead2],
    ]);
    expect(await managersOf(t.db, p.member!)).toEqual([
      { unitId: u.team, isPrimary: true, primary: p.lead, source: 'unit_leader', dottedLine: [] },
      { unitId: u.team2, isPrimary: false, primary: p.lead2, source: 'unit_leader', dottedLine: [] },
    ]);
  });

  it("directReports: a leader's direct reports, not the people below their reports", async () => {
    const reports = (id: string) => directReports(t.db, id).then((r) => r.map((x) => `${x.employeeId}@${x.unitId}`).sort());
    expect(await reports(p.lead!)).toEqual([`${p.member}@${u.team}`, `${p.other}@${u.team}`].sort());
    expect(await reports(p.head!)).toEqual([`${p.lead}@${u.team}`, `${p.lead2}@${u.team2}`, `${p.outsider}@${u.empty}`].sort());
    expect(await reports(p.lead2!)).toEqual([`${p.member}@${u.team2}`]);
  });
});

describe('people who have left', () => {
  it('a retired leader leads no one (the leader above applies), and a line set to a retired manager no longer holds', async () => {
    const [leaver, member, setManager] = await insertEmployees(t, 3);
    const team = await unit('퇴직리더팀', 3, 'TEAM', u.div, leaver);
    await place(team, member!);
    await place(team, setManager!);
    expect(await managerOf(member!, team)).toMatchObject({ id: leaver, source: 'unit_leader' });
    await t.db.execute(sql`update employees set is_active = false, employment_status = '퇴직' where id = ${leaver}`);
    expect(await managerOf(member!, team)).toMatchObject({ id: p.head, source: 'unit_leader' });

    expect((await api('PUT', `${base}/${member}/${team}/manager`, hr, { managerId: setManager })).statusCode).toBe(200);
    expect(await managerOf(member!, team)).toMatchObject({ id: setManager, source: 'explicit' });
    await t.db.execute(sql`update employees set is_active = false, employment_status = '퇴직' where id = ${setManager}`);
    expect(await managerOf(member!, team)).toMatchObject({ id: p.head, source: 'unit_leader' });
  });
});

describe('set by HR', () => {
  it('an explicit manager overrides the leader, appears in the history, and clearing goes back', async () => {
    const url = `${base}/${p.member}/${u.team}/manager`;
    const res = await api('PUT', url, hr, { managerId: p.other });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).placements[0].manager).toMatchObject({ id: p.other, source: 'explicit' });
    expect((await directReports(t.db, p.other!)).map((r) => r.employeeId)).toEqual([p.member]);
    expect((await directReports(t.db, p.lead!)).map((r) => r.employeeId)).toEqual([p.other]);

    const history = body(await api('GET', `/api/mongo/employees/${p.member}/history`, hr)).data;
    expect(history[0]).toMatchObject({ action: 'reporting_line', actorLabel: expect.stringContaining('hr.manager') });
    expect(history[0].changes).toEqual([{ field: 'reportingLine.manager', before: expect.stringContaining('조직장 기준'), after: expect.stringContaining('보고팀: ') }]);

    expect((await api('PUT', url, hr, { managerId: null })).statusCode).toBe(200);
    expect(await managerOf(p.member!, u.team!)).toMatchObject({ id: p.lead, source: 'unit_leader' });
  });

  it('refuses oneself, an unknown person, a loop and a unit that is not a placement, writing nothing', async () => {
    const audits = () => count(t, sql`select count(*)::int as n from audit_log where action = 'reporting_line'`);
    const before = await audits();
    const self = await api('PUT', `${base}/${p.member}/${u.team}/manager`, hr, { managerId: p.member });
    expect(self.statusCode).toBe(400);
    expect(body(self).details.fields.managerId).toBe('본인을 관리자로 지정할 수 없습니다.');
    const unknown = await api('PUT', `${base}/${p.member}/${u.team}/manager`, hr, { managerId: '00000000-0000-4000-8000-000000000000' });
    expect(body(unknown).details.fields.managerId).toBe('관리자로 지정할 직원을 찾을 수 없습니다.');
    // member reports to lead: lead cannot report to member.
    const loop = await api('PUT', `${base}/${p.lead}/${u.team}/manager`, hr, { managerId: p.member });
    expect(loop.statusCode).toBe(400);
    expect(body(loop).details.fields.managerId).toContain('보고하는 직원');
    expect((await api('PUT', `${base}/${p.member}/${u.div}/manager`, hr, { managerId: p.head })).statusCode).toBe(404);
    expect((await api('PUT', `${base}/${p.member}/${u.team}/manager`, hr, { managerId: 'nope' })).statusCode).toBe(400);
    expect(await audits()).toBe(before);
  });

  it('adds and removes dotted-line managers; a duplicate is 409', async () => {
    const url = `${base}/${p.member}/${u.team}/dotted-lines`;
    const added = await api('POST', url, hr, { managerId: p.head });
    expect(added.statusCode, added.body).toBe(201);
    expect(body(added).placements[0].dottedLines.map((d: { id: string }) => d.id)).toEqual([p.head]);
    expect((await managersOf(t.db, p.member!))[0]!.dottedLine).toEqual([p.head]);
    expect((await api('POST', url, hr, { managerId: p.head })).statusCode).toBe(409);
    expect((await api('POST', url, hr, { managerId: p.lead })).statusCode).toBe(409);
    // A dotted line is no report: the head's direct reports are unchanged.
    expect((await directReports(t.db, p.head!)).map((r) => r.employeeId)).not.toContain(p.member);

    const removed = await api('DELETE', `${url}/${p.head}`, hr);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(body(removed).placements[0].dottedLines).toEqual([]);
    expect((await api('DELETE', `${url}/${p.head}`, hr)).statusCode).toBe(404);
    const history = body(await api('GET', `/api/mongo/employees/${p.member}/history`, hr)).data;
    expect(history.slice(0, 2).map((h: { changes: unknown[] }) => h.changes[0])).toEqual([
      { field: 'reportingLine.dottedLine', before: expect.stringContaining('보고팀: '), after: null },
      { field: 'reportingLine.dottedLine', before: null, after: expect.stringContaining('보고팀: ') },
    ]);
  });

  it('a set manager goes with the placement: moved to another unit, the new leader applies', async () => {
    expect((await api('PUT', `${base}/${p.other}/${u.team}/manager`, hr, { managerId: p.head })).statusCode).toBe(200);
    const moved = await api('POST', '/api/mongo/organizations/assign', hr, { organizationId: u.team2, employeeIds: [p.other] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await lines(p.other!)).toEqual([expect.objectContaining({ unitId: u.team2, manager: expect.objectContaining({ id: p.lead2, source: 'unit_leader' }) })]);
    expect(await count(t, sql`select count(*)::int as n from reporting_lines where employee_id = ${p.other}`)).toBe(0);
  });

  it('reading needs employees:read, changing organization:write', async () => {
    expect((await api('GET', `${base}/${p.member}`, exec)).statusCode).toBe(200);
    expect((await api('PUT', `${base}/${p.member}/${u.team}/manager`, exec, { managerId: p.head })).statusCode).toBe(403);
    expect((await api('POST', `${base}/${p.member}/${u.team}/dotted-lines`, exec, { managerId: p.head })).statusCode).toBe(403);
    expect((await api('GET', `${base}/${p.member}`, emp)).statusCode).toBe(403);
    expect((await api('GET', `${base}/00000000-0000-4000-8000-000000000000`, hr)).statusCode).toBe(404);
  });
});
