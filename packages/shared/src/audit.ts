import { routes } from './endpoint';

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
