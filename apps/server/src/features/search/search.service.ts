import type { SearchResultType } from '@saram/shared/search';
import type { SearchQuery, SearchResult } from '@saram/shared/search.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { searchResults as employeeResults } from '../employees/employees.service';

/**
 * One searchable kind of record. Each feature that owns such records contributes a source (its
 * service function); a source must apply the caller's record scope itself.
 */
export type SearchSource = {
  type: SearchResultType;
  search: (db: Db, actor: Actor, q: string, limit: number) => Promise<SearchResult[]>;
};

/** Registered sources; features add theirs here as they arrive (employees, checklists, evaluations ...). */
const sources: SearchSource[] = [{ type: 'employee', search: employeeResults }];

export async function search(db: Db, actor: Actor, query: SearchQuery): Promise<SearchResult[]> {
  const wanted = sources.filter((s) => query.type === 'all' || s.type === query.type);
  const found = await Promise.all(wanted.map((s) => s.search(db, actor, query.q, query.limit)));
  return found.flat().slice(0, query.limit);
}
