// Seeders shared by the benchmarks: the 2,000-unit organisation tree (bench/org.mjs and
// bench/employees.mjs) and realistic employees (bench/employees.mjs).
//
// Employees come from the same generator as the SARAM_DEMO data
// (apps/server/src/demo/employee-generator.ts: Korean names with realistic
// surname frequencies, so 초성 and name searches have realistic selectivity) and the same row
// mapping as the server (employee-bulk.ts -> rowValues: search tokens, RRN and salary encrypted
// with the server's key, every indexed column filled). Both are TypeScript, loaded with tsx.
// Rows go in with multi-row INSERTs (500 rows a statement, column names from the drizzle schema;
// the next chunk is built while PostgreSQL writes the last) in one transaction; primary posts
// follow the deepest unit, as setPrimaryPost does.
import { tsImport } from 'tsx/esm/api';

/**
 * 2,000 units in four levels: 10 business units, 90 divisions, 300 teams, 1,600 parts (codes B-, D-,
 * T-, P-). With `corporations` (names; the first is the holding), the business units are spread
 * over them. Runs on `client` (pg.Client) inside the caller's transaction, if any.
 */
export async function seedUnits(client, { corporations = [] } = {}) {
  await client.query(`insert into org_units (name, code, level, unit_type, sort_order)
    select '사업부 ' || i, 'B-' || i, 1, 'BUSINESS_UNIT', i from generate_series(1, 10) i`);
  for (const [prefix, parentPrefix, level, type, n, parents, label] of [
    ['D', 'B', 2, 'DIVISION', 90, 10, '본부'],
    ['T', 'D', 3, 'TEAM', 300, 90, '팀'],
    ['P', 'T', 4, 'PART', 1600, 300, '파트'],
  ]) {
    await client.query(
      `insert into org_units (name, code, level, unit_type, parent_id, sort_order)
       select '${label} ' || i, '${prefix}-' || i, ${level}, '${type}', p.id, i
       from generate_series(1, ${n}) i join org_units p on p.code = '${parentPrefix}-' || ((i - 1) % ${parents} + 1)`,
    );
  }
  if (!corporations.length) return;
  for (const [i, name] of corporations.entries()) {
    await client.query(`insert into corporations (name, corporate_type) values ($1, $2)`, [name, i === 0 ? 'HQ_HOLDINGS' : 'OPERATING']);
  }
  await client.query(
    `update org_units u set corporation_id = c.id
     from (select id, row_number() over (order by name) - 1 as k from corporations where name = any($1)) c
     where u.level = 1 and c.k = (u.sort_order - 1) % $2`,
    [corporations, corporations.length],
  );
}

const load = (file) => tsImport(new URL(`../apps/server/src/${file}`, import.meta.url).href, import.meta.url);

/**
 * `count` employees over every unit of the database's tree (heads of 본부, 팀 and 파트, staff in the
 * lowest units), encrypted with `key` (the server's SARAM_ENCRYPTION_KEY). Returns timings.
 */
export async function seedEmployees(client, { count, key, today, log = () => {} }) {
  const started = Date.now();
  const [{ generateEmployees }, { bulkRowValues }, { employees }, { getTableColumns }, { faker }] = await Promise.all([
    load('demo/employee-generator.ts'),
    load('features/employees/import/employee-bulk.ts'),
    load('db/schema/employees.ts'),
    import('drizzle-orm'),
    import('@faker-js/faker/locale/ko'),
  ]);
  const { rows: units } = await client.query(`select u.id, u.name, u.level, u.parent_id, c.id as corporation_id, c.name as corporation
    from org_units u left join corporations c on c.id = u.corporation_id where u.unit_type <> 'TASK_FORCE' order by u.level, u.sort_order`);
  const byId = new Map(units.map((u) => [u.id, u]));
  const chain = (u) => (u.parent_id ? [...chain(byId.get(u.parent_id)), u] : [u]);
  const placementOf = new Map();
  const generatorUnits = units.map((u) => {
    const path = chain(u);
    const at = (level) => path.find((p) => p.level === level);
    const top = path[0];
    placementOf.set(u.id, {
      corporationId: top.corporation_id ?? null,
      insuranceCorp: top.corporation ?? '',
      divisionId: at(1)?.id ?? null,
      division: at(1)?.name ?? '',
      headquartersId: at(2)?.id ?? null,
      headquarters: at(2)?.name ?? '',
      teamId: at(3)?.id ?? null,
      team: at(3)?.name ?? '',
      partId: at(4)?.id ?? null,
      part: at(4)?.name ?? '',
    });
    return { id: u.id, path: [top.corporation ?? '', ...path.map((p) => p.name)] };
  });

  faker.seed(20_260_102);
  const people = generateEmployees(faker, generatorUnits, { count, today });
  const generated = Date.now();
  log(`generated ${people.length} records in ${((generated - started) / 1000).toFixed(1)} s`);

  const insert = inserter(getTableColumns(employees));
  const chunk = 500;
  await client.query('begin');
  try {
    let pending = Promise.resolve();
    for (let i = 0; i < people.length; i += chunk) {
      const values = [];
      for (let k = i; k < Math.min(i + chunk, people.length); k++) {
        values.push(bulkRowValues(people[k].payload, placementOf.get(people[k].unitId), key));
        people[k] = null;
      }
      await pending;
      pending = client.query(insert(values));
    }
    await pending;
    await client.query(`insert into unit_members (unit_id, employee_id, is_primary)
      select coalesce(part_id, team_id, headquarters_id, division_id), id, true from employees
      where coalesce(part_id, team_id, headquarters_id, division_id) is not null`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  const inserted = Date.now();
  await client.query('vacuum analyze employees, unit_members, org_units');
  const done = Date.now();
  log(`inserted in ${((inserted - generated) / 1000).toFixed(1)} s, vacuum analyze ${((done - inserted) / 1000).toFixed(1)} s`);
  return { generateSeconds: (generated - started) / 1000, insertSeconds: (inserted - generated) / 1000, analyzeSeconds: (done - inserted) / 1000 };
}

/** A multi-row INSERT of drizzle row values (property names) into the table of `columns`. */
function inserter(columns) {
  const table = 'employees';
  return (rows) => {
    const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const params = [];
    const tuples = rows.map((r) => {
      const cells = keys.map((k) => {
        if (!(k in r)) return 'default';
        const v = r[k];
        params.push(columns[k].columnType === 'PgJsonb' && v !== null ? JSON.stringify(v) : v);
        return `$${params.length}`;
      });
      return `(${cells.join(', ')})`;
    });
    return { text: `insert into ${table} (${keys.map((k) => `"${columns[k].name}"`).join(', ')}) values ${tuples.join(', ')}`, values: params };
  };
}
