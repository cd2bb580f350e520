import type { ReportResult } from '@saram/shared/reports/report-result.schemas';
import { seoulFormat } from '../../../lib/seoul-time';

/** What the PDF and the workbook print above a report: its period, units, corporation, person, and when it was made. */

const dotted = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(0, 4)}.${iso.slice(5, 7)}.${iso.slice(8, 10)}` : iso);

/** An instant as Seoul reads it: 2026.12.31 14:00. */
export function seoulDateTime(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : seoulFormat(iso, 'yyyy.MM.dd HH:mm');
}

/** 기간 2026.01.01 ~ 2026.12.31 · 조직 검색팀, 개발팀 · 법인 사람 주식회사 · 직원 김민준 */
export function filtersLine(filters: ReportResult['filters']): string {
  const parts = [`기간 ${dotted(filters.from)} ~ ${dotted(filters.to)}`];
  parts.push(`조직 ${filters.unitNames.length ? filters.unitNames.join(', ') : '전체'}`);
  if (filters.corporationName) parts.push(`법인 ${filters.corporationName}`);
  if (filters.employeeName) parts.push(`직원 ${filters.employeeName}`);
  return parts.join(' · ');
}

/** A file name people can read: 경영진 요약_20261231.pdf (characters a file system refuses become _). */
export function reportFilename(title: string, generatedAt: string, extension: 'pdf' | 'xlsx'): string {
  const stamp = seoulDateTime(generatedAt).slice(0, 10).replace(/\./g, '');
  const safe = [...title].map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
  return `${safe.trim() || 'report'}_${stamp}.${extension}`;
}
