import { orgLevelColumn, unitTypeOfLevel } from '@saram/shared/organization/organization';
import type { MigrateExistingInput, MigrateExistingResult } from '@saram/shared/organization/organization-tools.schemas';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { writeAudit } from '../../../lib/data/audit';
import { AppError } from '../../../lib/errors';
import { insertBatch, saveBatchSummary } from '../../../lib/data/migration-batches.repo';
import * as mappings from './mappings.repo';
import { changePlacements } from '../../employees/employees.writer';
import { reapplyRulesAfterMove } from '../../role-rules/role-rules.service';
import * as repo from './migrate.repo';
import { createUnitIn, unitCollection } from '../units/units.core';
import * as units from '../units/units.repo';
import { pickJosa } from '@saram/shared/hangul';
import { requireWholeCompany } from '../../../lib/auth/employee-scope';

/**
 * migrate-existing: builds units from the active employees' organisation text fields
 * (insurance_corp → corporation by name; division, headquarters, team, part → units at the levels
 * the mapping table gives those legacy types), reusing units that already exist under the same
 * parent with the same name, then links the employees (id fields and primary post).
 *
 * It always runs for real inside one transaction; a dry run reports and then rolls everything
 * back, so the report is exactly what a real run would do. A real run is one migration_batches
 * row (the units carry its id) plus an audit row. Problems (a level skipped, an unknown
 * corporation, a name over 100 characters) refuse the real run unless skipValidation is set; with
 * it, units hang under the nearest given ancestor, unknown corporations are left empty, and paths
 * with an over-long name are skipped.
 */

const columns = orgLevelColumn('name');
type Issue = MigrateExistingResult['issues'][number];

class DryRun extends Error {
  constructor(readonly report: MigrateExistingResult) {
    super('dry run');
  }
}

const keyOf = (parentId: string | null, corporationId: string | null, level: number, name: string) =>
  `${parentId ?? `corp:${corporationId ?? '-'}`}|${level}|${name.toLowerCase()}`;

