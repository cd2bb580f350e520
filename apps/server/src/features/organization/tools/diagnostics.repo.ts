import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../db/client';

type Conn = Db | Tx;

export async function unitCounts(db: Conn) {
  return queryRows<{ level: number; total: number; active: number; temporary: number }>(
    db,
    sql`select level, count(*)::int as total, count(*) filter (where is_active)::int as active,
      count(*) filter (where is_temporary)::int as temporary
      from org_units group by level order by level`,
  );
}

export async function taskForceCounts(db: Conn) {
  return queryRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from task_forces group by status`);
}

export async function employeeCounts(db: Conn) {
  const [row] = await queryRows<{ active: number; working: number; on_leave: number; placed: number; concurrent: number; corporations: number }>(
    db,
    sql`select (select count(*) from employees where is_active)::int as active,
      (select count(*) from employees where is_active and employment_status = '재직')::int as working,
      (select count(*) from employees where is_active and employment_status = '휴직')::int as on_leave,
      (select count(*) from unit_members m join employees e on e.id = m.employee_id where m.is_primary and e.is_active)::int as placed,
      (select count(*) from unit_members where not is_primary)::int as concurrent,
      (select count(*) from corporations)::int as corporations`,
  );
  return row!;
}

export async function maxDepth(db: Conn): Promise<number> {
  const [row] = await queryRows<{ depth: number | null }>(
    db,
    sql`with recursive down(id, depth) as (
        select id, 1 from org_units where parent_id is null
        union all
        select u.id, d.depth + 1 from org_units u join down d on u.parent_id = d.id where d.depth < 50
      ) select max(depth)::int as depth from down`,
  );
  return Number(row?.depth ?? 0);
}

export type IssueRow = { id: string; name: string; level: number; parent_id: string | null; message: string; total: number };

/** One kind of problem: at most 100 rows, each carrying the full count. */
function issues(db: Conn, query: SQL): Promise<IssueRow[]> {
  return queryRows<IssueRow>(db, sql`select *, count(*) over ()::int as total from (${query}) q order by level, name limit 100`);
}

/** Units below level 1 with no parent (top-level task forces are allowed), or whose parent is gone. */
export const orphans = (db: Conn) =>
  issues(
    db,
    sql`select u.id, u.name, u.level, u.parent_id, '상위 조직이 없는 하위 레벨 조직입니다.' as message
      from org_units u left join org_units p on p.id = u.parent_id
      where (u.parent_id is null and u.level > 1 and u.unit_type <> 'TASK_FORCE') or (u.parent_id is not null and p.id is null)`,
  );

/** Units that are their own ancestor (never made by the API; checked for data written around it). */
export const cycles = (db: Conn) =>
  issues(
    db,
    sql`with recursive walk(start_id, cur, depth) as (
        select id, parent_id, 1 from org_units where parent_id is not null
        union all
        select w.start_id, u.parent_id, w.depth + 1 from walk w join org_units u on u.id = w.cur
        where w.cur <> w.start_id and u.parent_id is not null and w.depth < 100
      )
      select u.id, u.name, u.level, u.parent_id, '순환 참조: 자기 자신의 하위 조직 아래에 있습니다.' as message
      from org_units u where u.id in (select start_id from walk where cur = start_id)`,
  );

export const levelGaps = (db: Conn) =>
  issues(
    db,
    sql`select u.id, u.name, u.level, u.parent_id, format('상위 조직(%s, 레벨 %s)과 레벨이 %s단계 떨어져 있습니다.', p.name, p.level, u.level - p.level) as message
      from org_units u join org_units p on p.id = u.parent_id
      where u.level - p.level > 1 and u.unit_type <> 'TASK_FORCE'`,
  );

export const levelViolations = (db: Conn) =>
  issues(
    db,
    sql`select u.id, u.name, u.level, u.parent_id, format('상위 조직(%s)의 레벨(%s)보다 레벨이 크지 않습니다.', p.name, p.level) as message
      from org_units u join org_units p on p.id = u.parent_id where u.level <= p.level`,
  );

export const inactiveParents = (db: Conn) =>
  issues(
    db,
    sql`select u.id, u.name, u.level, u.parent_id, format('상위 조직(%s)이 비활성인데 활성 상태입니다.', p.name) as message
      from org_units u join org_units p on p.id = u.parent_id where u.is_active and not p.is_active`,
  );

export const corporationMismatches = (db: Conn) =>
  issues(
    db,
    sql`select u.id, u.name, u.level, u.parent_id, format('상위 조직(%s)과 법인이 다릅니다.', p.name) as message
      from org_units u join org_units p on p.id = u.parent_id where u.corporation_id is distinct from p.corporation_id`,
  );

export async function healthCounts(db: Conn, today: string) {
  const [row] = await queryRows<{ overdue: number; pending: number; unplaced: number; dangling: number }>(
    db,
    sql`select (select count(*) from task_forces where status = 'ACTIVE' and end_date < ${today})::int as overdue,
      (select count(*) from task_forces where status = 'PENDING_APPROVAL')::int as pending,
      (select count(*) from employees e where e.is_active
        and not exists (select 1 from unit_members m where m.employee_id = e.id and m.is_primary))::int as unplaced,
      (select count(*) from employees e where e.is_active and (
        (e.team is not null and e.team_id is null) or (e.division is not null and e.division_id is null)
        or (e.headquarters is not null and e.headquarters_id is null) or (e.part is not null and e.part_id is null)))::int as dangling`,
  );
  return row!;
}
