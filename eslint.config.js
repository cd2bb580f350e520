import path from 'node:path';
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
  audit: 'audit',
  'access-log-reviews': 'audit',
  telemetry: 'telemetry',
  organization: 'organization',
  'unit-members': 'organization',
  'corporate-structure': 'corporate-structure',
  employees: 'employees',
  'user-settings': 'auth',
  'common-types': 'common-types',
  'role-rules': 'role-rules',
  checklists: 'checklists',
  onboarding: 'onboarding',
  resignations: 'resignations',
  recruitment: 'recruitment',
  'mail-outbox': 'mail',
  jobs: 'jobs',
  retention: 'retention',
  evaluations: 'evaluations',
  'report-data': 'reports',
  reports: 'reports',
};

/** Schema files a feature may read besides its own (the README's ownership map says why). */
const schemaReads = {
  auth: ['rbac', 'employees'],
  rbac: ['auth', 'employees', 'organization', 'corporate-structure'],
  employees: ['auth', 'audit'],
  organization: ['employees', 'auth', 'corporate-structure'],
  'corporate-structure': ['organization', 'employees'],
  tokens: ['auth'],
  audit: ['auth', 'employees'],
  'role-rules': ['rbac', 'auth', 'employees', 'organization', 'corporate-structure'],
  checklists: ['employees', 'auth', 'organization', 'corporate-structure'],
  onboarding: ['checklists', 'employees', 'auth', 'organization'],
  resignations: ['employees'],
  retention: ['employees'],
  evaluations: ['employees', 'organization', 'unit-members', 'auth'],
  reports: ['auth', 'rbac'],
  dashboard: ['employees', 'organization', 'unit-members', 'corporate-structure', 'checklists', 'resignations', 'recruitment', 'evaluations', 'auth'],
};

/**
 * A feature folder may use another feature only through the services and writers at its root (server:
 * `<feature>.service`, a sub-domain's `accounts.service`, `<feature>.writer` — the one module through
 * which others change its table) or api module (web); its repo, routes, components and sub-folders
 * stay private to it. Server files import only
 * the schema files their feature owns or may read (see schemaOwners).
 */
const featurePath = /^.*\/apps\/(?:server|web)\/src\/features\/([^/]+)(?:\/(.*))?$/;
const schemaPath = /^.*\/apps\/server\/src\/db\/schema\/([^/]+?)(?:\.ts)?$/;
const writeMethods = new Set(['insert', 'update', 'delete']);

const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const own = context.filename.match(featurePath);
    if (!own) return {};
    const feature = own[1];
    const isServerCode = context.filename.includes('/apps/server/src/') && !/\.test\.ts$/.test(context.filename);
    /** Tables imported from schema files this feature may only read: local name → schema file. */
    const readOnly = new Map();

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

    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (!source.startsWith('.')) return;
        const resolved = path.resolve(path.dirname(context.filename), source);
        const schema = resolved.match(schemaPath);
        if (schema && isServerCode) return checkSchema(node, schema[1]);
        const target = resolved.match(featurePath);
        if (!target || target[1] === feature) return;
        if (/^[^/]+\.(?:service|writer)$/.test(target[2] ?? '') || target[2] === 'api') return;
        context.report({
          node,
          message: `기능 '${feature}': 기능 '${target[1]}'의 것은 service·writer(서버) 또는 api(웹)로만 가져올 수 있습니다.`,
        });
      },
      CallExpression(node) {
        const { callee } = node;
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
    files: ['apps/server/src/features/*/**/*.ts', 'apps/web/src/features/*/**/*.{ts,tsx}'],
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
            { group: ['zod', 'zod/*', './*.schemas'], allowTypeImports: true, message: 'zod와 스키마는 .schemas.ts 모듈에만 둡니다(타입만 가져올 수 있습니다).' },
          ],
        },
      ],
    },
  },
);
