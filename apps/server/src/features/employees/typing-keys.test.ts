import { assemble, disassemble } from 'es-hangul';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isChosungQuery, nameSearchTokens, typingKey } from '@saram/shared/hangul';
import { queryRows, type Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';

/**
 * Typing keys (migration 0020) answer a query whose last character is unfinished with one key. They
 * must match exactly the names the query matched before, when it was expanded into every name token
 * it might stand for: that expansion is kept here as the reference.
 */
const first = 0xac00;
const last = 0xd7a3;
const syllables = Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i));
const jamoOf = new Map(syllables.map((s) => [s, disassemble(s)]));
const isSyllable = (ch: string) => jamoOf.has(ch);

function referenceTokens(query: string): string[] | null {
  const chars = [...query.replace(/\s+/g, '')];
  const lastChar = chars.pop();
  const code = lastChar?.codePointAt(0) ?? 0;
  const hangul = (code >= first && code <= last) || (code >= 0x3131 && code <= 0x318e);
  if (!lastChar || !hangul || !chars.every(isSyllable) || chars.length + 1 > 6) return null;
  const head = chars.join('');
  const start = disassemble(lastChar);
  const tokens = syllables.filter((s) => jamoOf.get(s)!.startsWith(start)).map((s) => head + s);
  const final = start.at(-1)!;
  const finalIsConsonant = final.codePointAt(0)! >= 0x3131 && final.codePointAt(0)! <= 0x314e;
  if (!isSyllable(lastChar) || start.length <= 2 || !finalIsConsonant || chars.length + 2 > 6) return tokens;
  const open = assemble([...start.slice(0, -1)]);
  return [...tokens, ...syllables.filter((s) => jamoOf.get(s)!.startsWith(final)).map((s) => head + open + s)];
}

/** A small deterministic generator, so a failure names the same names every run. */
function random(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

const fixedNames = ['김민수', '김미나', '김민준', '남궁민', '곽과장', '괜찮아', '앉을자리', '닭갈비', '의사', '뷁뷁', '이 서연', 'Kim Minsu', '최ㅇ', '황보미', '김갃사'];

function names(): string[] {
  const next = random(7);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  // Syllables with compound vowels and finals, spill-over candidates and common name syllables.
  const pool = [...'김이박최정강조윤장민수준서연지현영호미나은혜과괘왜뷁앉닭갉값삶읽의위원광갃안아남궁'];
  const generated = Array.from({ length: 120 }, () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => (next() < 0.2 ? pick(syllables) : pick(pool))).join(''));
  return [...fixedNames, ...generated];
}

/** What a person types on the way to each substring of the name: every jamo step, and a final consonant that moves on. */
function typingStates(name: string): string[] {
  const chars = [...name.replace(/\s+/g, '')];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    for (let n = 1; n <= 4 && i + n <= chars.length; n++) {
      const head = chars.slice(i, i + n - 1).join('');
      const ch = chars[i + n - 1]!;
      const jamo = jamoOf.get(ch);
      if (!jamo) continue;
      for (let k = 1; k <= jamo.length; k++) out.add(head + assemble([...jamo.slice(0, k)]));
      const following = jamoOf.get(chars[i + n] ?? '');
      if (following) {
        const moved = assemble([...jamo, following[0]!]);
        if ([...moved].length === 1) out.add(head + moved);
      }
    }
  }
  return [...out];
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('typing keys', () => {
  it('splits every syllable into the jamo es-hangul gives', async () => {
    const [row] = await queryRows<{ jamo: string }>(
      database.db,
      sql`select string_agg(hangul_jamo(chr(c)), ',' order by c) as jamo from generate_series(${first}::int, ${last}::int) c`,
    );
    expect(row!.jamo.split(',')).toEqual(syllables.map((s) => jamoOf.get(s)));
  });

  it('match the names the expanded tokens matched, for every typing state of every name', async () => {
    const all = names();
    const tokensOf = all.map((n) => new Set(nameSearchTokens(n)));
    const rows = await queryRows<{ i: number; keys: string[] }>(
      database.db,
      sql`select i::int, hangul_typing_keys(array(select json_array_elements_text(t))) as keys
          from json_array_elements(${JSON.stringify(all.map(nameSearchTokens))}::json) with ordinality x(t, i)`,
    );
    const keysOf = rows.sort((a, b) => a.i - b.i).map((r) => new Set(r.keys));
    const queries = [...new Set([...all.slice(0, 40).flatMap(typingStates), '김ㅁ', '김미', '민ㅅ', '김민', '강', '과', '고', '갈ㄱ', 'ㅏ', 'ㄳ', '김민수아'])];
    let compared = 0;
    for (const query of queries) {
      const q = query.toLowerCase();
      const reference = referenceTokens(q);
      const key = typingKey(q);
      expect(key === null, query).toBe(reference === null);
      if (!key || !reference || isChosungQuery(q)) continue;
      const expected = new Set(reference);
      for (let n = 0; n < all.length; n++) {
        const before = [...tokensOf[n]!].some((t) => expected.has(t));
        expect(keysOf[n]!.has(key), `${query} → ${all[n]}`).toBe(before);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(50_000);
  });

  it('are kept by PostgreSQL from the search tokens (none for an anonymised record)', async () => {
    await database.db.execute(sql`insert into employees (employee_no, name_kor, search_tokens) values ('TK1', '김미나', ${`{${nameSearchTokens('김미나').join(',')}}`}::text[]), ('TK2', '퇴직자-TK2', '{}')`);
    const rows = await queryRows<{ no: string; hit: boolean; keys: number }>(
      database.db,
      sql`select employee_no as no, typing_keys @> array[${typingKey('김민')}] as hit, cardinality(typing_keys) as keys from employees where employee_no like 'TK%' order by 1`,
    );
    expect(rows).toEqual([
      { no: 'TK1', hit: true, keys: expect.any(Number) },
      { no: 'TK2', hit: false, keys: 0 },
    ]);
  });
});
