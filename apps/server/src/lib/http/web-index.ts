import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** dist/.vite/route-preloads.json (written by the web build): per route pattern, the files its first paint needs. */
export type RoutePreloads = Record<string, { js: string[]; css: string[]; fonts?: string[] }>;

export type IndexPage = { body: Buffer; encoding: 'br' | 'gzip' | null };

/** True when `pattern` ('/employees/:id') matches `pathname` ('/employees/42'). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/' || pathname === '') return pattern === '/';
  return want.length === got.length && want.every((part, i) => part.startsWith(':') ? got[i] !== '' : part === got[i]);
}

/** The route whose files to preload: a literal pattern wins over one with a parameter (/employees/register over /employees/:id). */
export function routeFor(preloads: RoutePreloads, pathname: string): string | undefined {
  const matches = Object.keys(preloads).filter((pattern) => matchesRoute(pattern, pathname));
  return matches.sort((a, b) => (a.match(/:/g)?.length ?? 0) - (b.match(/:/g)?.length ?? 0))[0];
}

/** index.html with <link rel="modulepreload"> (and the route's stylesheets and font slices) for the route's chunks. */
export function withPreloads(html: string, files: RoutePreloads[string]): string {
  const links = [
    ...files.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...(files.fonts ?? []).map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`),
  ];
  return links.length ? html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : html;
}

/**
 * The web app's index.html per route (issue 16): a cold load of /employees fetches the screen's
 * chunks (and the signed-in frame's) together with the entry instead of after it has run, which cuts
 * the chain of lazy imports before the first paint. Pages are built once per route and kept
 * compressed (brotli and gzip, as precompress.mjs does for the static files). Returns null when the
 * build has no route-preloads.json (older build): the caller then sends index.html as it is.
 */
export function createWebIndex(webDist: string) {
  const preloadsFile = path.join(webDist, '.vite/route-preloads.json');
  if (!existsSync(preloadsFile)) return null;
  const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads;
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const cache = new Map<string, { raw: Buffer; br: Buffer; gzip: Buffer }>();
  const variants = (route: string | undefined) => {
    const key = route ?? '';
    let entry = cache.get(key);
    if (!entry) {
      const raw = Buffer.from(route ? withPreloads(html, preloads[route]!) : html);
      entry = { raw, br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(raw, { level: 9 }) };
      cache.set(key, entry);
    }
    return entry;
  };
  return (pathname: string, acceptEncoding: string | undefined): IndexPage => {
    const page = variants(routeFor(preloads, pathname));
    if (/\bbr\b/.test(acceptEncoding ?? '')) return { body: page.br, encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding ?? '')) return { body: page.gzip, encoding: 'gzip' };
    return { body: page.raw, encoding: null };
  };
}
