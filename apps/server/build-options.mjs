// How dist/server.js is bundled: @saram/shared inlined, every other package external (resolved from
// node_modules at run time, so each must be a runtime dependency: src/runtime-dependencies.test.ts).
import { fileURLToPath } from 'node:url';

/** @type {import('esbuild').BuildOptions} */
export const serverBuildOptions = {
  entryPoints: [fileURLToPath(new URL('./src/server.ts', import.meta.url))],
  outfile: fileURLToPath(new URL('./dist/server.js', import.meta.url)),
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
};
