import { writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { endpointPathsPlugin } from './scripts/endpoint-paths';
import { routePreloadsPlugin } from './scripts/route-preloads';

const apiTarget = process.env.SARAM_API_URL ?? 'http://127.0.0.1:3000';

/**
 * Libraries that belong to one feature get a chunk of their own, loaded only by the screens that
 * import them (the organization chart, the checklist builder's drag and drop); React, React DOM and
 * the router, which every screen needs, form one vendor chunk whose hash survives app-only deploys. The start and the signed-in frame are a chunk each
 * (firstLoadGroups below); everything else is split by Rolldown where screens share it. A library
 * listed here must not be imported by the sign-in screen or the shell, or every screen would load
 * it: bundle-budget.ts checks.
 */
export const vendorGroups: { name: string; test: RegExp }[] = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-org-chart', test: /[\\/]node_modules[\\/](@xyflow|d3-[a-z]+|classcat)[\\/]/ },
  { name: 'vendor-dnd-kit', test: /[\\/]node_modules[\\/]@dnd-kit[\\/]/ },
];

/**
 * The start and the signed-in frame as one chunk each (issue 16): left to itself Rolldown splits
 * them into a chunk per set of screens that share a module (a dozen lucide icons of 0.3 KB each,
 * Radix's small helpers), and a cold /employees made ~70 requests. Each group holds the modules
 * its root imports statically, which every screen that loads the root loads anyway: `app` what
 * the entry (main.tsx) loads, `shell` what the signed-in frame (app-layout.tsx) adds. The closures
 * are read from the module graph at the end of the build's module phase, before chunking.
 */
function firstLoadGroups(srcDir: string) {
  const roots = { app: path.join(srcDir, 'main.tsx'), shell: path.join(srcDir, 'app/app-layout.tsx') };
  const members = { app: new Set<string>(), shell: new Set<string>() };
  const plugin: Plugin = {
    name: 'saram-first-load-groups',
    apply: 'build',
    buildEnd() {
      const closure = (root: string, skip: Set<string>) => {
        const seen = new Set<string>();
        const stack = [root];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id) || skip.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      members.app = closure(roots.app, new Set());
      members.shell = closure(roots.shell, members.app);
    },
  };
  // The graph has every import, also those tree-shaking drops (a barrel such as lucide-react's or
  // radix-ui's imports every icon or primitive): the groups take the app's own modules and the
  // shared modules' zod-free twins, and with them (Rolldown's includeDependenciesRecursively) the
  // library code these use.
  const groupable = (id: string) => !id.includes('/node_modules/') && !/packages[\\/]shared[\\/]src[\\/][^?]+$/.test(id);
  // The roots keep chunks of their own (the router imports app-layout.tsx's; the manifest, and with
  // it the bundle budget, names them), the groups hold what they import.
  const isRoot = (id: string) => id === roots.app || id === roots.shell;
  const groups = (['app', 'shell'] as const).map((name) => ({ name, test: (id: string) => members[name].has(id) && groupable(id) && !isRoot(id) }));
  return { plugin, groups };
}
const firstLoad = firstLoadGroups(fileURLToPath(new URL('./src', import.meta.url)));

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

/**
 * React Router's package resolves to its development build under every condition; its production
 * build is the same code without the development warnings: FIGURE.
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
  plugins: [react(), endpointPathsPlugin(fileURLToPath(new URL('../../packages/shared/src', import.meta.url)), fileURLToPath(new URL('./src', import.meta.url))), tailwindcss(), firstLoad.plugin, chunkPackages(), preloadFonts(['latin', 'signin']), routePreloadsPlugin(fileURLToPath(new URL('./src', import.meta.url)))],
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
        codeSplitting: { groups: [...vendorGroups, ...firstLoad.groups] },
      },
    },
  },
}));
