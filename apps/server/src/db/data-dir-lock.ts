import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Set when another live process holds the embedded database. */
export class DataDirLockedError extends Error {}

function holder(file: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(file, 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/**
 * The embedded PGlite may be opened by one process only: a second one (another server, a backup while
 * the server runs) would write the same files and corrupt them. PGlite's postmaster.pid cannot tell
 * (it holds no real process id and outlives a crash), so `pgdata.pid` beside the data directory holds
 * ours; a file left by a process that is gone (kill -9, power loss) is taken over. Returns the release.
 */
export function lockDataDir(pgdata: string): () => void {
  const file = `${path.resolve(pgdata)}.pid`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const pid = holder(file);
      if (pid !== null) {
        throw new DataDirLockedError(
          `내장 데이터베이스(${path.resolve(pgdata)})를 다른 프로세스(PID ${pid})가 쓰고 있습니다. 그 프로세스(서버)를 멈춘 뒤 다시 실행하세요.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  return () => {
    if (holder(file) === null) rmSync(file, { force: true });
  };
}
