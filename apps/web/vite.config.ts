import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkPackages } from './scripts/chunk-packages';
import { firstLoadGroups } from './scripts/first-load-groups';
import { preloadFonts } from './scripts/preload-fonts';
import { routePreloadsPlugin } from './scripts/route-preloads';

const apiTarget = process.env.SARAM_API_URL ?? 'http://127.0.0.1:3000';
const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The start and the signed-in frame one chunk each (scripts/first-load-groups.ts): a cold
 * /employees fetches 38 JS files instead of 70, 227.5 KB instead of 240.3; /login 140.6 KB instead
 * of 142.6 (bundle budget figures, 2026-11-29).
 */
const firstLoad = firstLoadGroups(srcDir);

/**
 * React, React DOM and the router in a chunk of their own: its hash survives app-only deploys, so a
 * returning user keeps those 82 KB of every screen cached and fetches only the app's changed chunks.
 */
const vendorReact = { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ };

/**
 * React Router's package resolves to its development build under every condition; its production
 * build is the same code without the development warnings: 0.6 KB less on every screen.
 */
function routerProductionBuild() {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? routerProductionBuild() : [] },
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    firstLoad.plugin,
    chunkPackages(),
    preloadFonts(['latin', 'signin']),
    routePreloadsPlugin(srcDir),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle budget (scripts/bundle-budget.ts) reads the first-load graph of each screen here.
    manifest: true,
    // The Pretendard slices stay files, however small: inlined, they would sit in every screen's CSS.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [vendorReact, ...firstLoad.groups] },
      },
    },
  },
}));
