import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The committed output of scripts/subset-font.mjs: the faces it declares and the slices each
// recorded screen fetches (which the bundle budget counts).
const fontsDir = path.resolve(import.meta.dirname, '../src/assets/fonts');
const css = readFileSync(path.join(fontsDir, 'pretendard.css'), 'utf8');
const screenSlices = JSON.parse(readFileSync(path.join(fontsDir, 'screen-slices.json'), 'utf8')) as Record<string, string[]>;

const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => {
  const name = /pretendard-([\w-]+)\.woff2/.exec(body)![1];
  const codePoints = /unicode-range: ([^;]+);/
    .exec(body)![1]
    .split(', ')
    .flatMap((part) => {
      const [from, to = from] = part.slice(2).split('-').map((hex) => parseInt(hex, 16));
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
  return { name, body, codePoints: new Set(codePoints) };
});
const isRest = (name: string) => name.startsWith('rest-');

describe('Pretendard slices', () => {
  it('declares every slice once, as a file next to the CSS, for the weights 400-700 with swap', () => {
    expect(new Set(faces.map((f) => f.name)).size).toBe(faces.length);
    for (const face of faces) {
      expect(existsSync(path.join(fontsDir, `pretendard-${face.name}.woff2`)), face.name).toBe(true);
      expect(face.body).toContain('font-weight: 400 700;');
      expect(face.body).toContain('font-display: swap;');
    }
  });

  it('covers every Hangul syllable, and holds each character outside the rest slices in one slice only', () => {
    const rest = faces.filter((f) => isRest(f.name));
    const uncovered = [];
    for (let cp = 0xac00; cp <= 0xd7a3; cp++) if (!rest.some((f) => f.codePoints.has(cp))) uncovered.push(cp.toString(16));
    expect(uncovered).toEqual([]);
    const seen = new Map<number, string>();
    const twice = [];
    for (const face of faces.filter((f) => !isRest(f.name))) {
      for (const cp of face.codePoints) {
        if (seen.has(cp)) twice.push(`U+${cp.toString(16)} in ${seen.get(cp)} and ${face.name}`);
        seen.set(cp, face.name);
      }
    }
    expect(twice).toEqual([]);
    // The rest slices come first: a face defined later is tried first where ranges overlap.
    const lastRest = Math.max(...faces.map((f, i) => (isRest(f.name) ? i : -1)));
    expect(faces.slice(0, lastRest + 1).every((f) => isRest(f.name))).toBe(true);
  });

  it('gives /login only Latin and the sign-in syllables, and every screen slices that exist', () => {
    expect(screenSlices['/login']).toEqual(['latin', 'signin']);
    expect(Object.keys(screenSlices)).toEqual(expect.arrayContaining(['/employees', '/organization']));
    const names = new Set(faces.map((f) => f.name));
    for (const [screen, slices] of Object.entries(screenSlices)) for (const slice of slices) expect(names.has(slice), `${screen}: ${slice}`).toBe(true);
  });
});
