import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/auth/actor';
import { changePlacements, type PlacementRow } from '../../employees/employees.writer';
import { reapplyRulesAfterMove } from '../../role-rules/role-rules.service';
import * as mappings from '../tools/mappings.repo';
import * as repo from './members.repo';
import * as units from './units.repo';

/**
 * Where a unit puts the employees placed in it: the organisation fields (corporation, unit names and
 * ids) that follow from the tree. Below units.core (which calls it after a rename or move) and
 * members.service; the employee records themselves change only through the employees writer.
 */

/** The employee columns named after the legacy types; their level comes from the mapping table. */
const columnsOfLegacyType = {
  division: ['division', 'divisionId'],
  headquarters: ['headquarters', 'headquartersId'],
  team: ['team', 'teamId'],
  part: ['part', 'partId'],
} as const;

/** The organisation fields of an employee placed in `unitId`: the names and ids of the unit and its ancestors. */
export async function orgFieldsFor(tx: Tx, unit: units.UnitRow, mappingRows?: mappings.MappingRow[], unitPath?: units.UnitRow[]): Promise<repo.OrgFields> {
  // A transaction's connection runs one query at a time.
  const path = unitPath ?? (await units.pathOf(tx, unit.id));
  const maps = mappingRows ?? (await mappings.allMappings(tx));
  const corporation = unit.corporationId ? await units.findCorporation(tx, unit.corporationId) : undefined;
  const fields: repo.OrgFields = { ...repo.clearedUnitFields, corporationId: corporation?.id ?? null, insuranceCorp: corporation?.name ?? null };
  for (const [legacyType, [nameKey, idKey]] of Object.entries(columnsOfLegacyType)) {
    const level = maps.find((m) => m.legacyType === legacyType)?.level;
    const holder = level === undefined ? undefined : path.find((u) => u.level === level);
    fields[nameKey] = holder?.name ?? null;
    fields[idKey] = holder?.id ?? null;
  }
  return fields;
}

/**
 * After a unit is renamed, moved or changes corporation, the employees placed anywhere beneath it get
 * their organisation names and ids recomputed from their deepest unit (names stay in sync with the
 * tree): the fields are worked out per deepest unit, then written for everyone in one statement.
 */
export async function refreshPlacementsUnder(tx: Tx, actor: Actor, unitId: string): Promise<void> {
  const rows: PlacementRow[] = [];
  for (const { deepestId, employeeIds } of await repo.placementsUnder(tx, unitId)) {
    const unit = await units.findUnit(tx, deepestId);
    if (!unit) continue;
    const fields = await orgFieldsFor(tx, unit);
    for (const employeeId of employeeIds) rows.push({ ...fields, employeeId });
  }
  await reapplyRulesAfterMove(tx, actor, await changePlacements(tx, actor, rows));
}
