/**
 * What other features use of the Report Center's records: the global search's sources (saved reports,
 * generated report files) and those files for /documents/{id} (issue 31).
 */
export { reportFileProvider, reportFileSearchSource, savedReportSearchSource } from './reports.search';
