import { notUnitLeaderMessage, teamListLimit, teamNewHireDays, teamProbationDays } from '@saram/shared/dashboard/my-dashboard';
import type { TeamDashboard } from '@saram/shared/dashboard/my-dashboard.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { recordBulkAccess } from '../../lib/data/audit';
import { AppError } from '../../lib/errors';
import { addDays, seoulToday } from '../../lib/seoul-time';
import { directReports } from '../organization/organization.service';
import { employeeOfUser } from './my-dashboard.repo';
import * as repo from './team-dashboard.repo';

/**
 * GET /api/dashboard/team: the people who report to the caller directly (보고 라인: the leader of their
 * unit unless HR set another manager), whatever the caller's record scope elsewhere: being their
 * manager is what lets them see those people here, and only here.
 */

const personDto = (p: repo.PersonRow) => ({ id: p.id, name: p.name, employeeNo: p.employee_no, unit: p.unit, jobTitle: p.job_title, hireDate: p.hire_date });

export async function teamDashboard(db: Db, actor: Actor, now: Date): Promise<TeamDashboard> {
  const me = actor.userId ? await employeeOfUser(db, actor.userId) : null;
  const [units, reports] = me?.is_active ? await Promise.all([repo.topUnits(db, me.id), directReports(db, me.id)]) : [[], []];
  if (!me || (!units.length && !reports.length)) throw new AppError('FORBIDDEN', notUnitLeaderMessage);

  const today = seoulToday(now);
  const hiredFrom = addDays(today, -teamNewHireDays);
  const probationTo = addDays(today, teamProbationDays);
  const team = [...new Set(reports.map((r) => r.employeeId))];
  const [byUnit, counts, members, newHires, onLeave, probationEnds, reviews] = await Promise.all([
    repo.byUnit(db, reports),
    repo.counts(db, team, { today, hiredFrom, probationTo }),
    repo.members(db, team, teamListLimit),
    repo.newHires(db, team, hiredFrom, today, teamListLimit),
    repo.onLeave(db, team, teamListLimit),
    repo.probationEnds(db, team, today, probationTo, teamListLimit),
    repo.reviews(db, team, me.id),
  ]);

  await recordBulkAccess(db, actor, {
    subjectType: 'team_dashboard',
    query: { units: units.map((u) => u.id), directReports: team.length },
    count: members.length + newHires.length + onLeave.length + probationEnds.length,
    fields: ['name', 'employeeNo', 'unit', 'jobTitle', 'hireDate', 'employmentStatus', 'probationEndDate'],
  });

  return {
    units,
    headcount: counts.headcount,
    onLeaveCount: counts.on_leave,
    members: members.map(personDto),
    byUnit: byUnit.map((u) => ({ id: u.id, name: u.name, headcount: u.headcount, onLeave: u.on_leave })),
    newHireCount: counts.new_hires,
    newHires: newHires.map(personDto),
    onLeave: onLeave.map(personDto),
    probationEndCount: counts.probation_ends,
    probationEnds: probationEnds.map((p) => ({ ...personDto(p), probationEndDate: p.probation_end_date, daysLeft: p.days_left })),
    reviews: reviews.map((r) => ({
      cycleId: r.cycle_id,
      cycleName: r.cycle_name,
      dueDate: r.due_date,
      total: r.total,
      selfPending: r.self_pending,
      firstPending: r.first_pending,
      secondPending: r.second_pending,
      done: r.done,
      mine: r.mine,
    })),
  };
}
