// Bundles the server (with @saram/shared inlined) into dist/server.js; other packages stay external.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@saram/') ? undefined : { external: true }));
      },
    },
  ],
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: apps/server/dist/server.js');
