// Builds a small Pretendard subset with the glyphs of the signed-out screens, so /login paints in
// Pretendard without fetching the dynamic-subset files. Glyphs it lacks fall back to the full
// Pretendard (loaded on demand by unicode-range). Run after changing the signed-out screens' text:
//   npm run fonts -w @saram/web
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const web = path.resolve(import.meta.dirname, '..');
const sources = [
  'src/features/auth/login-page.tsx',
  'src/features/auth/components/login-form.tsx',
  'src/features/auth/components/google-login-button.tsx',
  'src/features/auth/components/auth-layout.tsx',
  'src/components/ui/logo.tsx',
].map((f) => path.join(web, f));
/** What the login screen can say after a failed attempt. */
const messages = [
  '로그인 ID 또는 비밀번호가 올바르지 않습니다.',
  '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해주세요.',
  '로그인에 실패했습니다.',
  '네트워크 연결을 확인해주세요.',
];

async function textOf(file) {
  const info = await readdir(file, { withFileTypes: true }).catch(() => null);
  if (!info) return readFile(file, 'utf8');
  const parts = await Promise.all(info.map((e) => textOf(path.join(file, e.name))));
  return parts.join('');
}

const text = (await Promise.all(sources.map(textOf))).join('') + messages.join('');
const hangul = new Set(text.match(/[\uac00-\ud7a3\u3131-\u318e]/g));
// Latin only as the screen shows it: words on lines that also hold Korean text, the brand names, digits.
const korean = /[\uac00-\ud7a3]/;
const latin = text
  .split('\n')
  .filter((line) => korean.test(line))
  .join('')
  .replace(/[^ -~]/g, '');
const glyphs = [...new Set(`${latin} SaramGoogleID0123456789.,:;!?()-/'"%·…©${[...hangul].join('')}`)].sort().join('');

const font = await readFile(path.resolve(web, '../../node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2'));
// Weights 400-700 only: the login screen uses regular, medium, semibold and bold.
const subset = await subsetFont(font, glyphs, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
const out = path.join(web, 'src/assets/fonts/pretendard-signin.woff2');
await writeFile(out, subset);
console.log(`${hangul.size} Hangul glyphs, ${(subset.length / 1024).toFixed(1)} KB → ${path.relative(web, out)}`);
