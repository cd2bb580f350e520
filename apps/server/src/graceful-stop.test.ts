import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase, migratedPgliteDump } from './test/database';

/**
 * Issue 32 item 4 (graceful stop): the production bundle, started as a child that logs into a pipe nobody
 * reads until its reader closes it (as when the process that started it died), gets SIGTERM while a
 * request is in flight (its client still sending the body): the request is answered and the process exits
 * within 15 s. The bundle is
 * built here with the build's own options (dist/ may be rebuilt by a parallel step of `npm test`), inside
 * node_modules/.cache so that its external packages resolve.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bundleDir = path.join(root, 'node_modules', '.cache', `saram-stop-${randomBytes(4).toString('hex')}`);
const migrations = fileURLToPath(new URL('./db/migrations', import.meta.url));
const children: ChildProcess[] = [];

beforeAll(async () => {
  const optionsFile = new URL('../build-options.mjs', import.meta.url).href;
  const { serverBuildOptions } = (await import(optionsFile)) as { serverBuildOptions: BuildOptions };
  await mkdir(bundleDir, { recursive: true });
  await build({ ...serverBuildOptions, outfile: path.join(bundleDir, 'server.js'), sourcemap: false, logLevel: 'silent' });
  await cp(migrations, path.join(bundleDir, 'migrations'), { recursive: true });
  // The migrated empty database a first embedded start loads (what build.mjs writes with make-template.ts).
  if (!process.env.TEST_DATABASE_URL) {
    await writeFile(path.join(bundleDir, 'pgdata-template.tar.gz'), gzipSync(Buffer.from(await migratedPgliteDump().arrayBuffer()), { level: 1 }));
  }
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(bundleDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

async function waitForHealth(port: number, exited: () => boolean): Promise<void> {
  const until = Date.now() + 90_000;
  while (Date.now() < until && !exited()) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not answer /api/health');
}

// closed: the parent died, and the pipe with it (EPIPE). stalled: whoever holds the pipe's other end reads
// nothing (a logger that hangs, a parent that died inside a pipeline): a write never completes; this is the
// case that kept a server running (sonic-boom's flushSync retried it for ever). Each case starts a server:
// the PGlite run (a slow start) takes the stalled one only, the PostgreSQL run both.
const pipes = process.env.TEST_DATABASE_URL ? (['closed', 'stalled'] as const) : (['stalled'] as const);
it.each(pipes)('finishes the request in flight and exits within 15 s on SIGTERM, its log pipe %s', { timeout: 180_000 }, async (pipe) => {
  const port = await freePort();
  const database = process.env.TEST_DATABASE_URL ? { DATABASE_URL: await createPostgresDatabase() } : { DATA_DIR: path.join(bundleDir, `data-${pipe}`) };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SARAM_ADMIN_PASSWORD: 'graceful-stop-passphrase-7',
    JOBS_SCHEDULE_CHECK_SECONDS: '0',
    ...database,
  };
  const child = spawn(process.execPath, [path.join(bundleDir, 'server.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const stderr: Buffer[] = [];
  child.stderr.on('data', (c: Buffer) => stderr.push(c));
  // Nobody reads its log: once the pipe is full, the lines wait in the logger.
  child.stdout.pause();
  let exit: { code: number | null; signal: NodeJS.Signals | null; at: number } | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: Date.now() };
      resolve();
    }),
  );
  await waitForHealth(port, () => exit !== undefined);
  // Two log lines a request: well past the pipe's 64 KB.
  for (let i = 0; i < 20; i++) await Promise.all(Array.from({ length: 25 }, () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.arrayBuffer())));
  if (pipe === 'closed') child.stdout.destroy();

  // A request in flight: its headers are in, half its body is still to come.
  const payload = JSON.stringify({ loginId: 'nobody-here', password: 'not-the-password-at-all' });
  const socket = net.connect(port, '127.0.0.1');
  const answer = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', reject);
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    `POST /api/mongo/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload.slice(0, 10)}`,
  );
  await new Promise((r) => setTimeout(r, 500));

  const signalled = Date.now();
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  expect(exit, 'it must wait for the request in flight').toBeUndefined();
  // Not end(): a half-closed request is one its client gave up on (Node then drops it).
  socket.write(payload.slice(10));
  const response = await answer;
  expect(response).toMatch(/^HTTP\/1\.1 401 /);
  expect(response).toContain('"code":"INVALID_CREDENTIALS"');

  await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  expect(exit, `still running 20 s after SIGTERM; stderr: ${Buffer.concat(stderr).toString()}`).toBeDefined();
  expect(exit!.at - signalled).toBeLessThan(15_000);
  expect(exit!.code, Buffer.concat(stderr).toString()).toBe(0);
});
