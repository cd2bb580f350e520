// `npm start`: runs the built server, building first when no build exists.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
  console.log('빌드가 없어 먼저 빌드합니다 / no build found, building first');
  const result = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../apps/server/dist/server.js');
