import { execFile } from 'node:child_process';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type BuildOptions } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci --omit=dev && SARAM_DEMO=1 npm start` must work: every package the built server loads
 * (dist/server.js keeps all but @saram/shared external) has to be installed without dev
 * dependencies. The bundle is built in memory with the build's own options, and each external
 * import (static or dynamic, e.g. the demo's faker) is looked up in `npm ls --omit=dev`.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Packages the server finds with require.resolve instead of importing them (the HR card's font). */
const resolvedAtRunTime = ['pretendard'];

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

async function externalPackages(): Promise<Set<string>> {
  // A variable path: build-options.mjs is plain JavaScript shared with build.mjs.
  const optionsFile = new URL('../build-options.mjs', import.meta.url).href;
  const { serverBuildOptions } = (await import(optionsFile)) as { serverBuildOptions: BuildOptions };
  const result = await build({ ...serverBuildOptions, write: false, metafile: true, sourcemap: false, logLevel: 'silent' });
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
  return new Set(imports.filter((i) => i.external && !isBuiltin(i.path)).map((i) => packageName(i.path)));
}

async function productionTree(): Promise<Set<string>> {
  const { stdout } = await promisify(execFile)('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, maxBuffer: 16 * 1024 * 1024 }).catch(
    // npm ls exits non-zero for problems elsewhere in the tree (e.g. an extraneous package); the list is still printed.
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return new Set(stdout.split('\n').filter(Boolean).map((line) => path.relative(root, line).split(path.sep).join('/')));
}

describe('runtime dependencies of the built server', () => {
  it('installs every package dist/server.js loads without dev dependencies', async () => {
    const [packages, installed] = await Promise.all([externalPackages(), productionTree()]);
    // The demo's generator is loaded on demand: the check sees dynamic imports too.
    expect(packages).toContain('@faker-js/faker');
    expect(packages).toContain('fastify');
    const missing = [...packages, ...resolvedAtRunTime].filter(
      (name) => !installed.has(`node_modules/${name}`) && !installed.has(`apps/server/node_modules/${name}`),
    );
    expect(missing).toEqual([]);
  }, 60_000);
});
