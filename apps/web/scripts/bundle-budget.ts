// Bundle budget: what the browser must fetch to show /login, /employees and /organization on a cold
// load, and what a move from one of the last two to the other adds, read from the build's manifest
// (dist/.vite/manifest.json) and counted as the server sends it (the brotli file precompress.mjs
// wrote, else the raw file). Runs in `npm test` after the build (scripts/test-all.mjs) and alone:
// `npx tsx apps/web/scripts/bundle-budget.ts` (exit 1 when a screen or a move is over its budget or
// a screen loads a library that belongs to another feature). Takes a second.
//
// The browser-measured figures (bytes on the wire, LCP, CLS, Lighthouse) come from bench/web.mjs;
// this check is the fast guard that keeps them from regressing between bench runs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type Screen = {
  path: string;
  /** Manifest keys the screen loads besides the entry (index.html): the shell and its page. */
  roots: string[];
  /** The Pretendard slices (scripts/subset-font.mjs) the screen's text needs. */
  fonts: string[];
  /** JS + CSS + fonts as transferred, in KB (1024 bytes): the check fails above it. */
  budgetKb: number;
  /** Issue 16's goal for the screen (printed; the budget comes down to it as the app slims). */
  goalKb: number;
  /** npm packages that must not load on this screen (another feature's libraries). */
  forbidden: string[];
};

/**
 * The Pretendard slices each screen fetches, as scripts/subset-font.mjs wrote them from the text
 * recorded in Chromium (scripts/record-screen-text.mjs): the slices holding a character it lays out.
 */
const fontSlices = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../src/assets/fonts/screen-slices.json'), 'utf8')) as Record<string, string[]>;

/** Libraries of one feature each: the organization chart, the checklist builder's drag and drop, the report charts. */
const orgChartLibraries = ['@xyflow/react', '@xyflow/system'];
const dndLibraries = ['@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities'];
/** @saram/charts' visx: only a screen with a chart loads it (lazily, with its first chart). */
export const chartLibraries = ['@visx/shape', '@visx/scale', '@visx/group', '@visx/grid', '@visx/curve', '@visx/point', '@visx/vendor', 'd3-scale', 'd3-shape'];
/** Off the first screens: other features' libraries, and zod (a screen's form loads it when it validates). */
const featureLibraries = [...orgChartLibraries, ...dndLibraries, ...chartLibraries, 'zod'];

/**
 * The budgets hold JS + CSS + fonts (the HTML, 0.6 KB, and the API's data are the bench's part).
 * Issue 16's goals (bytes on the wire, fonts included) are /login 150 KB, /employees and
 * /organization 250 KB each; the enforced budget is today's size plus a little room: it stops
 * growth, and comes down with every saving. Lower it when a change makes a screen smaller.
 */
