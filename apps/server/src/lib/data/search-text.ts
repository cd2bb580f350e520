import { isChosungQuery, typingKey } from '@saram/shared/hangul';

/**
 * A global-search query as every source reads it (issue 31): without spaces and lower-cased, whether it
 * is 초성 only (ㄱㅁ), its typing key when its last character may be unfinished (김ㅁ), and its form
 * without hyphens for numbers typed either way (2026-0003 / 20260003).
 */
export type SearchTerm = { raw: string; compact: string; chosung: boolean; key: string | null; unhyphenated: string };

export function searchTerm(q: string): SearchTerm {
  const compact = q.replace(/\s+/g, '').toLowerCase();
  const chosung = isChosungQuery(compact);
  return { raw: q.trim(), compact, chosung, key: chosung ? null : typingKey(compact), unhyphenated: compact.replace(/-/g, '') };
}

/** The facets of /search (spec 2.5) as a source reads them; a source without a field finds nothing while it is set. */
export type SearchFacets = {
  corporationId?: string | undefined;
  unitId?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** What one source answers: its best `limit` results, each with its rank, and how many match (capped). */
export type RankedResults<R> = { rows: (R & { rank: number })[]; count: number };
