// Bundles the server (with @saram/shared inlined) into dist/server.js; other packages stay external.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import { serverBuildOptions } from './build-options.mjs';

await rm('dist', { recursive: true, force: true });
await build(serverBuildOptions);
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: apps/server/dist/server.js');
