import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';
import { expect, it } from 'vitest';

const server = fileURLToPath(new URL('../../test/stalled-log-server.ts', import.meta.url));

/** Starts the server, lets `onLogged` treat its stdout once the log is backed up, then SIGTERMs it: ms to exit, or null. */
async function stopAfter(onLogged: (stdout: Readable) => void): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', server], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const stdout = child.stdout!;
  stdout.pause();
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', () => reject(new Error('the server ended before it had logged')));
  });
  onLogged(stdout);
  const started = Date.now();
  const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(Date.now() - started)));
  child.kill('SIGTERM');
  const ms = await Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000))]);
  if (ms === null) child.kill('SIGKILL');
  return ms;
}

it('stops on SIGTERM within 15 s while nobody reads its log', { timeout: 60_000 }, async () => {
  const ms = await stopAfter(() => {});
  expect(ms).not.toBeNull();
  expect(ms!).toBeLessThan(15_000);
});

it('stops on SIGTERM within 15 s when the reader of its log is gone (EPIPE)', { timeout: 60_000 }, async () => {
  const ms = await stopAfter((stdout) => stdout.destroy());
  expect(ms).not.toBeNull();
  expect(ms!).toBeLessThan(15_000);
});
