import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { endpointPathsPlugin } from './scripts/endpoint-paths';
import { preactAliases } from './scripts/preact-aliases';
import { routePreloadsPlugin } from './scripts/route-preloads';

const apiTarget = process.env.SARAM_API_URL ?? 'http://127.0.0.1:3000';

/**
 * Libraries that belong to one feature get a chunk of their own, loaded only by the screens that
 * import them (the organization chart, the checklist builder's drag and drop); Preact (React's API,
 * scripts/preact-aliases.ts) and the router, which every screen needs, form one vendor chunk whose hash survives app-only deploys. Everything
 * else is split by Rolldown where screens share it. A library listed here must not be imported by
 * the sign-in screen or the shell, or every screen would load it: bundle-budget.test.ts checks.
 */
export const vendorGroups: { name: string; test: RegExp }[] = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](preact|react-router)[\\/]/ },
  { name: 'vendor-org-chart', test: /[\\/]node_modules[\\/](@xyflow|d3-[a-z]+|classcat)[\\/]/ },
  { name: 'vendor-dnd-kit', test: /[\\/]node_modules[\\/]@dnd-kit[\\/]/ },
];

/**
 * Writes dist/.vite/chunk-packages.json: for every JS chunk, the npm packages it holds. The bundle
 * budget test uses it to prove that one feature's libraries never reach another screen.
 */
function chunkPackages(): Plugin {
  return {
    name: 'saram-chunk-packages',
    apply: 'build',
    generateBundle(options, bundle) {
      const out: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const id of chunk.moduleIds) {
          const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
          if (match) packages.add(match[1].replace('\\', '/'));
        }
        out[chunk.fileName] = [...packages].sort();
      }
      const dir = path.join(options.dir ?? 'dist', '.vite');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'chunk-packages.json'), JSON.stringify(out, null, 1) + '\n');
    },
  };
}

/**
 * Preloads the Pretendard slices every screen needs (Latin and the sign-in syllables), so their
 * fetch starts with the HTML instead of after the CSS: /login's text swaps to Pretendard sooner.
 */
function preloadFonts(slices: readonly string[]): Plugin {
  return {
    name: 'saram-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => slices.some((slice) => new RegExp(`/pretendard-${slice}-[\\w-]{8}\\.woff2$`).test(file)));
        if (files.length !== slices.length) throw new Error(`preload: expected the font slices ${slices.join(', ')}, found ${files.join(', ') || 'none'}`);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  resolve: { alias: preactAliases },
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Fast Refresh drives React's renderer, which Preact replaces: a changed module reloads the page.
  plugins: [react({ refreshExclude: /./ }), endpointPathsPlugin(fileURLToPath(new URL('../../packages/shared/src', import.meta.url)), fileURLToPath(new URL('./src', import.meta.url))), tailwindcss(), chunkPackages(), preloadFonts(['latin', 'signin']), routePreloadsPlugin(fileURLToPath(new URL('./src', import.meta.url)))],
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
    // The bundle budget (src/app/bundle-budget.test.ts) reads the first-load graph of each screen here.
    manifest: true,
    // The Pretendard slices stay files, however small: inlined, they would sit in every screen's CSS.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
