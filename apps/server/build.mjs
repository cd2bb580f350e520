// Bundles the server (with @saram/shared inlined) into dist/server.js; other packages stay external.
// Then writes dist/pgdata-template.tar.gz, the migrated empty database a first embedded start loads.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { serverBuildOptions } from './build-options.mjs';

await rm('dist', { recursive: true, force: true });
await build(serverBuildOptions);
await build({ ...serverBuildOptions, entryPoints: ['src/backup-cli.ts'], outfile: 'dist/backup-cli.js' });
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
const makeTemplate = 'dist/make-template.js';
await build({ ...serverBuildOptions, entryPoints: ['src/db/make-template.ts'], outfile: makeTemplate, sourcemap: false });
execFileSync(process.execPath, [makeTemplate], { stdio: 'inherit' });
await rm(makeTemplate);
console.log('server built: apps/server/dist/server.js');
