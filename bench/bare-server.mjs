// Baseline for bench/run.mjs: a bare Fastify 5 server with one route, GET /bare -> {"status":"ok"}.
// With BARE_DATABASE_URL (bench/employees.mjs) also GET /bare/employees?page=N: the 50 employees of
// that page with the columns Saram's list selects, ordered by employee number, straight from
// PostgreSQL through a pg pool of Saram's size (no auth, no total count, no schema serializer).
// Runs as its own process (like Saram) so it does not share an event loop with the load generator.
// Listens on 127.0.0.1 on a free port and prints {"port":N} as one line on stdout.
// Exits on SIGTERM/SIGINT, and when its stdin closes (the parent bench process went away).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));

if (process.env.BARE_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
  app.addHook('onClose', () => pool.end());
  app.get('/bare/employees', async (req) => {
    const page = Math.max(1, Number.parseInt(req.query.page, 10) || 1);
    const { rows } = await pool.query(
      `select id, employee_no, name_kor, name_eng, email, email_personal, phone, is_active, employment_status, employment_type,
         job_title, job_grade, job_function, hire_date, termination_date, insurance_corp, division, headquarters, team, part, version,
         coalesce(nullif(concat_ws(' ', record->'personal'->'addressInfo'->>'address',
           nullif(record->'personal'->'addressInfo'->>'addressDetail', '')), ''), record->'personal'->>'address') as address,
         record->'resignation'->>'resignationReason' as termination_reason
       from employees order by employee_no asc limit 50 offset $1`,
      [(page - 1) * 50],
    );
    return { data: rows };
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
