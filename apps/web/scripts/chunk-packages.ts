// Writes dist/.vite/chunk-packages.json: for every JS chunk, the npm packages it holds. The bundle
// budget (bundle-budget.ts) reads it: one feature's libraries and zod stay off the first screens,
// and Preact never reaches the build.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export function chunkPackages(): Plugin {
  return {
    name: 'saram-chunk-packages',
    apply: 'build',
    generateBundle(options, bundle) {
      const out: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const id of chunk.moduleIds) {
          const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
          if (match) packages.add(match[1].replace('\\', '/'));
        }
        out[chunk.fileName] = [...packages].sort();
      }
      const dir = path.join(options.dir ?? 'dist', '.vite');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'chunk-packages.json'), JSON.stringify(out, null, 1) + '\n');
    },
  };
}
