import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A feature folder may use another feature only through that feature's service (server) or
 * api module (web); its repo, routes and components stay private to it.
 */
const featurePath = /^.*\/apps\/(?:server|web)\/src\/features\/([^/]+)(?:\/(.*))?$/;
const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const own = context.filename.match(featurePath);
    if (!own) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (!source.startsWith('.')) return;
        const target = path.resolve(path.dirname(context.filename), source).match(featurePath);
        if (!target || target[1] === own[1]) return;
        if (target[2] === `${target[1]}.service` || target[2] === 'api') return;
        context.report({
          node,
          message: `기능 '${own[1]}'은(는) 기능 '${target[1]}'의 service(서버) 또는 api(웹)만 가져올 수 있습니다.`,
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
);
