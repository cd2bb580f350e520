// Builds Saram's Pretendard: the KS X 1001 Hangul syllables (all 2,350) plus Latin, digits,
// punctuation and the compatibility jamo (초성 search), from Pretendard Variable with the weight axis
// cut to 400-700 (the design uses regular, medium, semibold and bold), split into woff2 slices that
// never overlap. Each slice has its own unicode-range, so a screen downloads only the slices holding
// the characters it shows, and every glyph exists in exactly one file that all screens share. The
// slices follow what each screen lays out (screen-text.json, recorded in Chromium by
// scripts/record-screen-text.mjs), so a screen fetches its own words and few others:
//
//   latin   ASCII and the usual punctuation (· … – — quotes ₩ × ©, no-break space): every screen.
//   symbols, latin-ext, jamo  other signs, arrows and brackets; accented Latin letters; the
//           compatibility jamo of 초성 search: only screens that show one fetch them.
//   signin  the syllables /login shows (it paints with latin + signin only).
//   shell   the syllables at least half of the signed-in screens show (sidebar, header, user menu).
//   lists   the app's words both /employees and /organization show beyond those; then
//   screen-employees, screen-organization  each one's own words;
//   common  the other screens' words that at least three of them show; then
//   screen-*  each other screen's own words.
//   names-N the syllables of people's names, most common first (surnames by census share, then
//           given names), then places and organisations: a screen's data, which differs by company,
//           so the screen slices hold only the app's own words; 60 a slice.
//   ui-N    the app's other words (dialogs, messages, other tabs), by frequency.
//   rest-N  the remaining KS X 1001 syllables in Unicode order, 200 a slice: only a screen showing a
//           rare syllable fetches one (see restSlices for how their ranges overlap).
//
// Why one variable font rather than static weights: a screen shows most of its syllables in more
// than one weight, and one variable glyph (400-700) costs less than two static ones (bench/README.md
// has the measured comparison). A character missing from the early slices still renders: it comes
// from a later slice, in the metric-matched fallback until then.
//
// The slices are committed (src/assets/fonts/pretendard-*.woff2, pretendard.css, and
// screen-slices.json, which the bundle budget reads). Vite gives each a content hash, so the server
// caches them immutably. Run after a screen's text changes (record first, on the built app):
//   npm run build && npm run fonts:record -w @saram/web && npm run fonts -w @saram/web
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const web = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(web, '../..');
const outDir = path.join(web, 'src/assets/fonts');
/** The rest slices hold at most this many syllables each (balanced). */
const restSliceSize = 200;
/** Syllables per names slice (by frequency) and per ui slice (the app's text no screen shows at once). */
const namesSliceSize = 60;
const uiSliceSize = 150;
const commonAfter = 3;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => null);
  if (!entries) return [dir];
  const nested = await Promise.all(entries.map((e) => filesUnder(path.join(dir, e.name))));
  return nested.flat().filter((f) => /\.(tsx?|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f));
}

