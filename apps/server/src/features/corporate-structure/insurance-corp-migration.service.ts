import { businessNumberProblem, corporateNumberProblem } from '@saram/shared/corporate-structure/corporate-structure';
import type { ConsistencyReport, InsuranceCorpMigration, MigrationRollback } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { writeAudit } from '../../lib/data/audit';
import { requireWholeCompany } from '../../lib/auth/employee-scope';
import { AppError } from '../../lib/errors';
import { insertBatch, lastOpenBatch, markBatchRolledBack, saveBatchSummary } from '../../lib/data/migration-batches.repo';
import { changePlacements } from '../employees/employees.writer';
import { reapplyRulesAfterMove } from '../role-rules/role-rules.service';
import * as corporationsRepo from './corporate-structure.repo';
import { auditTarget, withUniqueMessages } from './corporate-structure.service';
import * as repo from './insurance-corp-migration.repo';
import { pickJosa } from '@saram/shared/hangul';

const collator = new Intl.Collator('ko');
const byName = (a: { corporationName: string }, b: { corporationName: string }) => collator.compare(a.corporationName, b.corporationName);

/**
 * migrate-insurance-corp (spec 7.8): every distinct `insurance_corp` text of an employee not linked
 * to a corporation yet becomes an OPERATING corporation (no numbers yet) unless one of that name
 * exists, and those employees get linked to it. One transaction, recorded as a migration batch.
 */
export async function migrateInsuranceCorp(db: Db, actor: Actor, input: { dryRun?: boolean | undefined }): Promise<InsuranceCorpMigration> {
  requireWholeCompany(actor.employeeScope);
  const dryRun = input.dryRun ?? false;
  return withUniqueMessages(() =>
    db.transaction(async (tx) => {
      await repo.lockMigrations(tx);
      const plan = await repo.planLinks(tx);
      const skipped = await repo.countSkipped(tx);
      const toCreate = plan.filter((p) => !p.corporationId).sort((a, b) => collator.compare(a.name, b.name));
      if (dryRun || plan.length === 0) {
        return {
          dryRun,
          batchId: null,
          corporationsCreated: toCreate.map((p) => ({ id: null, name: p.name })),
          links: plan
            .map((p) => ({ corporationId: p.corporationId, corporationName: p.name, created: !p.corporationId, employeeCount: p.employeeCount }))
            .sort(byName),
          employeesLinked: plan.reduce((n, p) => n + p.employeeCount, 0),
          skipped,
        };
      }

      const batch = await insertBatch(tx, repo.batchKind, actor.userId);
      const created: repo.BatchSummary['createdCorporations'] = [];
      for (const p of toCreate) {
        const row = await corporationsRepo.insertCorporation(tx, { name: p.name, corporateType: 'OPERATING', migrationBatchId: batch.id });
        created.push({ id: row.id, name: row.name, state: repo.corporationState(row) });
      }
      // Through the employees writer: each linked record gets its version bumped and a history entry.
      const toLink = await repo.employeesToLink(tx);
      const changedIds = await changePlacements(tx, actor, toLink);
      await reapplyRulesAfterMove(tx, actor, changedIds);
      const changed = new Set(changedIds);
      const linked = toLink.filter((l) => changed.has(l.employeeId));
      const byCorporation = new Map<string, string[]>();
      for (const l of linked) byCorporation.set(l.corporationId, [...(byCorporation.get(l.corporationId) ?? []), l.employeeId]);
      const summary: repo.BatchSummary = {
        createdCorporations: created,
        links: [...byCorporation].map(([corporationId, employeeIds]) => ({ corporationId, employeeIds })),
      };
      await saveBatchSummary(tx, batch.id, summary);

      const createdIds = new Set(created.map((c) => c.id));
      const names = new Map<string, string>(created.map((c) => [c.id, c.name]));
      for (const p of plan) if (p.corporationId) names.set(p.corporationId, p.name);
      const links = summary.links
        .map((l) => ({
          corporationId: l.corporationId,
          corporationName: names.get(l.corporationId) ?? '',
          created: createdIds.has(l.corporationId),
          employeeCount: l.employeeIds.length,
        }))
        .sort(byName);
      const report: InsuranceCorpMigration = {
        dryRun: false,
        batchId: batch.id,
        corporationsCreated: created.map(({ id, name }) => ({ id, name })),
        links,
        employeesLinked: linked.length,
        skipped,
      };
      await writeAudit(tx, actor, { action: 'corporations.migrate-insurance-corp', targetCollection: auditTarget, targetId: batch.id, after: report });
      return report;
    }),
  );
}

