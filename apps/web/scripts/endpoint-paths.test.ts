import { describe, expect, it } from 'vitest';
import { withoutEndpointSchemas } from './endpoint-paths';

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
});
