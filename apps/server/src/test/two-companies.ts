import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { TestApp } from './app';

/** The id of the row a query `... returning id` inserted. */
export async function insertId(t: TestApp, query: SQL): Promise<string> {
  const [row] = await queryRows<{ id: string }>(t.db, query);
  return row!.id;
}

/**
 * Two operating companies for scope tests: 한빛 (플랫폼본부 with 검색팀 and 결제팀) and 누리 (물류본부 with 배송팀).
 * `unit` adds more under either.
 */
export async function seedTwoCompanies(t: TestApp) {
  const corp = (name: string) => insertId(t, sql`insert into corporations (name, corporate_type) values (${name}, 'OPERATING') returning id`);
  const unit = (name: string, level: number, type: string, parent: string | null, corporation: string) =>
    insertId(t, sql`insert into org_units (name, level, unit_type, parent_id, corporation_id) values (${name}, ${level}, ${type}, ${parent}, ${corporation}) returning id`);
  const corpA = await corp('한빛');
  const corpB = await corp('누리');
  const divA = await unit('플랫폼본부', 2, 'DIVISION', null, corpA);
  const teamA1 = await unit('검색팀', 3, 'TEAM', divA, corpA);
  const teamA2 = await unit('결제팀', 3, 'TEAM', divA, corpA);
  const divB = await unit('물류본부', 2, 'DIVISION', null, corpB);
  const teamB1 = await unit('배송팀', 3, 'TEAM', divB, corpB);
  return { ids: { corpA, corpB, divA, teamA1, teamA2, divB, teamB1 }, unit };
}