export const screens: Screen[] = [
  // 175 → 165: sonner loads with the first toast, the route table no longer pulls es-hangul (163.1 KB).
  // 165 → 118: Preact instead of React DOM (115.2 KB).
  // 118 → 113: Pretendard in slices that follow each screen's text (fonts 24.2 → 18.7 KB; 110.5 KB).
  // 113 → 110 (106.6 KB): the start's code in one chunk (fewer chunks compress better).
  // 110 → 143 (140.5 KB; issue 27): React 19 itself instead of Preact (154.4 KB), less the route
  // table (signed-in routes join by route discovery) and TanStack Query (with the signed-in frame).
  { path: '/login', roots: [], fonts: fontSlices['/login'], budgetKb: 143, goalKb: 150, forbidden: featureLibraries },
  {
    path: '/employees',
    roots: ['src/app/signed-in-routes.tsx', 'src/app/app-layout.tsx', 'src/features/employees/employees-page.tsx'],
    fonts: fontSlices['/employees'],
    // 415 → 392 (389.9 KB): the breadcrumb's label sources (employee, onboarding, evaluation and job
    // notice APIs with their contracts) load only on their own pages; the change-password dialog
    // only for a temporary password; sonner with the first toast.
    // 392 → 318 (314.0 KB): Preact instead of React DOM; endpoints without their schemas in the web
    // build; the header search's cmdk and popover on first use; react-virtual only for long pages.
    // 318 → 253 (249.7 KB): Pretendard in slices that follow each screen's text: fonts 115 → 49.7 KB.
    // 253 → 186 (179.5 KB; JS 180 → 115.6 KB): no zod (the list reads its URL itself; shared modules
    // split into schemas and values), Radix's layers and the Excel dialogs load on first use, the
    // start and the signed-in frame grouped into a chunk each.
    // 186 → 230 (227.2 KB; issue 27): React 19 itself instead of Preact; shared modules split by hand
    // into values and .schemas (no build plugin).
    // 230 → 232 (231.0 KB; issue 34): seven new screens' route entries and menu labels (인사발령 관리, 발령
    // 결재함, 결재선 설정, 증명서 발급 대장, 웹훅 관리, 알림) and the header's bell stub.
    budgetKb: 232,
    goalKb: 250,
    forbidden: featureLibraries,
  },
  {
    path: '/organization',
    roots: ['src/app/signed-in-routes.tsx', 'src/app/app-layout.tsx', 'src/features/organization/organization-page.tsx'],
    fonts: fontSlices['/organization'],
    // 222 (217.2 KB; JS 157.4 KB, of which the org chart's library 49.6 KB): measured from here on.
    // 222 → 168 (163.4 KB): the chart first shows as a static drawing; React Flow loads on the first
    // interaction with it.
    // 168 → 215 (212.3 KB; issue 27): React 19 itself instead of Preact.
    budgetKb: 215,
    goalKb: 250,
    forbidden: featureLibraries,
  },
  {
    path: '/reports/executive-dashboard',
    // The report page and, loaded with its first chart, the chart library (visx, @saram/charts).
    roots: ['src/app/signed-in-routes.tsx', 'src/app/app-layout.tsx', 'src/features/reports/view/report-view-page.tsx', '../../packages/charts/src/chart.tsx'],
    fonts: fontSlices['/reports/executive-dashboard'],
    // Issue 30: a screen with charts ≤ 250 KB cold, its chart library included. 241.7 KB (JS 171, of
    // which the chart chunk 14.4 KB): the save dialog and the person picker load on use; the charts
    // draw their own axes and value scale (no @visx/axis and @visx/text, no d3-interpolate and d3-color).
    // 245 → 246.5 (245.5 KB; issue 34): the new screens' route entries and menu labels, the bell stub.
    budgetKb: 246.5,
    goalKb: 250,
    forbidden: [...orgChartLibraries, ...dndLibraries],
  },
  {
    path: '/hr-dashboard',
    // Its charts load visx lazily, with the first chart, which the screen always draws: counted here.
    roots: ['src/app/signed-in-routes.tsx', 'src/app/app-layout.tsx', 'src/features/dashboard/dashboard-page.tsx', '../../packages/charts/src/chart.tsx'],
    fonts: fontSlices['/hr-dashboard'],
    // Issue 30: the HR dashboard, the first screen after sign-in, with its charts; the goal is 250 KB.
    // 235.0 KB (JS 164.6, of which the chart chunk ~14 KB) once the chart card became one shared component.
    budgetKb: 240,
    goalKb: 250,
    forbidden: [...orgChartLibraries, ...dndLibraries, 'zod'],
  },
];

export type Step = { from: string; to: string; budgetKb: number };

/**
 * A second screen after a first in the same tab (the sidebar's move): what it fetches that the first
 * did not (JS + CSS + fonts; issue 16's goal for the move is 60 KB with its data, which the bench measures).
 */
export const steps: Step[] = [
  // 25 (20.1 KB): the chart's first view no longer loads React Flow (with d3, 50 KB).
  { from: '/employees', to: '/organization', budgetKb: 25 },
  { from: '/organization', to: '/employees', budgetKb: 40 },
];

/** The files of `second` that `first` has not fetched already. */
export function addedLoad(first: FirstLoad, second: FirstLoad): FirstLoad {
  const without = (files: string[], had: string[]) => files.filter((file) => !had.includes(file));
  return { js: without(second.js, first.js), css: without(second.css, first.css), fonts: without(second.fonts, first.fonts) };
}

export type FirstLoad = { js: string[]; css: string[]; fonts: string[] };

/** The files a screen fetches before it can paint: the static-import closure of its chunks. */
export function firstLoad(manifest: Manifest, screen: Pick<Screen, 'roots' | 'fonts'>): FirstLoad {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const seen = new Set<string>();
  const stack = [entryKey, ...screen.roots];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (moved or renamed? update bundle-budget.ts)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  const chunks = [...seen].map((key) => manifest[key]);
  const assets = new Set(chunks.flatMap((c) => c.assets ?? []));
  const fonts = screen.fonts.map((slice) => {
    const file = [...assets].find((a) => new RegExp(`/pretendard-${slice}-[\\w-]{8}\\.woff2$`).test(a));
    if (!file) throw new Error(`font slice ${slice} is not in the build`);
    return file;
  });
  return {
    js: chunks.map((c) => c.file),
    css: [...new Set(chunks.flatMap((c) => c.css ?? []))],
    fonts,
  };
}

