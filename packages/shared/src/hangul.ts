import { canBeChoseong, disassemble, getChoseong, josa as esJosa } from 'es-hangul';

/**
 * Korean search helpers (../shared/docs/korea.md): 초성 ('ㄱㅁㅅ' finds 김민수), particles and typing
 * states, on es-hangul. What is written here es-hangul does not have: 초성 that keep other characters
 * (getChoseong drops them), particles after digits and Latin letters, and the typing key and prefix range
 * of a query being typed.
 */

const initials = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const syllableStart = 0xac00;
const syllableEnd = 0xd7a3;

/** The initial consonant of each Hangul syllable; other characters stay as they are ('HR팀' → 'HRㅌ'). */
export function chosungOf(text: string): string {
  return [...text].map((ch) => (isSyllable(ch) ? getChoseong(ch) : ch)).join('');
}

/** True when the query is only initial consonants, so it should match against 초성. */
export function isChosungQuery(query: string): boolean {
  return query.length > 0 && [...query].every(canBeChoseong);
}

/** Every substring up to `max` characters: what a search term of that length may equal. */
export function substrings(text: string, max = 6): string[] {
  const chars = [...text.replace(/\s+/g, '')];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    for (let n = 1; n <= max && i + n <= chars.length; n++) out.add(chars.slice(i, i + n).join(''));
  }
  return [...out];
}

/** Search tokens of a name: its substrings and those of its 초성 (lower-cased for Latin names). */
export function nameSearchTokens(name: string): string[] {
  const lower = name.toLowerCase();
  return [...new Set([...substrings(lower), ...substrings(chosungOf(lower))])];
}

/** How a trailing digit or Latin letter is read, for its particle ('20260003' ends in 삼, 'HR' in 알). */
const readings: Record<string, string> = {
  0: '영', 1: '일', 2: '이', 3: '삼', 4: '사', 5: '오', 6: '육', 7: '칠', 8: '팔', 9: '구',
  a: '에이', b: '비', c: '씨', d: '디', e: '이', f: '프', g: '지', h: '치', i: '아이', j: '제이', k: '케이', l: '엘', m: '엠',
  n: '엔', o: '오', p: '피', q: '큐', r: '알', s: '스', t: '티', u: '유', v: '브이', w: '더블유', x: '엑스', y: '와이', z: '지',
};

type Particle = Parameters<typeof esJosa>[1];

/**
 * The word followed by the particle its last sound takes: josa('지표', '을/를') → '지표를',
 * josa('번호', '이/가') → '번호가', josa('20260003', '으로/로') → '20260003으로'. Every message
 * built from a name uses it (never '을(를)').
 */
export function josa(word: string, particle: Particle): string {
  return word + pickJosa(word, particle);
}

/** Only the particle, for a word quoted or formatted apart from it: `'${name}'${pickJosa(name, '이/가')}`. */
export function pickJosa(word: string, particle: Particle): string {
  return esJosa.pick(readings[word.slice(-1).toLowerCase()] ?? word, particle);
}

const jamoStart = 0x3131;
const jamoEnd = 0x318e;
const isHangul = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code >= syllableStart && code <= syllableEnd) || (code >= jamoStart && code <= jamoEnd);
};
const isSyllable = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return code >= syllableStart && code <= syllableEnd;
};

/**
 * Search while typing Korean (issue 9 item 10): a Korean keyboard shows '김ㅁ' and '김미' on the way
 * to '김민수', so the last character of a query counts as unfinished. A name matches when one of its
 * substrings is the query's whole syllables followed by a syllable whose jamo begin with the last
 * character's jamo ('김ㅁ' → 김마, 김민 …; '민ㅅ' → 민사, 민수 …; '김미' → 김미, 김민 …), or, when the last
 * character ends in a consonant that may still move on to the next syllable, its open syllable and a
 * syllable beginning with that consonant ('김민' → 김미나). The database keeps every such state of a
 * name as one key (employees.typing_keys, migration 0020): this answers the query's key, its whole
 * syllables followed by the last character's jamo ('김민' → '김ㅁㅣㄴ'). Null when the last character is
 * not Hangul, an earlier one is not a whole syllable, or the query is longer than a search token
 * (such queries match as typed).
 */
export function typingKey(query: string, maxLength = 6): string | null {
  const chars = [...query.replace(/\s+/g, '')];
  const last = chars.pop();
  if (!last || !isHangul(last) || !chars.every(isSyllable) || chars.length + 1 > maxLength) return null;
  return chars.join('') + disassemble(last);
}

/** How many finals in a row a simple final may still become (ㄴ → ㄴ ㄵ ㄶ, ㄹ → ㄹ … ㅀ, ㅂ → ㅂ ㅄ), by its index. */
const finalSpan: Record<number, number> = { 4: 3, 8: 8, 17: 2 };

/**
 * The names that start the way a query being typed does, as one range of code points [from, to) that a
 * sorted name index answers, in which the names that start with the query as typed come first:
 * - whole syllables and a lone initial consonant: '김ㅁ' → 김마 … 김밓;
 * - an open last syllable: '김미' → 김미 … 김밓 (any final);
 * - a last syllable with a final: '김민' → 김민 … 김믾 (the finals it may still become). Not 김미나: a
 *   final moving on to the next syllable is another range, and the employee list's typing keys find it.
 * Null for any other query (a vowel that may still combine, '고' → 과; not Hangul).
 */
export function typingPrefixRange(query: string): { from: string; to: string } | null {
  const chars = [...query.replace(/\s+/g, '')];
  const last = chars.pop();
  if (!last || !chars.every(isSyllable)) return null;
  const head = chars.join('');
  const span = (from: number, count: number) => ({ from: head + String.fromCodePoint(from), to: head + String.fromCodePoint(from + count) });
  const initial = initials.indexOf(last);
  if (initial >= 0) return span(syllableStart + initial * 588, 588);
  if (!isSyllable(last)) return null;
  const code = last.codePointAt(0)!;
  const final = (code - syllableStart) % 28;
  const medial = Math.floor(((code - syllableStart) % 588) / 28);
  if (final === 0) return [8, 13, 18].includes(medial) ? null : span(code, 28);
  return span(code, finalSpan[final] ?? 1);
}
