import { reportCatalogue, type ReportType } from '@saram/shared/reports/reports';
import type { ReportFilters, ReportResult } from '@saram/shared/reports/report-result.schemas';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { recordAccess, recordBulkAccess } from '../../../lib/data/audit';
import { AppError, validationError } from '../../../lib/errors';
import { seoulToday } from '../../../lib/seoul-time';
import { monthStartBefore, monthsOf, salaryRefusal, type ReportBody } from './report-format';
import * as repo from './report-data.repo';
import { cached } from './report-cache';
import type { ReportContext } from './report-context';
import { reportModules } from './report-registry';

/**
 * The ten reports' data (spec 3.5): one function per type (report-registry.ts) answering the one
 * ReportResult shape that the screens, the exports, the scheduled PDFs and the builder share.
 * buildReport checks the type's permission, fills in the period (default: the 12 months up to
 * today, Asia/Seoul, from the first of the month), checks the filters and intersects them with the
 * caller's record scope: a report never counts anyone the caller may not see.
 */

export type BuildOptions = { encryptionKey?: Buffer };

const maxMonths = 120;

/**
 * `options.encryptionKey` (secrets.encryptionKey) is needed by COMPENSATION_ANALYSIS only, which opens
 * salaries; every caller that may build it (routes, runs, exports) passes it.
 */
export async function buildReport(db: Db, actor: Actor, type: ReportType, filters: ReportFilters, now: Date, options: BuildOptions = {}): Promise<ReportResult> {
  const info = reportCatalogue[type];
  if (!actor.permissions.has(info.permission)) throw new AppError('FORBIDDEN', `'${info.title}' 리포트를 볼 권한이 없습니다.`);
  // Checked here, before any kept answer is reused: pay needs the salary permission too.
  if (type === 'COMPENSATION_ANALYSIS' && !actor.permissions.has('employees:salary:view')) throw new AppError('FORBIDDEN', salaryRefusal);
  const ctx = { ...(await contextOf(db, actor, type, filters, now)), encryptionKey: options.encryptionKey ?? null };
  const p = ctx.population;
  const key = JSON.stringify([type, p.scope, [...p.unitIds].sort(), p.corporationId, ctx.from, ctx.to, ctx.today, ctx.employeeId]);
  const { access, ...body }: ReportBody = await cached(db, key, () => reportModules[type](ctx));
  if (access?.subjectId) await recordAccess(db, actor, { subjectType: access.subjectType, subjectId: access.subjectId, action: 'view', fields: access.fields, reason: access.reason ?? null });
  else if (access) await recordBulkAccess(db, actor, { subjectType: access.subjectType, query: ctx.query, count: access.count ?? 0, fields: access.fields });
  const units = await repo.unitNames(db, ctx.population.unitIds);
  return {
    type,
    title: info.title,
    generatedAt: now.toISOString(),
    filters: {
      from: ctx.from,
      to: ctx.to,
      unitIds: [...ctx.population.unitIds],
      unitNames: ctx.population.unitIds.map((id) => units.find((u) => u.id === id)?.name ?? ''),
      corporationId: ctx.population.corporationId,
      corporationName: ctx.population.corporationId ? await repo.corporationName(db, ctx.population.corporationId) : null,
      employeeId: ctx.employeeId,
      employeeName: ctx.employeeName,
    },
    ...body,
  };
}

async function contextOf(db: Db, actor: Actor, type: ReportType, filters: ReportFilters, now: Date): Promise<Omit<ReportContext, 'encryptionKey'>> {
  const today = seoulToday(now);
  const to = filters.to ?? (filters.from && filters.from > today ? filters.from : today);
  const from = filters.from ?? monthStartBefore(to, 11);
  if (from > to) throw validationError({ from: '시작일은 종료일보다 앞서야 합니다.' }, '시작일은 종료일보다 앞서야 합니다.');
  const months = monthsOf(from, to);
  if (months.length > maxMonths) throw validationError({ from: '기간은 10년(120개월) 이내로 지정해주세요.' }, '기간은 10년(120개월) 이내로 지정해주세요.');

  const unitIds = [...new Set(filters.unitIds ?? [])];
  if (unitIds.length && (await repo.unitNames(db, unitIds)).length !== unitIds.length) {
    throw validationError({ unitIds: '조직을 찾을 수 없습니다.' }, '조직을 찾을 수 없습니다.');
  }
  const corporationId = filters.corporationId ?? null;
  if (corporationId && (await repo.corporationName(db, corporationId)) === null) {
    throw validationError({ corporationId: '법인을 찾을 수 없습니다.' }, '법인을 찾을 수 없습니다.');
  }
  const population: repo.Population = { scope: actor.employeeScope, unitIds, corporationId };

  // Only the individual report is about one person; someone outside the caller's scope reads as absent.
  const employeeId = type === 'INDIVIDUAL_PROGRESS' ? (filters.employeeId ?? null) : null;
  const employeeName = employeeId ? await repo.employeeNameIn(db, population, employeeId) : null;
  if (employeeId && employeeName === null) throw new AppError('NOT_FOUND', '직원을 찾을 수 없습니다.');

  return { db, actor, now, today, from, to, months, population, employeeId, employeeName, query: { ...filters } };
}