export type Measured = { path: string; kb: { js: number; css: number; font: number; total: number }; budgetKb: number; packages: string[] };

/** Bytes as the server sends them: the precompressed brotli file when there is one. */
export function transferredBytes(dist: string, file: string): number {
  const full = path.join(dist, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  if (/\.(js|css)$/.test(file)) return Math.min(statSync(full).size, brotliCompressSync(readFileSync(full)).length);
  return statSync(full).size;
}

export function measure(load: FirstLoad, sizeOf: (file: string) => number, packagesOf: (file: string) => string[]) {
  const kb = (files: string[]) => Math.round((files.reduce((n, f) => n + sizeOf(f), 0) / 1024) * 10) / 10;
  const js = kb(load.js);
  const css = kb(load.css);
  const font = kb(load.fonts);
  return {
    kb: { js, css, font, total: Math.round((js + css + font) * 10) / 10 },
    packages: [...new Set(load.js.flatMap(packagesOf))].sort(),
  };
}

/** Why a measured screen fails its budget: none when it passes. */
export function budgetProblems(screen: Pick<Screen, 'path' | 'budgetKb' | 'forbidden'>, measured: Pick<Measured, 'kb' | 'packages'>, what = 'first load'): string[] {
  const problems: string[] = [];
  if (measured.kb.total > screen.budgetKb) {
    problems.push(`${screen.path}: ${what} ${measured.kb.total} KB > budget ${screen.budgetKb} KB (JS ${measured.kb.js}, CSS ${measured.kb.css}, fonts ${measured.kb.font})`);
  }
  const loaded = measured.packages.filter((p) => screen.forbidden.includes(p));
  if (loaded.length) problems.push(`${screen.path}: loads ${loaded.join(', ')}, which this screen must not load`);
  return problems;
}

/**
 * What the production build must not hold at all: Preact (the app runs on React itself, issue 27)
 * and the UI gallery of features/dev (the dev server's only).
 */
export function buildProblems(manifest: Manifest, packages: Record<string, string[]>): string[] {
  const problems: string[] = [];
  const withPreact = Object.keys(packages).filter((file) => packages[file]!.some((p) => p === 'preact' || p.startsWith('@preact/')));
  if (withPreact.length) problems.push(`the build holds Preact: ${withPreact.join(', ')}`);
  const gallery = Object.keys(manifest).filter((key) => key.startsWith('src/features/dev/'));
  if (gallery.length) problems.push(`the build holds the UI gallery: ${gallery.join(', ')}`);
  return problems;
}

export function checkBuild(dist: string, list: Screen[] = screens) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const packages = JSON.parse(readFileSync(path.join(dist, '.vite/chunk-packages.json'), 'utf8')) as Record<string, string[]>;
  const measureLoad = (load: FirstLoad) => measure(load, (file) => transferredBytes(dist, file), (file) => packages[file] ?? []);
  const loads = new Map(list.map((screen) => [screen.path, firstLoad(manifest, screen)]));
  const screenResults = list.map((screen) => {
    const measured = measureLoad(loads.get(screen.path)!);
    return { screen, measured, problems: budgetProblems(screen, measured) };
  });
  const stepResults = steps
    .filter((step) => loads.has(step.from) && loads.has(step.to))
    .map((step) => {
      const measured = measureLoad(addedLoad(loads.get(step.from)!, loads.get(step.to)!));
      const screen = { path: `${step.from} → ${step.to}`, budgetKb: step.budgetKb, forbidden: [] };
      return { screen, measured, problems: budgetProblems(screen, measured, 'adds') };
    });
  return { screens: [...screenResults, ...stepResults], problems: buildProblems(manifest, packages) };
}

function main() {
  const dist = path.resolve(import.meta.dirname, '../dist');
  if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.error('bundle budget: no build (apps/web/dist/.vite/manifest.json); run npm run build -w @saram/web');
    process.exit(1);
  }
  const { screens: results, problems: buildWide } = checkBuild(dist);
  for (const { screen, measured } of results) {
    const { js, css, font, total } = measured.kb;
    const goal = 'goalKb' in screen ? `, goal ${screen.goalKb} KB` : '';
    console.log(`${screen.path.padEnd(13)} JS ${js} KB + CSS ${css} KB + fonts ${font} KB = ${total} KB (budget ${screen.budgetKb} KB${goal})`);
  }
  const problems = [...buildWide, ...results.flatMap((r) => r.problems)];
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(problems.length ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
