import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Who owns which table, by schema file (apps/server/src/db/schema/<file>.ts → feature). A server
 * feature file may import its own schema files, plus the files its feature may read (`schemaReads`),
 * and never writes (insert, update, delete) a table it only reads. When a table moves to its owner's
 * schema file, add the file here; a new feature adds its files and, if needed, its reads.
 */
const schemaOwners = {
  auth: 'auth',
  rbac: 'rbac',
  sso: 'sso',
  'api-tokens': 'tokens',
  'access-requests': 'access-requests',
  audit: 'lib/audit',
  'access-log-reviews': 'audit',
  telemetry: 'telemetry',
  organization: 'organization',
  'unit-members': 'organization',
  'reporting-lines': 'organization',
  'corporate-structure': 'corporate-structure',
  employees: 'employees',
  'user-settings': 'auth',
  'common-types': 'common-types',
  'role-rules': 'role-rules',
  checklists: 'checklists',
  onboarding: 'onboarding',
  resignations: 'resignations',
  appointments: 'appointments',
  recruitment: 'recruitment',
  'mail-outbox': 'mail',
  jobs: 'jobs',
  retention: 'retention',
  evaluations: 'evaluations',
  'report-data': 'reports',
  reports: 'reports',
  certificates: 'certificates',
  'migration-batches': 'lib/migration-batches',
  webhooks: 'webhooks',
  notifications: 'notifications',
};

/** Schema files a feature may read besides its own (the README's ownership map says why). */
const schemaReads = {
  auth: ['rbac', 'employees', 'api-tokens'],
  rbac: ['auth', 'employees', 'organization', 'corporate-structure'],
  employees: ['auth', 'audit'],
  organization: ['employees', 'auth', 'corporate-structure'],
  'corporate-structure': ['organization', 'employees', 'migration-batches'],
  tokens: ['auth'],
  audit: ['audit', 'auth', 'employees'],
  'role-rules': ['rbac', 'auth', 'employees', 'organization', 'corporate-structure'],
  checklists: ['employees', 'auth', 'organization', 'corporate-structure'],
  onboarding: ['checklists', 'employees', 'auth', 'organization'],
  resignations: ['employees'],
  appointments: ['employees', 'organization', 'auth', 'corporate-structure'],
  retention: ['employees'],
  evaluations: ['employees', 'organization', 'unit-members', 'auth'],
  reports: ['auth', 'rbac', 'employees', 'organization', 'corporate-structure', 'evaluations', 'recruitment', 'resignations', 'checklists'],
  recruitment: ['employees'],
  webhooks: ['employees'],
  certificates: ['employees', 'corporate-structure'],
  'lib/employee-scope': ['employees', 'organization'],
  demo: ['auth', 'employees', 'unit-members', 'corporate-structure'],
  dashboard: ['employees', 'organization', 'unit-members', 'corporate-structure', 'checklists', 'resignations', 'recruitment', 'evaluations', 'auth'],
  notifications: ['auth', 'employees', 'organization', 'evaluations', 'checklists'],
};

/**
 * SQL table name → its schema file: read from the schema files' pgTable('name', ...) calls, plus the
 * tables only migrations create (kept by triggers).
 */
const schemaDir = fileURLToPath(new URL('./apps/server/src/db/schema/', import.meta.url));
const tableSchemas = new Map([
  ...fs
    .readdirSync(schemaDir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...fs.readFileSync(path.join(schemaDir, file), 'utf8').matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)].map((m) => [m[1], file.slice(0, -3)])),
  ['auth_epoch', 'rbac'],
  ['employee_totals', 'employees'],
]);

/**
 * What a lib/ module (with its `<module>.repo.ts`) acts as in the maps above: the feature whose tables
 * it keeps for everyone (the mail outbox, job runs), or `lib/<module>` for tables of its own (audit rows
 * and access records: written only through lib/audit, the audit feature reads them) and its reads. Any
 * other lib module owns and reads no table. demo/ owns none: the demo company is made through the
 * features' services and writers; its reads (picking people) are declared like a feature's.
 */
