import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The `import-x/no-cycle` rule of eslint.config.js (issue 33: no import circles), run through ESLint's
 * Node API on fixture files written for the test: a pair of modules importing each other is
 * reported, directly, through a third module and through a dynamic import; type-only imports,
 * erased at build time, are not.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
const dir = mkdtempSync(path.join(root, 'apps/server/src/cycle-fixture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the fixture files, lints the first one and answers the cycle messages. */
async function cycleErrors(files: Record<string, string>): Promise<string[]> {
  const sub = mkdtempSync(path.join(dir, 'case-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(sub, name), code);
  const [result] = await eslint.lintFiles([path.join(sub, Object.keys(files)[0]!)]);
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
}

describe('import-x/no-cycle', () => {
  it('reports a pair of modules importing each other, directly or through another module', async () => {
    expect(
      await cycleErrors({
        'a.ts': `import { b } from './b';\nexport const a = () => b;\n`,
        'b.ts': `import { a } from './a';\nexport const b = () => a;\n`,
      }),
    ).toEqual(['Dependency cycle detected']);
    expect(
      await cycleErrors({
        'a.ts': `import { b } from './b';\nexport const a = () => b;\n`,
        'b.ts': `import { c } from './c';\nexport const b = () => c;\n`,
        'c.ts': `export { a as c } from './a';\n`,
      }),
    ).toHaveLength(1);
  });

  it('reports a lazy import that closes a circle, and lets type-only imports be', async () => {
    expect(
      await cycleErrors({
        'routes.ts': `export const load = () => import('./page');\nexport const path = '/';\n`,
        'page.ts': `import { path } from './routes';\nexport const page = path;\n`,
      }),
    ).toHaveLength(1);
    expect(
      await cycleErrors({
        'a.ts': `import type { B } from './b';\nexport type A = { b: B };\nexport const a = 1;\n`,
        'b.ts': `import { a } from './a';\nexport type B = typeof a;\n`,
      }),
    ).toEqual([]);
  });
});
