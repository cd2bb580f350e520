// Route preloads (issue 16): for each route of src/app/route-table.ts, the JS and CSS its first
// paint needs beyond the entry (the signed-in routes, the frame, the page and what they import), written to
// dist/.vite/route-preloads.json. The server puts them into index.html as <link rel="modulepreload">
// (apps/server/src/lib/http/web-index.ts), so a cold load fetches the page's chunks with the entry instead
// of after the entry has run and the router has asked for them. The Pretendard slices of the screen's
// own words (src/assets/fonts/screen-slices.json) are preloaded too: its text would otherwise wait
// for the first render to ask for them, and a text in a font still loading paints late (the largest
// paint of /employees is its description). Latin and the sign-in syllables are every page's
// (index.html); the slices of people's and units' names and of rare syllables depend on the data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** route path → the module of its page ('src/features/employees/employees-page'), read from the route table's source. */
export function routeModules(source: string): Record<string, string | null> {
  const named = new Map([...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]));
  const starts = [...source.matchAll(/\bpath: '([^']+)'/g)];
  const out: Record<string, string | null> = {};
  starts.forEach((match, i) => {
    const body = source.slice(match.index, starts[i + 1]?.index ?? source.length);
    const page = /\bpage: (?:\(\) => import\('([^']+)'\)|(\w+))/.exec(body);
    out[match[1]] = page ? (page[1] ?? named.get(page[2]) ?? null) : null;
  });
  return out;
}

type ChunkInfo = { fileName: string; isEntry: boolean; facadeModuleId: string | null; moduleIds: string[]; imports: string[]; css: string[] };

/** The font slices a route preloads: the recorded ones of its screen's own words. */
export function routeFonts(slices: string[] | undefined, fontFiles: string[]): string[] {
  const wanted = (slices ?? []).filter((slice) => !['latin', 'signin'].includes(slice) && !/^(names|units|rest)-\d+$/.test(slice));
  return wanted.map((slice) => fontFiles.find((file) => new RegExp(`/pretendard-${slice}-[\\w-]{8}\\.woff2$`).test(file))).filter((file): file is string => Boolean(file));
}

export function routePreloads(
  routes: Record<string, string | null>,
  chunks: ChunkInfo[],
  resolve: (spec: string) => string[],
  fontsOf: (route: string) => string[] = () => [],
) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const stack = [...start];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file) || !byFile.has(file)) continue;
      seen.add(file);
      stack.push(...byFile.get(file)!.imports);
    }
    return seen;
  };
  const chunkOf = (spec: string) => {
    const ids = resolve(spec);
    // The chunk that stands for the module, else the one Rolldown merged it into.
    const chunk = chunks.find((c) => c.facadeModuleId && ids.includes(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some((id) => ids.includes(id)));
    if (!chunk) throw new Error(`route preloads: no chunk for ${spec}`);
    return chunk.fileName;
  };
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const entryCss = new Set([...entry].flatMap((f) => byFile.get(f)!.css));
  const frame = [chunkOf('./signed-in-routes'), chunkOf('./app-layout')];
  const placeholder = chunkOf('./shell/feature-placeholder');
  const out: Record<string, { js: string[]; css: string[]; fonts: string[] }> = {};
  for (const [route, page] of Object.entries(routes)) {
    // The signed-in routes and the frame first: the router asks for them before the page.
    const files = [...new Set([...frame, ...closure([...frame, page ? chunkOf(page) : placeholder])])].filter((f) => !entry.has(f));
    out[route] = { js: files, css: [...new Set(files.flatMap((f) => byFile.get(f)!.css))].filter((c) => !entryCss.has(c)), fonts: fontsOf(route) };
  }
  return out;
}

/** The Vite plugin: emits .vite/route-preloads.json next to the manifest. */
export function routePreloadsPlugin(srcDir: string): Plugin {
  const appDir = path.join(srcDir, 'app');
  return {
    name: 'saram-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routes = routeModules(readFileSync(path.join(appDir, 'route-table.ts'), 'utf8'));
      const chunks: ChunkInfo[] = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [{ fileName: c.fileName, isEntry: c.isEntry, facadeModuleId: c.facadeModuleId, moduleIds: c.moduleIds, imports: c.imports, css: [...(c.viteMetadata?.importedCss ?? [])] }]
          : [],
      );
      const resolve = (spec: string) => ['.tsx', '.ts'].map((ext) => path.resolve(appDir, spec) + ext);
      const slices = JSON.parse(readFileSync(path.join(srcDir, 'assets/fonts/screen-slices.json'), 'utf8')) as Record<string, string[]>;
      const fontFiles = Object.keys(bundle).filter((file) => file.endsWith('.woff2'));
      const fontsOf = (route: string) => routeFonts(slices[route], fontFiles);
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify(routePreloads(routes, chunks, resolve, fontsOf), null, 1) + '\n' });
    },
  };
}
