// Builds first when no build exists or a source is newer than it (after a `git pull`, say), so `npm start`
// and `npm run backup` never run an outdated build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const builds = ['apps/server/dist/server.js', 'apps/server/dist/backup-cli.js', 'apps/web/dist/index.html'];
const sources = ['apps/server/src', 'apps/web/src', 'apps/web/index.html', 'packages/shared/src', 'packages/charts/src', 'package-lock.json'];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** `toStderr`: the build's messages go to stderr, leaving stdout to the command's own answer. */
export function ensureBuilt({ toStderr = false } = {}) {
  const log = toStderr ? console.error : console.log;
  const built = builds.every((file) => existsSync(file)) ? Math.min(...builds.map((file) => statSync(file).mtimeMs)) : 0;
  if (built === 0 || Math.max(...sources.map(newest)) > built) {
    log(built === 0 ? '빌드가 없어 먼저 빌드합니다 / no build found, building first' : '소스가 빌드보다 새로워 다시 빌드합니다 / sources changed, rebuilding');
    const result = spawnSync(npm, ['run', 'build'], { stdio: ['inherit', toStderr ? process.stderr : 'inherit', 'inherit'] });
    // An install without dev dependencies cannot build: it runs the build it was given.
    if (result.status !== 0 && built === 0) process.exit(result.status ?? 1);
    if (result.status !== 0) console.warn('다시 빌드하지 못해 기존 빌드로 시작합니다 / rebuild failed, starting the existing build');
  }
}
