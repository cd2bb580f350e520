/** Korean search helpers (../shared/docs/korea.md): 초성 ('ㄱㅁㅅ' finds 김민수). */

const initials = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const syllableStart = 0xac00;
const syllableEnd = 0xd7a3;

/** The initial consonant of each Hangul syllable; other characters stay as they are. */
export function chosungOf(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out += code >= syllableStart && code <= syllableEnd ? initials[Math.floor((code - syllableStart) / 588)] : ch;
  }
  return out;
}

/** True when the query is only initial consonants, so it should match against 초성. */
export function isChosungQuery(query: string): boolean {
  return query.length > 0 && [...query].every((ch) => initials.includes(ch));
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

/**
 * The word followed by the particle its last sound takes: josa('지표', '을/를') → '지표를',
 * josa('번호', '이/가') → '번호가'. Every message built from a name uses it (never '을(를)').
 */
export { josa } from 'es-hangul';
