import type { ReminderRule } from '@saram/shared/notifications/notifications';
import type { Permission } from '@saram/shared/permissions';
import type { Db } from '../../db/client';
import { appointmentTypeLabels } from '@saram/shared/appointments/appointments';
import { addDays, daysBetween, seoulToday } from '../../lib/seoul-time';
import { waitingApprovals } from '../appointments/appointments.service';
import { employeeScopesOf, usersWithPermission } from '../auth/auth.service';
import { placedInScope, type EmployeeScope } from '../../lib/auth/employee-scope';
import { statuses } from '../onboarding/onboarding.service';
import type { NotifyInput } from './notifications.writer';
import * as sources from './reminder-sources.repo';

/**
 * The date rules. Each finds what falls due within its N days and names who hears of it; the job
 * adds the rule, subject and due date as the dedupe key, so each person hears once per due date
 * (a date moved later is a new due date). A new rule is one entry in `rules` (and its kind in
 * packages/shared notifications.ts).
 */

export type Reminder = Omit<NotifyInput, 'kind' | 'dedupeKey'> & { subjectId: string; due: string };
export type RuleContext = { db: Db; today: string; days: number; now: Date };
export type RuleDefinition = { rule: ReminderRule; collect: (ctx: RuleContext) => Promise<Reminder[]> };

const dotted = (iso: string) => iso.replaceAll('-', '.');
const dDay = (today: string, due: string) => {
  const n = daysBetween(today, due);
  return n === 0 ? 'D-day' : `D-${n}`;
};

type Holder = { id: string; scope: EmployeeScope };

/** HR: the active accounts holding the permission, each with whose records its grants reach. */
async function holders(db: Db, permission: Permission): Promise<Holder[]> {
  const users = await usersWithPermission(db, permission, '', 500);
  const scopes = await employeeScopesOf(db, users.map((u) => u.id));
  // null is the whole company; an account the query did not answer for reaches nobody.
  return users.map((u) => ({ id: u.id, scope: scopes.has(u.id) ? scopes.get(u.id)! : [] }));
}

/** The holders whose scope reaches a person: HR of another unit or corporation does not hear of them. */
const reaching = (hr: readonly Holder[], person: { placement: string[] }) => hr.filter((h) => placedInScope(h.scope, person.placement)).map((h) => h.id);

/** A record date N days ahead: HR holding employees:write, plus the unit leader or the person. */
function recordDateRule(rule: ReminderRule, date: keyof typeof sources.recordDates, what: string, also: 'leader' | 'self'): RuleDefinition {
  return {
    rule,
    async collect({ db, today, days }) {
      const people = await sources.peopleDueBetween(db, date, today, addDays(today, days));
      if (!people.length) return [];
      const hr = await holders(db, 'employees:write');
      return people.flatMap((p) => {
        const title = `${what} ${dDay(today, p.due)}: ${p.name} (${dotted(p.due)})`;
        const body = `${p.name}님 (${p.employeeNo})의 ${what}일은 ${dotted(p.due)}입니다.`;
        const hrOfPerson = reaching(hr, p);
        const forHr: Reminder = { subjectId: p.id, due: p.due, title, body, link: `/employees/${p.id}`, userIds: also === 'leader' ? [...hrOfPerson, p.leaderUserId] : hrOfPerson };
        if (also === 'leader' || !p.ownUserId) return [forHr];
        return [forHr, { subjectId: p.id, due: p.due, title: `${what} ${dDay(today, p.due)} (${dotted(p.due)})`, body: `${what}일은 ${dotted(p.due)}입니다. 인사 담당자와 상의해주세요.`, link: '/my-profile', userIds: [p.ownUserId] }];
      });
    },
  };
}

const evaluationDeadline: RuleDefinition = {
  rule: 'evaluation_deadline',
  async collect({ db, today, days }) {
    const due = await sources.evaluationsDueBetween(db, today, addDays(today, days));
    return due.map((ev) => ({
      subjectId: ev.id,
      due: ev.due,
      title: `평가 마감 ${dDay(today, ev.due)}: ${ev.cycleName} · ${ev.name}`,
      body: `${ev.cycleName}의 마감일은 ${dotted(ev.due)}입니다. ${ev.name}님의 평가에서 지금 작성할 차례입니다.`,
      link: `/eval/evaluations/${ev.id}`,
      userIds: [ev.writerUserId],
    }));
  },
};

const onboardingOverdue: RuleDefinition = {
  rule: 'onboarding_overdue',
  async collect({ db, today, days, now }) {
    const people = await sources.runningOnboardingHiredBy(db, addDays(today, -days));
    if (!people.length) return [];
    const [all, hr] = await Promise.all([statuses(db, people.map((p) => p.id), null, now), holders(db, 'checklists:write')]);
    const byId = new Map(people.map((p) => [p.id, p]));
    return all.flatMap((s) => {
      const open = s.open_required_items;
      const person = byId.get(s.employee.id)!;
      if (!open.length) return [];
      const due = addDays(person.hireDate, days);
      const body = `입사 후 ${days}일이 지났지만 ${s.employee.name}님 (${s.employee.employee_no})의 온보딩 필수 항목 ${open.length}건이 끝나지 않았습니다: ${open.map((i) => i.title).join(', ')}`;
      const title = `온보딩 미완료 항목 ${open.length}건: ${s.employee.name}`;
      return [
        { subjectId: s.employee.id, due, title, body, link: `/new-employees/${s.employee.id}`, userIds: reaching(hr, person) },
        { subjectId: s.employee.id, due, title: `온보딩 미완료 항목 ${open.length}건`, body, link: '/', userIds: [person.ownUserId] },
      ];
    });
  },
};

/** An 인사발령 waiting on one approver for more than N days: that approver, once per wait. */
const approvalPending: RuleDefinition = {
  rule: 'approval_pending',
  async collect({ db, days, now }) {
    const waiting = await waitingApprovals(db, new Date(now.getTime() - days * 86_400_000));
    return waiting.flatMap((w) => {
      if (!w.approverId) return [];
      const since = seoulToday(new Date(w.since));
      const what = `${w.name}님의 ${appointmentTypeLabels[w.type]} 발령`;
      return [{ subjectId: w.id, due: since, title: `결재 대기 ${daysBetween(since, seoulToday(now))}일: ${what}`, body: `${what}이 ${dotted(since)}부터 결재를 기다리고 있습니다.`, link: `/appointment-approvals`, userIds: [w.approverId] }];
    });
  },
};

export const rules: readonly RuleDefinition[] = [
  recordDateRule('probation_ending', 'probation', '수습 종료', 'leader'),
  recordDateRule('visa_expiry', 'visa', '비자 만료', 'self'),
  recordDateRule('contract_end', 'contract', '계약 종료', 'leader'),
  evaluationDeadline,
  onboardingOverdue,
  approvalPending,
];
