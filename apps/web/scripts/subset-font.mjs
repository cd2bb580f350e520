// Builds Saram's Pretendard: the KS X 1001 Hangul syllables (all 2,350) plus Latin, digits,
// punctuation and the compatibility jamo (초성 search), from Pretendard Variable with the weight axis
// cut to 400-700 (the design uses regular, medium, semibold and bold), split into woff2 slices that
// never overlap. Each slice has its own unicode-range, so a screen downloads only the slices holding
// the characters it shows, and every glyph exists in exactly one file that all screens share:
//
//   latin   ASCII and the usual punctuation (· … – — quotes ₩ × ©, no-break space): every screen.
//   symbols, latin-ext, jamo  other signs, arrows and brackets; accented Latin letters; the
//           compatibility jamo of 초성 search: only screens that show one fetch them.
//   signin  the syllables of the login screen (/login paints in Pretendard with latin + signin only).
//   ui      the other syllables in the app's own text (web app and shared messages), by frequency.
//   names   syllables of Korean names, places and organisations (the demo data's lists: surnames with
//           their real frequencies, given names, roads, universities; faker's Korean locale, which
//           the demo draws younger given names from), not yet in a slice above.
//   rest-N  the remaining KS X 1001 syllables in Unicode order, in slices of at most 400: only a screen
//           showing a rare syllable fetches one (see restSlices for how their ranges overlap).
//
// The slices are committed (src/assets/fonts/pretendard-*.woff2 and pretendard.css). Vite gives each a
// content hash, so the server caches them immutably. Run after changing much of the app's text (a
// syllable missing from the early slices still renders: it just comes from a rest slice):
//   npm run fonts -w @saram/web
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const web = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(web, '../..');
const outDir = path.join(web, 'src/assets/fonts');
/** The rest slices hold at most this many syllables each (balanced). */
const restSliceSize = 400;

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

const signinText = await textOf([
  'apps/web/src/features/auth/login-page.tsx',
  'apps/web/src/features/auth/components/login-form.tsx',
  'apps/web/src/features/auth/components/google-login-button.tsx',
  'apps/web/src/features/auth/components/auth-layout.tsx',
  'apps/web/src/components/ui/logo.tsx',
]);
/** What the login screen can say after a failed attempt (the server's messages). */
const signinMessages = [
  '로그인 ID 또는 비밀번호가 올바르지 않습니다.',
  '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해주세요.',
  '로그인에 실패했습니다.',
  '네트워크 연결을 확인해주세요.',
];
const uiText = await textOf(['apps/web/src', 'packages/shared/src']);
/** Faker's Korean locale: common given names, surnames, cities and streets (the demo's younger names). */
async function fakerKorean() {
  const dir = path.join(repo, 'node_modules/@faker-js/faker/dist');
  const file = (await readdir(dir)).find((name) => /^ko-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('no Korean locale in @faker-js/faker');
  return readFile(path.join(dir, file), 'utf8');
}
const namesText =
  (await textOf(['apps/server/src/demo/employee-data.ts', 'apps/server/src/demo/organization-data.ts', 'apps/server/src/demo/corporations.ts'])) +
  (await fakerKorean());

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

const slices = [
  { name: 'latin', chars: latin },
  { name: 'symbols', chars: symbols },
  { name: 'latin-ext', chars: latinExtended },
  { name: 'jamo', chars: jamo },
  { name: 'signin', chars: claim(byFrequency(signinText + signinMessages.join(''))) },
  { name: 'ui', chars: claim(byFrequency(uiText)) },
  { name: 'names', chars: claim(byFrequency(namesText)) },
];
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
const font = await readFile(path.join(repo, 'node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2'));
await mkdir(outDir, { recursive: true });
// Slices of an earlier run that this one does not make (fewer rest slices) must not linger.
for (const name of await readdir(outDir)) if (/^pretendard-.*\.woff2$/.test(name)) await rm(path.join(outDir, name));
const faces = [];
let total = 0;
for (const slice of slices) {
  const subset = await subsetFont(font, slice.chars.join(''), { targetFormat: 'woff2', variationAxes, keepFeatures });
  await writeFile(path.join(outDir, `pretendard-${slice.name}.woff2`), subset);
  total += subset.length;
  console.log(`${slice.name.padEnd(8)} ${String(slice.chars.length).padStart(5)} chars ${(subset.length / 1024).toFixed(1).padStart(6)} KB`);
  faces.push(
    [
      '@font-face {',
      `  font-family: 'Pretendard Saram';`,
      `  src: url('./pretendard-${slice.name}.woff2') format('woff2-variations'), url('./pretendard-${slice.name}.woff2') format('woff2');`,
      '  font-weight: 400 700;',
      '  font-style: normal;',
      '  font-display: swap;',
      `  unicode-range: ${slice.range ?? unicodeRange(codePoints(slice.chars))};`,
      '}',
    ].join('\n'),
  );
}
const header = `/* Generated by apps/web/scripts/subset-font.mjs from pretendard ${JSON.parse(await readFile(path.join(repo, 'node_modules/pretendard/package.json'), 'utf8')).version} (SIL OFL 1.1): do not edit. */\n`;
await writeFile(path.join(outDir, 'pretendard.css'), header + faces.join('\n') + '\n');
console.log(`${slices.length} slices, ${ks.length} KS X 1001 syllables, ${(total / 1024).toFixed(1)} KB in all`);
