import { routes } from './endpoint';

export const searchResultTypes = ['employee', 'document', 'evaluation', 'checklist', 'candidate'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: search.schemas.ts)

export const searchRoutes = routes({
  search: { method: 'GET', path: '/api/search', access: 'search:use' },
});