async function textOf(paths) {
  const files = (await Promise.all(paths.map((p) => filesUnder(path.join(repo, p))))).flat();
  return (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n');
}

const isSyllable = (c) => c >= '\uac00' && c <= '\ud7a3';

/** The 2,350 syllables of KS X 1001 (EUC-KR rows 0xB0-0xC8). */
function ksx1001Syllables() {
  const decoder = new TextDecoder('euc-kr');
  const out = [];
  for (let hi = 0xb0; hi <= 0xc8; hi++) {
    for (let lo = 0xa1; lo <= 0xfe; lo++) out.push(decoder.decode(new Uint8Array([hi, lo])));
  }
  return out.filter(isSyllable);
}

/** Syllables of the text, most frequent first. */
function byFrequency(text) {
  const counts = new Map();
  for (const c of text) if (isSyllable(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([c]) => c);
}

const codePoints = (chars) => [...chars].map((c) => c.codePointAt(0)).sort((a, b) => a - b);

/** CSS unicode-range for a set of code points: runs collapse into ranges. */
export function unicodeRange(points) {
  const parts = [];
  const hex = (n) => n.toString(16).toUpperCase();
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++;
    parts.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const latin = [...range(0x20, 0x7e), ...'\u00a0·…–—‘’“”•₩×©'];
/** Other signs, arrows, shapes and CJK brackets: fetched only by a screen that shows one. */
const symbols = [
  ...range(0xa0, 0xbf), // Latin-1 signs: ©, °, ±
  ...'÷',
  ...range(0x2010, 0x2027), // dashes, quotes, bullet, ellipsis
  ...range(0x2030, 0x203b), // ‰, ′, ※
  ...'€→←↑↓○●◎◆◇■□▲△▼▽★☆✓✕',
  ...range(0x3000, 0x3011), // 「」『』【】〈〉《》
  ...'〜',
].filter((c) => !latin.includes(c));
/** Accented Latin letters (foreign names): fetched only by a screen that shows one. */
const latinExtended = [...range(0xc0, 0xff)].filter((c) => !latin.includes(c) && !symbols.includes(c));
/** Compatibility jamo: 초성 search (ㄱㅁㅅ) and its display. */
const jamo = range(0x3131, 0x318e);

/** What each screen lays out, by weight (scripts/record-screen-text.mjs, recorded in Chromium). */
const screenText = JSON.parse(await readFile(path.join(outDir, 'screen-text.json'), 'utf8'));
const paintedBy = (screen) => [...Object.values(screenText[screen].shell), ...Object.values(screenText[screen].screen)].join('');
const signedInScreens = Object.keys(screenText).filter((screen) => screen !== '/login');
/** The list screens the bench measures first claim their syllables, then the others in path order. */
const mainScreens = ['/employees', '/organization'];
const sorted = (chars) => [...chars].sort();

const uiText = await textOf(['apps/web/src', 'packages/shared/src']);
const uiSyllables = new Set(byFrequency(uiText));
/** Faker's Korean locale: common given names, surnames, cities and streets (the demo's younger names). */
async function fakerKorean() {
  const dir = path.join(repo, 'node_modules/@faker-js/faker/dist');
  const file = (await readdir(dir)).find((name) => /^ko-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('no Korean locale in @faker-js/faker');
  return readFile(path.join(dir, file), 'utf8');
}
const faker = await fakerKorean();
const employeeData = await readFile(path.join(repo, 'apps/server/src/demo/employee-data.ts'), 'utf8');
/**
 * The syllables of people's names, most common first: surnames by their share of the population
 * (the demo's census list), then the syllables of given names (older generations' and faker's
 * baby names) by how many names hold them, then the other words of the demo's data (places,
 * organisations, schools) by frequency.
 */
const surnames = [...employeeData.matchAll(/\['([\uac00-\ud7a3])', '[A-Za-z]+', ([\d.]+)\]/g)].sort((a, b) => Number(b[2]) - Number(a[2])).map((m) => m[1]);
const givenNames = (employeeData.match(/olderGivenNames = \{[^}]*\}/)?.[0] ?? '') + (faker.match(/first_name:\{[^}]*\}/)?.[0] ?? '');
if (surnames.length < 50 || givenNames.length < 1000) throw new Error('the demo surnames or the given names lists moved: update subset-font.mjs');
const namesOrder = [...surnames, ...byFrequency(givenNames), ...byFrequency(employeeData + faker)];
/** The words of organisation units and companies (본부, 솔루션, 헬스케어, ...): the demo group's. */
const unitsText = await textOf(['apps/server/src/demo/organization-data.ts', 'apps/server/src/demo/corporations.ts']);

const ks = ksx1001Syllables();
const ksSet = new Set(ks);
const taken = new Set();
/** The syllables not yet in a slice, limited to KS X 1001. */
const claim = (syllables) => {
  const out = [];
  for (const s of syllables) {
    if (!ksSet.has(s) || taken.has(s)) continue;
    taken.add(s);
    out.push(s);
  }
  return out;
};
/** Consecutive slices of at most `size` syllables, named prefix-1, prefix-2, ... */
const chunks = (prefix, syllables, size) =>
  Array.from({ length: Math.ceil(syllables.length / size) }, (_, i) => ({ name: `${prefix}-${i + 1}`, chars: sorted(syllables.slice(i * size, (i + 1) * size)) }));

/** Syllables painted by at least half of the signed-in screens: the sidebar, header and user menu. */
const counts = new Map();
for (const screen of signedInScreens) for (const s of new Set(paintedBy(screen))) if (isSyllable(s)) counts.set(s, (counts.get(s) ?? 0) + 1);
const shellSyllables = [...counts].filter(([, n]) => n * 2 >= signedInScreens.length).map(([s]) => s);

const slices = [
  { name: 'latin', chars: latin },
  { name: 'symbols', chars: symbols },
  { name: 'latin-ext', chars: latinExtended },
  { name: 'jamo', chars: jamo },
  { name: 'signin', chars: sorted(claim(byFrequency(paintedBy('/login')))) },
  { name: 'shell', chars: sorted(claim(shellSyllables)) },
];
// Each screen's own slice: the app's words it shows beyond the shell (its data's syllables go to the
// names slices below, since another company's data differs).
const screenSlice = (screen) => {
  const chars = claim(byFrequency(paintedBy(screen)).filter((s) => uiSyllables.has(s)));
  if (chars.length) slices.push({ name: `screen-${screen.slice(1).replaceAll(':', '').replaceAll('/', '-') || 'home'}`, chars: sorted(chars) });
};
// The words both list screens show beyond the shell, so that neither fetches the other's slice.
const mainWords = mainScreens.map((screen) => new Set(paintedBy(screen)));
slices.push({ name: 'lists', chars: sorted(claim([...mainWords[0]].filter((s) => uiSyllables.has(s) && mainWords.every((words) => words.has(s))))) });
mainScreens.forEach(screenSlice);
// An employee's record, opened from the list: the next screen people see most.
screenSlice('/employees/:id');
// The other screens' words that at least `commonAfter` of them show (table and form vocabulary).
const otherScreens = signedInScreens.filter((screen) => !mainScreens.includes(screen) && screen !== '/employees/:id');
const otherCounts = new Map();
for (const screen of otherScreens) for (const s of new Set(paintedBy(screen))) if (uiSyllables.has(s)) otherCounts.set(s, (otherCounts.get(s) ?? 0) + 1);
slices.push({ name: 'common', chars: sorted(claim([...otherCounts].filter(([, n]) => n >= commonAfter).map(([s]) => s))) });
otherScreens.forEach(screenSlice);
slices.push(...chunks('units', claim(byFrequency(unitsText)), namesSliceSize));
slices.push(...chunks('names', claim(namesOrder), namesSliceSize));
slices.push(...chunks('ui', claim(byFrequency(uiText)), uiSliceSize));
const rest = claim(ks);
// The rest slices come first in the CSS and cover whole spans of the syllable block (a short
// unicode-range); the slices above, defined after them, take precedence for their own syllables
// (CSS Fonts: where ranges overlap, the face defined last is tried first, and a lower one is fetched
// only for a character the higher ones do not cover).
const restSlices = [];
const restSize = Math.ceil(rest.length / Math.ceil(rest.length / restSliceSize));
for (let i = 0, from = 0xac00; i * restSize < rest.length; i++) {
  const chars = rest.slice(i * restSize, (i + 1) * restSize);
  const last = (i + 1) * restSize >= rest.length ? 0xd7a3 : chars.at(-1).codePointAt(0);
  restSlices.push({ name: `rest-${i + 1}`, chars, range: `U+${from.toString(16).toUpperCase()}-${last.toString(16).toUpperCase()}` });
  from = last + 1;
}
slices.unshift(...restSlices);

/** The weights the design uses: regular, medium, semibold, bold. */
const variationAxes = { wght: { min: 400, max: 700 } };
/**
 * Kerning, tabular numerals (design.md: tabular numerals for numbers, dates and money) and the
 * shaping features Hangul and marks need; the stylistic sets and ligatures stay out (half the
 * Latin slice's bytes).
 */
const keepFeatures = ['kern', 'tnum', 'ccmp', 'locl', 'mark', 'mkmk'];
/**
 * Tables a slice can do without: STAT (names the axis for font menus) in every slice; in a slice
 * of syllables only, the layout tables too (Pretendard has no Hangul kerning or substitutions, so
 * they hold nothing the syllables use): 0.4 KB a slice.
 */
const dropTables = (chars) => (chars.every(isSyllable) ? ['STAT', 'GDEF', 'GSUB', 'GPOS'] : ['STAT']);
const font = await readFile(path.join(repo, 'node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2'));
await mkdir(outDir, { recursive: true });
// Slices of an earlier run that this one does not make (fewer rest slices) must not linger.
for (const name of await readdir(outDir)) if (/^pretendard-.*\.woff2$/.test(name)) await rm(path.join(outDir, name));
const faces = [];
const sizes = new Map();
let total = 0;
for (const slice of slices) {
  const subset = await subsetFont(font, slice.chars.join(''), { targetFormat: 'woff2', variationAxes, keepFeatures, dropTables: dropTables(slice.chars) });
  await writeFile(path.join(outDir, `pretendard-${slice.name}.woff2`), subset);
  total += subset.length;
  sizes.set(slice.name, subset.length);
  console.log(`${slice.name.padEnd(28)} ${String(slice.chars.length).padStart(5)} chars ${(subset.length / 1024).toFixed(1).padStart(6)} KB`);
  // One face a line: the faces differ only in file and range, so the list reads as a table.
  faces.push(
    `@font-face { font-family: 'Pretendard Saram'; src: url('./pretendard-${slice.name}.woff2') format('woff2'); ` +
      `font-weight: 400 700; font-style: normal; font-display: swap; unicode-range: ${slice.range ?? unicodeRange(codePoints(slice.chars))}; }`,
  );
}
const header = `/* Generated by apps/web/scripts/subset-font.mjs from pretendard ${JSON.parse(await readFile(path.join(repo, 'node_modules/pretendard/package.json'), 'utf8')).version} (SIL OFL 1.1): do not edit. */\n`;
await writeFile(path.join(outDir, 'pretendard.css'), header + faces.join('\n') + '\n');
console.log(`${slices.length} slices, ${ks.length} KS X 1001 syllables, ${(total / 1024).toFixed(1)} KB in all`);

// The slices each recorded screen fetches (the bundle budget counts them): those holding a character
// it paints. A rest slice counts only for the syllables no other slice holds.
const sliceOf = new Map();
for (const slice of slices) for (const c of slice.chars) sliceOf.set(c, slice.name);
const screenSlices = {};
for (const screen of Object.keys(screenText)) {
  const names = new Set([...paintedBy(screen)].map((c) => sliceOf.get(c)).filter(Boolean));
  screenSlices[screen] = slices.map((s) => s.name).filter((name) => names.has(name));
  const kb = screenSlices[screen].reduce((n, name) => n + sizes.get(name), 0) / 1024;
  console.log(`${screen.padEnd(32)} ${kb.toFixed(1).padStart(6)} KB  ${screenSlices[screen].join(' ')}`);
}
await writeFile(path.join(outDir, 'screen-slices.json'), JSON.stringify(screenSlices, null, 1) + '\n');
