/**
 * Starts the built Saram for the browser tests (e2e/playwright.config.ts). With E2E_DATABASE_URL
 * naming a PostgreSQL server it runs on a fresh database there, dropped when the run ends; else on
 * embedded PGlite in DATA_DIR. PostgreSQL is what production runs and serves the two test workers
 * in parallel, where PGlite answers one query at a time.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';

const serverUrl = process.env.E2E_DATABASE_URL;
let database = null;

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Databases of earlier runs whose starter is gone (a run killed before it could drop its own). */
async function dropLeftovers() {
  const rows = await admin(`select datname from pg_database where datname like 'saram\\_e2e\\_%'`);
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    if (pid && !alive(pid)) await admin(`drop database if exists ${datname} with (force)`);
  }
}

const env = { ...process.env };
if (serverUrl) {
  await dropLeftovers();
  database = `saram_e2e_${process.pid}_${Date.now()}`;
  await admin(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
}

const server = spawn(process.execPath, ['apps/server/dist/server.js'], { stdio: 'inherit', env });

async function dropDatabase() {
  if (!database) return;
  const name = database;
  database = null;
  await admin(`drop database if exists ${name} with (force)`).catch((error) => console.error(`could not drop ${name}: ${error.message}`));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', async (code, signal) => {
  await dropDatabase();
  process.exit(code ?? (signal ? 1 : 0));
});
