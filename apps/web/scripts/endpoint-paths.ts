// Endpoint paths (issue 16): the web calls an endpoint of packages/shared with only its method, path
// and kind (lib/api-client.ts `call`); the zod schemas in the same object are the server's and the
// typechecker's. In the web build every `endpoint({...})` of packages/shared loses its `params`,
// `query`, `body` and `response`, and every top-level constant that calls something (a schema) is
// computed in a call marked pure: a schema that nothing on a screen uses is dropped, and zod with
// it when none is used. Forms that validate with a shared schema load it (and zod) with the form.
//
// Tree-shaking is per module, and a chunk holds whole modules: a shared module whose schema one
// screen's form uses and whose constants or endpoints the first screens use would bring zod to the
// first screens. So in the web build a shared module is two: the web's imports of its computed
// constants (schemas) keep `@saram/shared/x`, every other name comes from `@saram/shared/x?values`,
// the same source whose schemas nothing imports (withSchemasApart).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, Visitor, type Plugin } from 'vite';

const schemaKeys = new Set(['params', 'query', 'body', 'response']);

type Node = { type: string; start: number; end: number };

type Edit = { start: number; end: number; text: string };

/**
 * Whether evaluating the expression calls something (calls inside the functions it defines do not
 * count, nor, with `exceptEndpoints`, the calls of `endpoint` and what is in them).
 */
function calls(node: unknown, exceptEndpoints = false): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((child) => calls(child, exceptEndpoints));
  const { type } = node as Node;
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression') return false;
  if (exceptEndpoints && type === 'CallExpression') {
    const { callee } = node as unknown as { callee: { type: string; name?: string } };
    if (callee.type === 'Identifier' && callee.name === 'endpoint') return false;
  }
  if (type === 'CallExpression' || type === 'NewExpression') return true;
  return Object.entries(node).some(([key, child]) => key !== 'type' && calls(child, exceptEndpoints));
}

function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  // From the end, so that earlier offsets stay valid.
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * The source with the schema properties of every `endpoint({...})` call removed, and every top-level
 * `const` that calls something computed in a call marked pure (shared holds data and pure functions):
 * a schema no screen uses is dropped, and zod with it when none is used.
 */
export function withoutEndpointSchemas(file: string, code: string): string {
  const stripped: Edit[] = [];
  new Visitor({
    CallExpression(call) {
      const [definition] = call.arguments;
      if (call.callee.type !== 'Identifier' || call.callee.name !== 'endpoint' || definition?.type !== 'ObjectExpression') return;
      const kept = definition.properties.filter(
        (p) => !(p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && schemaKeys.has(p.key.name)),
      ) as Node[];
      stripped.push({ start: definition.start, end: definition.end, text: `{ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} }` });
    },
  }).visit(parseSync(file, code).program);
  const slim = applyEdits(code, stripped);
  const pure: Edit[] = [];
  for (const statement of parseSync(file, slim).program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const { init } of declaration.declarations) {
      if (init && calls(init)) pure.push({ start: init.start, end: init.end, text: `/* @__PURE__ */ (() => (${slim.slice(init.start, init.end)}))()` });
    }
  }
  return applyEdits(slim, pure);
}

const valuesQuery = '?values';

/**
 * The exported constants of a module that are computed (a call: a schema), not literals, functions or
 * endpoint objects (which the web build keeps without their schemas).
 */
export function computedExports(file: string, code: string): Set<string> {
  const names = new Set<string>();
  for (const statement of parseSync(file, code).program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { id, init } of declaration.declarations) if (id.type === 'Identifier' && calls(init, true)) names.add(id.name);
  }
  return names;
}

/**
 * The source with each value import from packages/shared split in two: the exporter's computed
 * constants (its schemas) from the module itself, every other name (literals, functions, endpoint
 * objects) from the module's `?values` twin. `computedOf` names the computed exports of an import's
 * source, null when it is not a module of packages/shared. Type-only and namespace imports stay.
 */
export function withSchemasApart(file: string, code: string, computedOf: (source: string) => Set<string> | null): string {
  const edits: Edit[] = [];
  for (const statement of parseSync(file, code).program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const source = statement.source.value;
    const computed = computedOf(source);
    const specifiers = statement.specifiers;
    if (!computed || !specifiers.length || specifiers.some((s) => s.type !== 'ImportSpecifier')) continue;
    const named = specifiers as Extract<(typeof specifiers)[number], { type: 'ImportSpecifier' }>[];
    const nameOf = (s: (typeof named)[number]) => (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value);
    const schemas = named.filter((s) => s.importKind !== 'type' && computed.has(nameOf(s)));
    const values = named.filter((s) => !schemas.includes(s));
    if (!values.length) continue;
    const list = (of: typeof named) => of.map((s) => code.slice(s.start, s.end)).join(', ');
    const text = [`import { ${list(values)} } from '${source}${valuesQuery}';`, schemas.length ? `import { ${list(schemas)} } from '${source}';` : ''].join(' ');
    edits.push({ start: statement.start, end: statement.end, text });
  }
  return edits.length ? applyEdits(code, edits) : code;
}

/**
 * The Vite plugin: every module of packages/shared loses its endpoints' schemas
 * (withoutEndpointSchemas; in the tests too), and in the build the web's imports from packages/shared
 * and the twins' imports of their siblings take the schemas apart (withSchemasApart).
 */
export function endpointPathsPlugin(sharedDir: string, webSrcDir: string): Plugin {
  const sharedPrefix = path.resolve(sharedDir) + path.sep;
  const webPrefix = path.resolve(webSrcDir) + path.sep;
  const computed = new Map<string, Set<string>>();
  const computedIn = (file: string) => {
    if (!computed.has(file)) computed.set(file, existsSync(file) ? computedExports(file, readFileSync(file, 'utf8')) : new Set());
    return computed.get(file)!;
  };
  let build = false;
  return {
    name: 'saram-endpoint-paths',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith(valuesQuery)) return null;
      const resolved = await this.resolve(source.slice(0, -valuesQuery.length), importer?.split('?')[0], options);
      return resolved && { ...resolved, id: resolved.id + valuesQuery };
    },
    transform(code, id) {
      const [file, query] = id.split('?');
      if (file.startsWith(sharedPrefix) && file.endsWith('.ts')) {
        const slim = withoutEndpointSchemas(file, code);
        if (`?${query}` !== valuesQuery) return { code: slim, map: null };
        const sibling = (source: string) => (source.startsWith('./') ? computedIn(path.join(sharedPrefix, `${source.slice(2)}.ts`)) : null);
        return { code: withSchemasApart(file, slim, sibling), map: null };
      }
      if (build && file.startsWith(webPrefix) && /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) {
        const shared = (source: string) => (source.startsWith('@saram/shared/') ? computedIn(path.join(sharedPrefix, `${source.slice('@saram/shared/'.length)}.ts`)) : null);
        return { code: withSchemasApart(file, code, shared), map: null };
      }
      return null;
    },
  };
}
