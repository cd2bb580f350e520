import type { SearchResultType } from '@saram/shared/search/search';
import type { DocumentInfo, SearchResult } from '@saram/shared/search/search.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../auth/actor';
import { recordAccess, type BulkAccessEntry } from './audit';
import type { SearchFacets, SearchTerm } from './search-text';

/** What the search feature asks a source: the term, the facets, how many rows (0: the count only) and where counts stop. */
export type SearchInput = { term: SearchTerm; facets: SearchFacets; limit: number; countCap: number };

/** A result and its rank (0 exact, 1 prefix, 2 초성 or partial): the search feature merges sources by it. */
export type RankedResult = SearchResult & { rank: number };

/** `access`: the access record its shown rows call for (PIPA art. 8); the search writes every source's in one insert. */
export type SourceAnswer = { results: RankedResult[]; count: number; access?: BulkAccessEntry | undefined };

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

type AccessRecord = Parameters<typeof recordAccess>[2];

/**
 * A document kind's provider from its three parts: `find` answers the row only when the caller may see
 * it (permission and record scope; undefined is the same 404 as a missing id), `bytes` the file, and
 * `access` the access record a download writes before the bytes leave.
 */
export function documentProvider<Row>(parts: {
  find: (db: Db, actor: Actor, id: string) => Promise<Row | undefined>;
  bytes: (db: Db, id: string) => Promise<Buffer | undefined>;
  info: (row: Row) => DocumentInfo;
  access: (row: Row) => AccessRecord;
}): DocumentProvider {
  return {
    async find(db, actor, id) {
      const row = await parts.find(db, actor, id);
      return row && parts.info(row);
    },
    async file(db, actor, id) {
      const row = await parts.find(db, actor, id);
      const data = row && (await parts.bytes(db, id));
      if (!row || !data) return undefined;
      await recordAccess(db, actor, parts.access(row));
      return { info: parts.info(row), data };
    },
  };
}

/** PDFs and images are shown inline on /documents/{id}. */
export const previewable = (mime: string) => mime === 'application/pdf' || /^image\/(png|jpeg|gif|webp)$/.test(mime);

/** The columns every stored document row carries. */
export type StoredFile = { id: string; filename: string; content_type: string; size: number };

const iso = (at: string) => new Date(at).toISOString();

/** A document found by the search (→ /documents/{id}); `at` is when it was stored. */
export function documentResult(d: StoredFile & { rank: number }, kindLabel: string, subtitle: string, at: string): RankedResult {
  return {
    id: d.id,
    type: 'document',
    rank: d.rank,
    title: d.filename,
    subtitle,
    href: `/documents/${d.id}`,
    meta: { kind: kindLabel, mime: d.content_type, size: d.size, updatedAt: iso(at) },
  };
}

/** What /documents/{id} shows of a document; `at` is when it was stored. */
export function documentInfo(d: StoredFile, about: Pick<DocumentInfo, 'kind' | 'kindLabel' | 'owner' | 'uploadedBy'>, at: string): DocumentInfo {
  return {
    id: d.id,
    title: d.filename,
    kind: about.kind,
    kindLabel: about.kindLabel,
    owner: about.owner,
    uploadedBy: about.uploadedBy,
    uploadedAt: iso(at),
    mime: d.content_type,
    size: d.size,
    previewable: previewable(d.content_type),
  };
}

/**
 * A source's rows and count: the rows first, and when they are fewer than asked they are the count
 * (most sources match a handful), so the count query runs only for a full page or a count-only call.
 */
export async function rowsAndCount<R>(limit: number, rows: () => Promise<R[]>, count: () => Promise<number>): Promise<{ rows: R[]; count: number }> {
  if (!limit) return { rows: [], count: await count() };
  const found = await rows();
  return { rows: found, count: found.length < limit ? found.length : await count() };
}
