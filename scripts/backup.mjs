// `npm run backup` / `npm run restore <file>`: apps/server/src/backup-cli.ts, built first when needed.
// Only the backup's path goes to stdout (`file=$(npm run -s backup)`); messages go to stderr.
import { ensureBuilt } from './ensure-build.mjs';

ensureBuilt({ toStderr: true });
await import('../apps/server/dist/backup-cli.js');