const libModules = {
  audit: 'lib/audit',
  mailer: 'mail',
  jobs: 'jobs',
  'migration-batches': 'lib/migration-batches',
  'employee-scope': 'lib/employee-scope',
};


/**
 * A feature folder may use another feature only through the services and writers at its root (server:
 * `<feature>.service`, a sub-domain's such as auth's `accounts.service`, `<feature>.writer` — the one
 * module through which others change its table) or api module (web); its repo, routes, components and
 * sub-folders stay private to it. demo/ uses any `*.service` or
 * `*.writer` of a feature, lib/ also a repo (authenticate reads credentials through auth's credentials.repo
 * and writes last-use times through it and tokens.repo).
 * Server files import only the schema files their feature owns or may read (see schemaOwners), and
 * name only those tables in SQL text. Queries are built only in repositories (`*.repo.ts`, and
 * `*.writer.ts`: a writer is a repository), which a service never re-exports.
 */
const serverPath = /^.*\/apps\/server\/src\/(.*)$/;
const featurePath = /^.*\/apps\/(?:server|web)\/src\/features\/([^/]+)(?:\/(.*))?$/;
const schemaPath = /^.*\/apps\/server\/src\/db\/schema\/([^/]+?)(?:\.ts)?$/;
const repoFile = /\.(?:repo|writer)\.ts$/;
/** Test support builds queries freely: tests, fixtures, test/ helpers, the database's own files. */
const testSupport = /(?:\.test\.ts|\.type-test\.ts|fixture[^/]*)$|^(?:test|db)\//;
const writeMethods = new Set(['insert', 'update', 'delete']);
const queryMethods = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', '$count', 'with']);
const queryFunctions = new Set(['queryRows', 'preparedRows', 'rawRows']);
const connection = /^(?:db|tx|trx|conn|database)$/;
/** Tables named in SQL text: after FROM/JOIN (read), INSERT INTO/UPDATE/DELETE FROM/TRUNCATE (write). */
const sqlTable = /\b(delete\s+from|insert\s+into|update|from|join|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const sqlText = /^\s*\(?\s*(?:select|with|insert|update|delete)\b/i;

/** Who a server or web file acts as, or null for files the ownership map does not cover. */
function ownerOf(filename) {
  const feature = filename.match(featurePath);
  if (feature) return { owner: feature[1], kind: 'feature' };
  const rel = filename.match(serverPath)?.[1];
  if (rel?.startsWith('lib/')) {
    const module = path.basename(rel).replace(/(?:\.repo)?\.ts$/, '');
    return { owner: libModules[module] ?? 'lib', kind: 'lib' };
  }
  if (rel?.startsWith('demo/')) return { owner: 'demo', kind: 'demo' };
  return null;
}

/** The root identifier of `a.b.c` (null when it is not a plain chain of names). */
function rootOf(node) {
  while (node.type === 'MemberExpression') node = node.object;
  return node.type === 'Identifier' ? node.name : null;
}

const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const rel = context.filename.match(serverPath)?.[1];
    const isServerCode = rel !== undefined && !testSupport.test(rel);
    const isRepo = repoFile.test(context.filename);
    const who = ownerOf(context.filename);
    if (!who && !isServerCode) return {};
    const feature = who?.owner;
    /** Tables imported from schema files this feature may only read: local name → schema file. */
    const readOnly = new Map();
    /** Local names imported from a repository module. */
    const fromRepo = new Set();
    /** Local names of drizzle's `sql` and of db/client's raw-query helpers. */
    const sqlNames = new Set();
    const queryHelpers = new Set();
    const checksTables = who && isServerCode;

    function checkSchema(node, file) {
      if (schemaOwners[file] === feature) return;
      if (!(schemaReads[feature] ?? []).includes(file)) {
        context.report({
          node,
          message: `기능 '${feature}': 스키마 '${file}'의 테이블은 기능 '${schemaOwners[file] ?? '(소유자 없음)'}' 소유입니다. eslint.config.js의 schemaReads에 선언된 것만 읽을 수 있습니다.`,
        });
        return;
      }
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportSpecifier') readOnly.set(specifier.local.name, file);
      }
    }

    function checkFeatureImport(node, target) {
      if (target[1] === feature && who.kind === 'feature') return;
      if (who.kind !== 'feature' && !isServerCode) return;
      const module = target[2] ?? '';
      if (who.kind === 'demo' && /\.(?:service|writer)$/.test(module)) return;
      if (who.kind === 'lib' && /\.(?:service|writer|repo)$/.test(module)) return;
      if (/^[^/]+\.(?:service|writer)$/.test(module) || module === 'api') return;
      context.report({
        node,
        message:
          who.kind === 'feature'
            ? `기능 '${feature}': 기능 '${target[1]}'의 것은 service·writer(서버) 또는 api(웹)로만 가져올 수 있습니다.`
            : `${who.kind}/: 기능 '${target[1]}'의 것은 service·writer${who.kind === 'lib' ? '·repo' : ''} 모듈로만 가져올 수 있습니다.`,
      });
    }

    /** Table names in one piece of SQL text, each checked against the owner's tables and reads. */
    function checkSqlText(node, text) {
      const seen = new Set();
      for (const [, keyword, name] of text.matchAll(sqlTable)) {
        const table = name.toLowerCase();
        const file = tableSchemas.get(table);
        const write = !/^(?:from|join)$/i.test(keyword);
        if (!file || schemaOwners[file] === feature || seen.has(`${table}${write}`)) continue;
        seen.add(`${table}${write}`);
        if (!(schemaReads[feature] ?? []).includes(file)) {
          context.report({
            node,
            message: `${feature}: SQL의 테이블 '${name}'(스키마 '${file}')은 기능 '${schemaOwners[file] ?? '(소유자 없음)'}' 소유입니다. eslint.config.js의 schemaReads에 선언된 것만 읽을 수 있습니다.`,
          });
        } else if (write) {
          context.report({
            node,
            message: `${feature}: SQL로 테이블 '${name}'(스키마 '${file}')에 쓸 수 없습니다(읽기 전용). 쓰기는 소유 기능 '${schemaOwners[file]}'를 거칩니다.`,
          });
        }
      }
    }

    function reportQuery(node) {
      context.report({
        node,
        message: '쿼리는 리포지토리(*.repo.ts, *.writer.ts)에서만 만듭니다. 이 모듈은 리포지토리의 함수를 부릅니다.',
      });
    }

    function reportReExport(node) {
      context.report({ node, message: '서비스는 리포지토리 함수를 다시 내보내지 않습니다. 감싸는 함수를 두거나 호출하는 쪽이 서비스의 유스케이스를 부릅니다.' });
    }

    const repoSource = (source) => typeof source === 'string' && source.startsWith('.') && /\.repo$/.test(source);

    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (source === 'drizzle-orm') {
          for (const s of node.specifiers) if (s.type === 'ImportSpecifier' && s.imported.name === 'sql') sqlNames.add(s.local.name);
        }
        if (!source.startsWith('.')) return;
        const resolved = path.resolve(path.dirname(context.filename), source);
        if (/\/apps\/server\/src\/db\/client$/.test(resolved)) {
          for (const s of node.specifiers) if (s.type === 'ImportSpecifier' && queryFunctions.has(s.imported.name)) queryHelpers.add(s.local.name);
        }
        if (repoSource(source) && node.importKind !== 'type') {
          for (const s of node.specifiers) if (s.importKind !== 'type') fromRepo.add(s.local.name);
        }
        if (!who) return;
        const schema = resolved.match(schemaPath);
        if (schema && isServerCode) return checkSchema(node, schema[1]);
        const target = resolved.match(featurePath);
        if (target) checkFeatureImport(node, target);
      },
      ExportAllDeclaration(node) {
        if (isServerCode && !isRepo && repoSource(node.source.value) && node.exportKind !== 'type') reportReExport(node);
      },
      ExportNamedDeclaration(node) {
        if (!isServerCode || isRepo || node.exportKind === 'type') return;
        if (node.source) {
          if (repoSource(node.source.value) && node.specifiers.some((s) => s.exportKind !== 'type')) reportReExport(node);
          return;
        }
        const aliases = [
          ...node.specifiers.filter((s) => s.exportKind !== 'type').map((s) => s.local),
          ...(node.declaration?.type === 'VariableDeclaration' ? node.declaration.declarations.map((d) => d.init) : []),
        ];
        if (aliases.some((a) => a && (a.type === 'Identifier' || a.type === 'MemberExpression') && fromRepo.has(rootOf(a)))) reportReExport(node);
      },
      TaggedTemplateExpression(node) {
        if (!isServerCode) return;
        const tag = node.tag.type === 'TSInstantiationExpression' ? node.tag.expression : node.tag;
        if (!sqlNames.has(rootOf(tag))) return;
        if (checksTables) checkSqlText(node, node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
      },
      'Literal, TemplateLiteral'(node) {
        if (!checksTables || node.parent?.type === 'TaggedTemplateExpression') return;
        const text = node.type === 'Literal' ? node.value : node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
        if (typeof text === 'string' && sqlText.test(text)) checkSqlText(node, text);
      },
      Identifier(node) {
        if (!isServerCode || isRepo || !sqlNames.has(node.name)) return;
        const { parent } = node;
        if (parent?.type === 'ImportSpecifier') return;
        if ((parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) || (parent?.type === 'Property' && parent.key === node && !parent.computed)) return;
        reportQuery(node);
      },
      CallExpression(node) {
        const { callee } = node;
        if (isServerCode && !isRepo) {
          if (callee.type === 'Identifier' && queryHelpers.has(callee.name)) reportQuery(node);
          if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') {
            const root = rootOf(callee.object);
            const viaQuery = callee.object.type === 'MemberExpression' && callee.object.object.type === 'MemberExpression' && callee.object.object.property.name === 'query';
            if (root && connection.test(root) && (queryMethods.has(callee.property.name) || viaQuery)) reportQuery(node);
          }
        }
        const table = node.arguments[0];
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !writeMethods.has(callee.property.name)) return;
        if (table?.type !== 'Identifier' || !readOnly.has(table.name)) return;
        context.report({
          node,
          message: `기능 '${feature}': 테이블 '${table.name}'(스키마 '${readOnly.get(table.name)}')에는 쓸 수 없습니다(읽기 전용). 쓰기는 소유 기능 '${schemaOwners[readOnly.get(table.name)]}'의 service를 거칩니다.`,
        });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/db/migrations/**', 'playwright-report/**', 'test-results/**', '.reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/features/*/**/*.{ts,tsx}'],
    plugins: { saram: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'saram/feature-boundaries': 'error' },
  },
  {
    // No import circles (issue 33): a module never reaches itself through the value imports of the
    // modules it imports, dynamic ones included (type-only imports are erased, so they do not count).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The contract's values (labels, transition tables, routes) load on screens; zod only where a
    // screen validates. So zod stays in the `.schemas.ts` modules (endpoint.ts: routes and schemas),
    // and in contract.ts, which joins them for the server (the web imports only its types).
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/**/*.schemas.ts', 'packages/shared/src/**/*.test.ts', 'packages/shared/src/contract.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['zod', 'zod/*', '**/*.schemas'], allowTypeImports: true, message: 'zod와 스키마는 .schemas.ts 모듈에만 둡니다(타입만 가져올 수 있습니다).' },
          ],
        },
      ],
    },
  },
);
