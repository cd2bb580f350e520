/**
 * What other features use of recruitment: the global search's sources and the applicants' documents
 * of /documents/{id} (issue 31). The notices and applicants themselves: notices.service.ts, applicants.service.ts.
 */
export { applicantDocumentProvider, applicantDocumentSearchSource, candidateSearchSource, noticeSearchSource } from './recruitment.search';
