// Endpoint paths (issue 16): the web calls an endpoint of packages/shared with only its method, path
// and kind (lib/api-client.ts `call`); the zod schemas in the same object are the server's and the
// typechecker's. In the web build every `endpoint({...})` of packages/shared loses its `params`,
// `query`, `body` and `response`, and every top-level constant that calls something (a schema) is
// computed in a call marked pure: a schema that nothing on a screen uses is dropped, and zod with
// it when none is used. Forms that validate with a shared schema load it (and zod) with the form.
import path from 'node:path';
import { parseSync, Visitor, type Plugin } from 'vite';

const schemaKeys = new Set(['params', 'query', 'body', 'response']);

type Node = { type: string; start: number; end: number };

type Edit = { start: number; end: number; text: string };

/** Whether evaluating the expression calls something (calls inside the functions it defines do not count). */
function calls(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(calls);
  const { type } = node as Node;
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression') return false;
  if (type === 'CallExpression' || type === 'NewExpression') return true;
  return Object.entries(node).some(([key, child]) => key !== 'type' && calls(child));
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

/** The Vite plugin: applies withoutEndpointSchemas to packages/shared/src. */
export function endpointPathsPlugin(sharedDir: string): Plugin {
  const prefix = path.resolve(sharedDir) + path.sep;
  return {
    name: 'saram-endpoint-paths',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(prefix) || !id.endsWith('.ts')) return null;
      return { code: withoutEndpointSchemas(id, code), map: null };
    },
  };
}
