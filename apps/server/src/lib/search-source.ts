import type { SearchResultType } from '@saram/shared/search';
import type { DocumentInfo, SearchResult } from '@saram/shared/search.schemas';
import type { Db } from '../db/client';
import type { Actor } from './actor';
import type { SearchFacets, SearchTerm } from './search-text';

/** What the search feature asks a source: the term, the facets, how many rows (0: the count only) and where counts stop. */
export type SearchInput = { term: SearchTerm; facets: SearchFacets; limit: number; countCap: number };

/** A result and its rank (0 exact, 1 prefix, 2 초성 or partial): the search feature merges sources by it. */
export type RankedResult = SearchResult & { rank: number };

export type SourceAnswer = { results: RankedResult[]; count: number };

/**
 * One searchable kind of record, owned by the feature whose records they are (employees.search.ts,
 * organization.search.ts ...). A source applies the caller's permissions and record scope itself and
 * answers nothing, not an error, when the caller may not see its kind.
 */
export type SearchSource = {
  type: SearchResultType;
  search: (db: Db, actor: Actor, input: SearchInput) => Promise<SourceAnswer>;
};

export const noAnswer: SourceAnswer = { results: [], count: 0 };

/** The facets a source cannot apply (it has no such field): while one is set the source finds nothing. */
export function unsupportedFacet(facets: SearchFacets, supported: readonly (keyof SearchFacets)[]): boolean {
  return (Object.keys(facets) as (keyof SearchFacets)[]).some((k) => facets[k] !== undefined && !supported.includes(k));
}

/** The codes whose Korean label is the status facet (meta.status shows labels); undefined when no status is asked. */
export function statusCodes(labels: Record<string, string>, status: string | undefined): string[] | undefined {
  return status === undefined ? undefined : Object.keys(labels).filter((code) => labels[code] === status);
}

/**
 * The documents a feature keeps (issue 31): /documents/{id} asks each provider in turn. A provider
 * answers undefined for an id it does not hold and for one whose owner record the caller may not open,
 * so both become the same 404.
 */
export type DocumentProvider = {
  find: (db: Db, actor: Actor, id: string) => Promise<DocumentInfo | undefined>;
  /** The bytes, after the owner's access record (PIPA art. 8) is written. */
  file: (db: Db, actor: Actor, id: string) => Promise<{ info: DocumentInfo; data: Buffer } | undefined>;
};

/** PDFs and images are shown inline on /documents/{id}. */
export const previewable = (mime: string) => mime === 'application/pdf' || /^image\/(png|jpeg|gif|webp)$/.test(mime);
