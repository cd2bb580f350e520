import { createRequire } from 'node:module';
import path from 'node:path';
// The web app is written against React's API and runs on Preact (issue 16): the build (vite.config.ts)
// and the web tests (vitest.config.ts) resolve React's modules to preact/compat.
/** React's API on Preact (preact/compat): the same components, 50 KB less JavaScript on every screen. */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * React Router's package resolves to its development build under every condition; its production
 * build is the same code with the development warnings off, which the minifier then drops (the web
 * build, vite.config.ts).
 */
export function routerProductionAliases() {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}