function nothingToUndo(): AppError {
  return new AppError('CONFLICT', '되돌릴 보험 법인 마이그레이션이 없습니다.');
}

/**
 * Undoes the newest insurance-corp batch not rolled back yet, exactly or not at all: when anything
 * the batch touched changed since (a created corporation whose fields differ from what the batch
 * created, or that something else now references; a linked employee moved to another corporation),
 * the answer is 409 with the list and nothing changes. Undo those changes and the rollback goes through.
 * Linked employees get their corporation back to none; their version moves forward (it counts changes).
 */
export async function rollbackMigration(db: Db, actor: Actor): Promise<MigrationRollback> {
  requireWholeCompany(actor.employeeScope);
  return withUniqueMessages(() =>
    db.transaction(async (tx) => {
      await repo.lockMigrations(tx);
      const batch = await lastOpenBatch(tx, repo.batchKind);
      if (!batch) throw nothingToUndo();
      const created = await repo.createdCorporations(tx, batch.id);
      const asCreated = new Map(((batch.summary as repo.BatchSummary | null)?.createdCorporations ?? []).map((c) => [c.id, c.state]));
      const changed = created.filter((c) => {
        const then: Record<string, unknown> | undefined = asCreated.get(c.id);
        return !then || Object.entries(repo.corporationState(c)).some(([key, value]) => then[key] !== value);
      });
      const blockers = await repo.rollbackBlockers(tx, batch.id);
      const conflicts = [
        ...changed.map((c) => `법인 '${c.name}'${pickJosa(c.name, '이/가')} 마이그레이션 이후 수정되었습니다.`),
        blockers.moved && `마이그레이션이 연결한 직원 ${blockers.moved}명의 소속 법인이 이후 변경되었습니다 (사번 ${blockers.movedSample.join(', ')}).`,
        blockers.otherEmployees && `마이그레이션으로 만든 법인에 이후 연결된 직원이 ${blockers.otherEmployees}명 있습니다.`,
        blockers.operatingCompanies && `마이그레이션으로 만든 법인을 지주회사로 둔 사업회사가 ${blockers.operatingCompanies}곳 있습니다.`,
        blockers.orgUnits && `마이그레이션으로 만든 법인에 속한 조직이 ${blockers.orgUnits}개 있습니다.`,
      ].filter((c): c is string => Boolean(c));
      if (conflicts.length) {
        throw new AppError('CONFLICT', `마이그레이션 이후 변경된 데이터가 있어 되돌릴 수 없습니다. ${conflicts[0]}`, { batchId: batch.id, conflicts });
      }

      const toUnlink = await repo.employeesToUnlink(tx, batch.id);
      const unlinkedIds = await changePlacements(tx, actor, toUnlink.map((employeeId) => ({ employeeId, corporationId: null })));
      await reapplyRulesAfterMove(tx, actor, unlinkedIds);
      const unlinked = unlinkedIds.length;
      // Another writer got between the check and the update: give up rather than undo half.
      if (unlinked !== blockers.existing) throw new AppError('CONFLICT');
      await repo.deleteCreatedCorporations(tx, batch.id);
      const rolledBackAt = await markBatchRolledBack(tx, batch.id);
      if (!rolledBackAt) throw nothingToUndo();
      const result: MigrationRollback = {
        batchId: batch.id,
        corporationsDeleted: created.map((c) => ({ id: c.id, name: c.name })),
        employeesUnlinked: unlinked,
        rolledBackAt: rolledBackAt.toISOString(),
      };
      await writeAudit(tx, actor, {
        action: 'corporations.rollback-migration',
        targetCollection: auditTarget,
        targetId: batch.id,
        before: { batchId: batch.id, createdAt: batch.createdAt.toISOString(), createdCorporations: created.map((c) => ({ id: c.id, name: c.name })) },
        after: result,
      });
      return result;
    }),
  );
}

const reportLimit = 100;
const numberFields = [
  ['businessRegistrationNumber', businessNumberProblem],
  ['corporateRegistrationNumber', corporateNumberProblem],
] as const;