async function run(tx: Tx, actor: Actor, input: MigrateExistingInput): Promise<MigrateExistingResult> {
  // One connection in a transaction: its queries run one after another.
  const paths = await repo.distinctPaths(tx);
  const totals = await repo.employeeTotals(tx);
  const maps = await mappings.allMappings(tx);
  const levelOf = Object.fromEntries(columns.map((c) => [c, maps.find((m) => m.legacyType === c)?.level]));
  const corpNames = [...new Set(paths.map((p) => p.corp).filter((c): c is string => Boolean(c)))];
  const corporations = new Map((await units.findCorporationsByName(tx, corpNames)).map((c) => [c.name, c.id]));

  const existing = new Map<string, string>();
  for (const u of (await units.listUnits(tx, {}, { page: 1, limit: 1_000_000 })).rows) {
    if (u.unitType !== 'TASK_FORCE') existing.set(keyOf(u.parentId, u.corporationId, u.level, u.name), u.id);
  }
  const issues = new Map<string, Issue>();
  const issue = (kind: Issue['kind'], path: string, message: string, n: number) => {
    const key = `${kind}|${path}`;
    const known = issues.get(key);
    if (known) known.employees += n;
    else issues.set(key, { kind, path, message, employees: n });
  };

  // Plan every path first (so that the refusal comes before anything is written).
  const plans = paths.map((p) => {
    const names = [p.corp, ...columns.map((c) => p[c])].filter(Boolean).join(' > ');
    if (p.corp && !corporations.has(p.corp)) {
      issue('unknown_corporation', p.corp, `법인 '${p.corp}'${pickJosa(p.corp, '을/를')} 찾을 수 없습니다. 먼저 법인 이관(migrate-insurance-corp)을 실행하세요.`, p.n);
    }
    let previous = 0;
    let skip = false;
    const steps: { column: (typeof columns)[number]; level: number; name: string }[] = [];
    for (const column of columns) {
      const name = p[column];
      const level = levelOf[column];
      if (!name || level === undefined) continue;
      if (name.length > 100) {
        issue('name_too_long', names, `조직명이 100자를 넘습니다: ${name.slice(0, 20)}…`, p.n);
        skip = true;
      }
      if (level !== previous + 1) issue('level_gap', names, `${previous + 1}레벨 조직 없이 ${level}레벨 조직(${name})이 있습니다.`, p.n);
      previous = level;
      steps.push({ column, level, name });
    }
    return { path: p, names, steps, skip };
  });
  if (issues.size && !input.skipValidation && !input.dryRun) {
    throw new AppError('VALIDATION_ERROR', '조직 정보에 문제가 있는 직원이 있어 이관하지 않았습니다. 확인 후 skipValidation으로 다시 실행하세요.', {
      issues: [...issues.values()],
    });
  }

  const { id: batchId } = await insertBatch(tx, 'org_units_migration', actor.userId);
  const created: MigrateExistingResult['unitsCreated'] = [];
  const reused = new Set<string>();
  const createdIds = new Set<string>();
  const links: repo.PathLink[] = [];
  for (const plan of plans) {
    if (plan.skip) continue;
    const corporationId = plan.path.corp ? (corporations.get(plan.path.corp) ?? null) : null;
    const link: repo.PathLink = { ...plan.path, corporationId, divisionId: null, headquartersId: null, teamId: null, partId: null };
    let parentId: string | null = null;
    const trail: string[] = plan.path.corp ? [plan.path.corp] : [];
    for (const step of plan.steps) {
      trail.push(step.name);
      const key = keyOf(parentId, corporationId, step.level, step.name);
      let id = existing.get(key);
      if (id) {
        if (!createdIds.has(id)) reused.add(id);
      }
      else {
        const unitType = unitTypeOfLevel(step.level)!;
        const row = await createUnitIn(
          tx,
          actor,
          { unitName: step.name, unitType, parentId, corporationId: parentId ? undefined : corporationId },
          { action: 'organizations.migrate_create', migrationBatchId: batchId },
        );
        id = row.id;
        existing.set(key, id);
        createdIds.add(id);
        created.push({ level: step.level, unitType, name: step.name, path: trail.join(' > ') });
      }
      link[`${step.column}Id`] = id;
      parentId = id;
    }
    links.push(link);
  }
  let linked = 0;
  for (let i = 0; i < links.length; i += input.batchSize) {
    const changed = await changePlacements(tx, actor, await repo.employeesOfPaths(tx, links.slice(i, i + input.batchSize)));
    await reapplyRulesAfterMove(tx, actor, changed);
    linked += changed.length;
  }
  const membershipsCreated = await repo.placeMigrated(tx);

  const report: MigrateExistingResult = {
    dryRun: input.dryRun,
    blocked: issues.size > 0 && !input.skipValidation,
    batchId: input.dryRun ? null : batchId,
    unitsCreated: created,
    unitsReused: reused.size,
    employees: { total: totals.active, linked, unchanged: totals.inScope - linked, withoutOrganization: totals.active - totals.inScope },
    membershipsCreated,
    issues: [...issues.values()],
  };
  await saveBatchSummary(tx, batchId, { ...report, unitsCreated: created.length });
  await writeAudit(tx, actor, {
    action: 'organizations.migrate',
    targetCollection: unitCollection,
    targetId: batchId,
    after: { ...report, unitsCreated: created.length },
  });
  if (input.dryRun) throw new DryRun(report);
  return report;
}

export async function migrateExisting(db: Db, actor: Actor, input: MigrateExistingInput): Promise<MigrateExistingResult> {
  requireWholeCompany(actor.employeeScope);
  try {
    return await db.transaction((tx) => run(tx, actor, input));
  } catch (err) {
    if (err instanceof DryRun) return err.report;
    throw err;
  }
}
