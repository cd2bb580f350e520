import { routes } from '../endpoint';

/**
 * What the global search finds (spec 3.6, issue 31). The spec's five (employee, document,
 * evaluation, checklist, candidate) plus the other records a user may open: job notices, units and
 * task forces, saved reports. Checklist templates and a person's checklist are both 'checklist'
 * (their `href` tells them apart).
 */
export const searchResultTypes = ['employee', 'candidate', 'notice', 'unit', 'task_force', 'checklist', 'evaluation', 'report', 'document'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** The filter row's labels (spec 2.5), in the order results of equal rank are listed. */
export const searchTypeLabels: Record<SearchResultType, string> = {
  employee: '직원',
  candidate: '지원자',
  notice: '채용 공고',
  unit: '조직',
  task_force: 'TF',
  checklist: '체크리스트',
  evaluation: '평가',
  report: '리포트',
  document: '문서',
};

/** A candidate hired but not yet started (spec 3.6 'incoming hire'). */
export const incomingHireLabel = '입사 예정';

/**
 * The shortest query: one character when it is a whole Hangul syllable (a family name such as 김 is a
 * real search in Korea), otherwise two (a lone Latin letter, digit or 초성 matches nearly everything).
 */
/** A whole Hangul syllable (가-힣). */
export const hangulSyllable = /^[가-힣]$/u;

export const searchMinLength = { hangulSyllable: 1, other: 2 } as const;
export const searchTooShortMessage = '검색어는 2자 이상(한글은 1자 이상) 입력해주세요.';

/** Per-type counts stop here: the filter row shows '100+' beyond it (a short term matches thousands; counting them all cost more than the search). */
export const searchCountLimit = 100;

/** The kinds of stored or generated file that /documents/{id} shows. */
export const documentKinds = ['checklist_document', 'applicant_document', 'report_file'] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const documentKindLabels: Record<DocumentKind, string> = {
  checklist_document: '체크리스트 증빙 서류',
  applicant_document: '지원 서류',
  report_file: '리포트 파일',
};

/** The record a document belongs to (its permission is the document's). */
export const documentOwnerTypes = ['checklist', 'candidate', 'report'] as const;
export type DocumentOwnerType = (typeof documentOwnerTypes)[number];

/** The spec's toasts and empty state (spec 8.2). */
export const searchTexts = {
  errorTitle: '검색 오류',
  errorDescription: '검색 중 오류가 발생했습니다.',
  empty: (query: string) => `"${query}"에 대한 검색 결과가 없습니다`,
  documentNotFound: '문서를 찾을 수 없습니다.',
} as const;

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: search.schemas.ts)

export const searchRoutes = routes({
  search: { method: 'GET', path: '/api/search', access: 'search:use' },
  /**
   * Documents are found through the search, so they share its permission (every role that may read a
   * document's owner record has it); the owner record's permission and scope then decide, and a
   * document the caller may not see answers 404, the same as a missing one.
   */
  document: { method: 'GET', path: '/api/documents/:id', access: 'search:use' },
  /** The file itself (Content-Disposition attachment, or inline with ?inline=1 for the PDF/image preview); writes an access record. */
  documentFile: { method: 'GET', path: '/api/documents/:id/file', access: 'search:use', file: true },
});
