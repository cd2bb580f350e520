import { routes } from '../endpoint';

/** Who a record names as its author: a person as recorded; the server's own work (bootstrap, jobs) is 시스템. */
export function displayActor(r: { actorId: string | null; actorLabel: string }): string {
  return r.actorId || /[가-힣]/.test(r.actorLabel) ? r.actorLabel : '시스템';
}

export const accessActions = ['view', 'change', 'input', 'delete', 'print', 'download'] as const;
export const accessActionLabels: Record<(typeof accessActions)[number], string> = {
  view: '조회',
  change: '변경',
  input: '입력',
  delete: '삭제',
  print: '출력',
  download: '다운로드',
};

/** What an access record's subject_type names: one person, or a list read whose subject_id is '12명 (conditions)'. */
export const accessSubjectLabels: Record<string, string> = {
  employee: '직원',
  applicant: '지원자',
  evaluation_cycle: '평가 회차',
  employee_list: '직원 목록',
  retired_list: '퇴직자 목록',
  employee_search: '직원 검색',
  unit_members: '조직 구성원',
  applicant_list: '지원자 목록',
  resignation_list: '사직 신청 목록',
  access_log: '접속기록',
};

/** The 정보주체 as people read it: the person's name and 사번, else the kind of record with its id or its count and conditions. */
export function accessSubjectText(r: { subjectType: string; subjectId: string; subjectName: string | null; subjectNo: string | null }): string {
  if (r.subjectName) return `${r.subjectName} (${r.subjectNo ?? ''})`;
  const label = accessSubjectLabels[r.subjectType];
  return label ? `${label} · ${r.subjectId}` : r.subjectId;
}

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: audit.schemas.ts)

const admin = '/api/mongo/admin';

export const auditRoutes = routes({
  auditLogs: { method: 'GET', path: `${admin}/audit-logs`, access: 'admin:audit' },
  accessLogs: { method: 'GET', path: `${admin}/access-logs`, access: 'admin:audit' },
  accessExport: { method: 'GET', path: `${admin}/access-logs/export`, access: 'admin:audit', file: true },
  accessReview: { method: 'GET', path: `${admin}/access-logs/reviews/:month`, access: 'admin:audit' },
  signOff: { method: 'POST', path: `${admin}/access-logs/reviews/:month/sign-off`, access: 'admin:audit', status: 201 },
  actors: { method: 'GET', path: `${admin}/audit-actors`, access: 'admin:audit' },
  subjects: { method: 'GET', path: `${admin}/audit-subjects`, access: 'admin:audit' },
});
