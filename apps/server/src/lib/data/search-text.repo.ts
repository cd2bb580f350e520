import { typingPrefixRange } from '@saram/shared/hangul';
import { sql, type SQL } from 'drizzle-orm';
import type { SearchFacets, SearchTerm } from './search-text';

/** The SQL parts of the global search's sources (their `*-search.repo.ts`): matching, ranking, counting. */

/** Tokens are substrings of up to this many characters (migration 0031 search_tokens). */
const tokenLength = 6;

/** `expr` lower-cased without spaces (the form search_tokens() cuts; titles hold plain spaces only). */
const compacted = (expr: SQL) => sql`lower(replace(${expr}, ' ', ''))`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `expr` matches the term: a substring (김민 in 김민수), its 초성 (ㄱㅁㅅ), or, with `typing`, a state of
 * its last character (김ㅁ; needs the hangul_typing_keys(search_tokens(expr)) index). Each is a GIN
 * lookup on the search_tokens(expr) index; a term longer than a token must hold all its windows, then
 * is checked as a substring.
 */
export function textMatches(expr: SQL, term: SearchTerm, options: { typing?: boolean } = {}): SQL {
  const chars = [...term.compact];
  if (chars.length > tokenLength) {
    const windows = [...new Set(chars.slice(0, chars.length - tokenLength + 1).map((_, i) => chars.slice(i, i + tokenLength).join('')))];
    return sql`(search_tokens(${expr}) @> ${`{${windows.map((w) => `"${w.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[] and ${compacted(expr)} like ${`%${likeEscape(term.compact)}%`})`;
  }
  if (options.typing && term.key) return sql`hangul_typing_keys(search_tokens(${expr})) @> array[${term.key}]::text[]`;
  return sql`search_tokens(${expr}) @> array[${term.compact}]::text[]`;
}

/** 0: the whole text is the term; 1: it starts with the term; 2: any other match. */
export function textRank(expr: SQL, term: SearchTerm): SQL<number> {
  return sql<number>`(case when ${compacted(expr)} = ${term.compact} then 0 when starts_with(${compacted(expr)}, ${term.compact}) then 1 else 2 end)`;
}

/**
 * `value` starts with `prefix`, as the byte-wise range a text_pattern_ops index answers exactly
 * (a LIKE 'prefix%' would be rechecked on every match).
 */
export function startsWith(value: SQL, prefix: string): SQL {
  return sql`(${value} ~>=~ ${prefix} and ${value} ~<~ ${`${prefix}\u{10FFFF}`})`;
}

/** `at` (a timestamp) falls on from..to, days in Asia/Seoul, inclusive. */
export function withinDays(at: SQL, facets: SearchFacets): SQL | undefined {
  const parts = [
    facets.from ? sql`${at} >= (${facets.from}::date)::timestamp at time zone 'Asia/Seoul'` : undefined,
    facets.to ? sql`${at} < (${facets.to}::date + 1)::timestamp at time zone 'Asia/Seoul'` : undefined,
  ].filter((p): p is SQL => !!p);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/** `count(*)` that stops at `cap`: a per-type count for the filter row costs at most `cap` rows. */
export function cappedCount(from: SQL, cap: number): SQL {
  return sql`select count(*)::int as n from (select 1 ${from} limit ${cap}) capped`;
}

/**
 * A person's name matches the term, by the employees table's own token columns (search_tokens,
 * typing_keys): for sources that find their records by the person they belong to (a checklist, an
 * evaluation). The query must name the table `employees`. One syllable (김, a fifth of all people)
 * matches names that start with it, and a name being typed (김ㅁ, 김미) the names that start that way,
 * answered from the name index alone (employees_name_c_idx, which carries the id): reading every
 * matching employee's wide row to join them would cost a page per person.
 */
export function employeeNameMatches(term: SearchTerm): SQL {
  const prefix = namePrefix(sql`employees.name_kor`, term);
  if (prefix) return prefix;
  const chars = [...term.compact];
  if (chars.length > tokenLength) return sql`employees.name_kor ilike ${`%${likeEscape(term.raw)}%`}`;
  if (term.key) return sql`employees.typing_keys @> array[${term.key}]::text[]`;
  return sql`employees.search_tokens @> array[${term.compact}]::text[]`;
}

/**
 * For a person's name (`name`, with a `collate "C"` index): one Hangul syllable (a family name, 김) or a
 * name being typed (김ㅁ, 김미, 김민) matches the names that start that way (shared typingPrefixRange), one
 * index range read in name order; undefined for other terms.
 */
export function namePrefix(name: SQL, term: SearchTerm): SQL | undefined {
  // One syllable whose vowel may still combine (고 → 과, a family name too) starts names as typed.
  const single = [...term.compact].length === 1 && /[가-힣]/.test(term.compact) ? { from: term.compact, to: `${term.compact}\u{10FFFF}` } : null;
  const range = (term.key ? typingPrefixRange(term.compact) : null) ?? single;
  return range ? sql`(${name} collate "C" >= ${range.from} and ${name} collate "C" < ${range.to})` : undefined;
}