/** Read-only: where corporations and employees' insurance corporations disagree. */
export async function verifyConsistency(db: Db, actor: Actor): Promise<ConsistencyReport> {
  const groups = await repo.insuranceCorpGroups(db);
  const mismatched = await repo.mismatchedEmployees(db, reportLimit, actor.employeeScope);
  const all = (await corporationsRepo.listAll(db)).map((v) => v.c);
  const byId = new Map(all.map((c) => [c.id, c]));
  const ref = (c: { id: string; name: string }) => ({ id: c.id, name: c.name });
  const mayReadEmployees = actor.permissions.has('employees:read');

  const unmatched = groups.filter((g) => !g.corporationId);
  const unlinked = groups.filter((g): g is typeof g & { corporationId: string } => Boolean(g.corporationId) && g.unlinked > 0);
  const operatingWithoutHolding = all.filter((c) => c.corporateType === 'OPERATING' && !c.holdingCompanyId);

  const invalidRelationships: ConsistencyReport['invalidRelationships'] = [];
  for (const c of all) {
    if (!c.holdingCompanyId) continue;
    const parent = byId.get(c.holdingCompanyId);
    let reason: string | null = null;
    if (c.corporateType === 'HQ_HOLDINGS') reason = '지주회사에 상위 지주회사가 지정되어 있습니다.';
    else if (c.holdingCompanyId === c.id) reason = '자기 자신이 지주회사로 지정되어 있습니다.';
    else if (parent && parent.corporateType !== 'HQ_HOLDINGS') reason = `지주회사로 지정된 '${parent.name}'${pickJosa(parent.name, '이/가')} 지주회사(HQ_HOLDINGS)가 아닙니다.`;
    const seen = new Set([c.id]);
    for (let p = parent; p?.holdingCompanyId && !reason; p = byId.get(p.holdingCompanyId)) {
      if (seen.has(p.holdingCompanyId)) reason = '지주회사 관계가 순환됩니다.';
      seen.add(p.id);
    }
    if (reason) invalidRelationships.push({ ...ref(c), reason });
  }

  const duplicateNumbers: ConsistencyReport['duplicateNumbers'] = [];
  const invalidNumbers: ConsistencyReport['invalidNumbers'] = [];
  for (const [field, problemOf] of numberFields) {
    const byDigits = new Map<string, typeof all>();
    for (const c of all) {
      const value = c[field];
      if (!value) continue;
      const problem = problemOf(value);
      if (problem) invalidNumbers.push({ ...ref(c), field, value, problem });
      const digits = value.replace(/\D/g, '');
      byDigits.set(digits, [...(byDigits.get(digits) ?? []), c]);
    }
    for (const [, same] of byDigits) {
      if (same.length > 1) duplicateNumbers.push({ field, number: same[0]![field]!, corporations: same.map(ref) });
    }
  }

  const totals = {
    unmatchedEmployees: unmatched.reduce((n, g) => n + g.total, 0),
    unlinkedEmployees: unlinked.reduce((n, g) => n + g.unlinked, 0),
    mismatchedEmployees: mismatched.total,
    operatingWithoutHolding: operatingWithoutHolding.length,
    invalidRelationships: invalidRelationships.length,
    duplicateNumbers: duplicateNumbers.length,
    invalidNumbers: invalidNumbers.length,
  };
  return {
    consistent: Object.values(totals).every((n) => n === 0),
    checkedAt: new Date().toISOString(),
    limit: reportLimit,
    totals,
    unmatchedInsuranceCorps: unmatched.slice(0, reportLimit).map((g) => ({ insuranceCorp: g.name, employeeCount: g.total })),
    unlinkedInsuranceCorps: unlinked
      .slice(0, reportLimit)
      .map((g) => ({ insuranceCorp: g.name, corporationId: g.corporationId, employeeCount: g.unlinked })),
    mismatchedEmployees: mismatched.rows.map((r) => ({
      employeeId: r.employee_id,
      employeeNo: r.employee_no,
      nameKor: mayReadEmployees ? r.name_kor : null,
      insuranceCorp: r.insurance_corp,
      corporationId: r.corporation_id,
      corporationName: r.corporation_name,
    })),
    operatingWithoutHolding: operatingWithoutHolding.slice(0, reportLimit).map(ref),
    invalidRelationships: invalidRelationships.slice(0, reportLimit),
    duplicateNumbers: duplicateNumbers.slice(0, reportLimit),
    invalidNumbers: invalidNumbers.slice(0, reportLimit),
  };
}
