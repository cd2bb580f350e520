// Baseline for bench/run.mjs: a bare Fastify 5 server with one route, GET /bare -> {"status":"ok"}.
// With BARE_DATABASE_URL (bench/employees.mjs) also GET /bare/employees: the same page Saram's
// employee list answers, in the least code (Fastify + a pg pool of Saram's size, no auth, no schema
// serializer): the same filters (team id, status, searchTerm by name/초성 tokens or 사번/e-mail
// prefix), the same columns, ordered by 사번, the filtered count plus one page (`page`, `limit`).
// The search term's typing key comes from Saram's own helper (packages/shared/src/hangul.ts), so
// both servers send PostgreSQL the same condition (see searchCondition in employees.repo.ts).
// Like Saram, it writes one personal-data access record (access_log) per page before answering.
// Runs as its own process (like Saram) so it does not share an event loop with the load generator.
// Listens on 127.0.0.1 on a free port and prints {"port":N} as one line on stdout.
// Exits on SIGTERM/SIGINT, and when its stdin closes (the parent bench process went away).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));

if (process.env.BARE_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const { tsImport } = await import('tsx/esm/api');
  const { isChosungQuery, typingKey } = await tsImport('../packages/shared/src/hangul.ts', import.meta.url);
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10, application_name: 'bench-bare' });
  app.addHook('onClose', () => pool.end());
  app.get('/bare/employees', async (req) => {
    const { team, status, searchTerm } = req.query;
    const page = Math.max(1, Number.parseInt(req.query.page, 10) || 1);
    const limit = Math.min(500, Number.parseInt(req.query.limit, 10) || 50);
    const values = [];
    const where = [];
    const param = (v) => (values.push(v), `$${values.length}`);
    if (team) where.push(`team_id = ${param(team)}`);
    if (status) where.push(`employment_status = ${param(status)}`);
    if (searchTerm) {
      const term = searchTerm.replace(/\s+/g, '').toLowerCase();
      if (isChosungQuery(term)) where.push(`search_tokens @> array[${param(term)}]::text[]`);
      else {
        const key = typingKey(term);
        const byName = key ? `typing_keys @> array[${param(key)}]` : `search_tokens @> array[${param(term)}]`;
        // Prefixes as the ranges their pattern indexes answer exactly, as Saram asks them (a LIKE is checked again per row).
        const [from, to] = [param(term), param(`${term}\u{10FFFF}`)];
        where.push(`(${byName} or (employee_no ~>=~ ${from} and employee_no ~<~ ${to}) or (lower(email) ~>=~ ${from} and lower(email) ~<~ ${to}))`);
      }
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const columns = `id, employee_no, name_kor, name_eng, email, email_personal, phone, is_active, employment_status, employment_type,
      job_title, job_grade, job_function, hire_date, termination_date, insurance_corp, division, headquarters, team, part, version, address, termination_reason`;
    const paging = `order by employee_no limit ${limit} offset ${(page - 1) * limit}`;
    const recordAccess = (count) =>
      pool.query(`insert into access_log (actor_id, actor_label, ip, subject_type, subject_id, action, fields, request_id) values ($1, $2, $3, 'employee_list', $4, 'view', $5, $6)`, [
        null, 'bench', req.ip, `${count}명 (${req.url.split('?')[1] ?? ''})`.slice(0, 600), columns.split(',').map((c) => c.trim()), req.id,
      ]);
    if (searchTerm) {
      // Matches are few and scattered: collected first (else PostgreSQL walks the 사번 index testing every row).
      const { rows } = await pool.query(
        `with m as materialized (select ${columns} from employees ${filter}) select *, (select count(*) from m)::int as total from m ${paging}`,
        values,
      );
      await recordAccess(rows.length);
      return { data: rows, total: rows[0]?.total ?? 0, page, limit };
    }
    const [count, rows] = await Promise.all([
      pool.query(`select count(*)::int as n from employees ${filter}`, values),
      pool.query(`select ${columns} from employees ${filter} ${paging}`, values),
    ]);
    await recordAccess(rows.rows.length);
    return { data: rows.rows, total: count.rows[0].n, page, limit };
  });
}

await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ port: app.server.address().port }) + '\n');

const stop = async () => {
  await app.close().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
