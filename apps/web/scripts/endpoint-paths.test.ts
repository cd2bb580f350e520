import { describe, expect, it } from 'vitest';
import { computedExports, withoutEndpointSchemas, withSchemasApart } from './endpoint-paths';

describe('endpoint paths (the web build of packages/shared)', () => {
  it('keeps method, path and kind of an endpoint, not its schemas', () => {
    const out = withoutEndpointSchemas(
      'a.ts',
      "export const api = { list: endpoint({ method: 'GET', path: `${base}/list`, access: read, query: listQuery, response: pageOf(item) }), file: endpoint({ method: 'GET', path: '/api/x', access: read, file: true }) };",
    );
    expect(out).toContain("endpoint({ method: 'GET', path: `${base}/list`, access: read })");
    expect(out).toContain("endpoint({ method: 'GET', path: '/api/x', access: read, file: true })");
    expect(out).not.toMatch(/listQuery|pageOf/);
  });

  it('computes a top-level constant that calls something in a pure call; functions and plain values stay as they are', () => {
    const out = withoutEndpointSchemas(
      'a.ts',
      "import { z } from 'zod';\nexport const nameSchema = z.string().min(1);\nconst base = '/api/x';\nexport const labels = { a: 'A' };\nexport function f(x: string) { return nameSchema.parse(x); }\nexport const g = (x: string) => nameSchema.parse(x);",
    );
    expect(out).toContain('export const nameSchema = /* @__PURE__ */ (() => (z.string().min(1)))();');
    expect(out).toContain("const base = '/api/x';");
    expect(out).toContain("export const labels = { a: 'A' };");
    expect(out).toContain('export function f(x: string) { return nameSchema.parse(x); }');
    expect(out).toContain('export const g = (x: string) => nameSchema.parse(x);');
  });

  it("names a module's computed exports (schemas), not its literals, functions or endpoint objects", () => {
    const source =
      "export const aSchema = z.object({});\nexport const base = userBase.extend({});\nexport const kinds = ['a', 'b'] as const;\nexport const labels = { a: 'A' };\nexport const label = (k: string) => k;\nexport function f() { return aSchema.parse(1); }\nexport const api = { list: endpoint({ method: 'GET', path: '/x', query: aSchema }) };\nconst inner = z.string();";
    expect([...computedExports('a.ts', source)].sort()).toEqual(['aSchema', 'base']);
  });

  it("splits the web's imports of a shared module: its schemas from the module, everything else from its ?values twin", () => {
    const computed = new Set(['aSchema', 'base']);
    const computedOf = (source: string) => (source.startsWith('@saram/shared/') ? computed : null);
    const out = withSchemasApart(
      'a.tsx',
      [
        "import { aSchema, kinds, type Kind } from '@saram/shared/x';",
        "import { labels } from '@saram/shared/y';",
        "import { base } from '@saram/shared/z';",
        "import type { T } from '@saram/shared/t';",
        "import * as all from '@saram/shared/n';",
        "import { useState } from 'react';",
      ].join('\n'),
      computedOf,
    );
    expect(out.split('\n')).toEqual([
      "import { kinds, type Kind } from '@saram/shared/x?values'; import { aSchema } from '@saram/shared/x';",
      "import { labels } from '@saram/shared/y?values'; ",
      "import { base } from '@saram/shared/z';",
      "import type { T } from '@saram/shared/t';",
      "import * as all from '@saram/shared/n';",
      "import { useState } from 'react';",
    ]);
  });
});
