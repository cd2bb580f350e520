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
