/**
 * The permission catalogue and the default roles. The server stores the roles in the database
 * (synchronised from this file on start) and every route declares one of these permissions,
 * or `public` (no sign-in) or `session` (any signed-in user, for the user's own session only).
 */
export const permissionCatalogue = {
  'employees:read': '직원 정보 조회',
  'employees:write': '직원 등록·수정',
  'employees:delete': '직원 삭제',
  'employees:rrn:view': '주민등록번호 열람',
  'employees:salary:view': '급여 정보 열람',
  'employees:sensitive:view': '민감정보(장애·보훈) 열람',
  'employees:bank:view': '급여 계좌 열람',
  'employees:export': '직원 정보 내보내기',
  'organization:read': '조직 조회',
  'organization:write': '조직 관리',
  'checklists:read': '온보딩 체크리스트 조회',
  'checklists:write': '온보딩 체크리스트 관리',
  'recruitment:read': '채용 공고·지원자 조회',
  'recruitment:write': '채용 공고·지원자 관리',
  'recruitment:approve': '채용 공고 승인·반려',
  'recruitment:interview': '지원자 면접 평가 입력',
  'resignations:request': '사직서 제출',
  'resignations:read': '사직서 조회',
  'resignations:approve': '사직서 승인·반려',
  'appointments:write': '인사발령 작성·상신',
  'appointments:lines': '발령 결재선 설정',
  'evaluations:self': '내 평가',
  'evaluations:evaluate': '평가자 평가 수행',
  'evaluations:read': '평가 조회',
  'evaluations:manage': '평가 템플릿·주기 관리',
  'evaluations:reports': '평가 리포트',
  'certificates:request': '증명서 신청',
  'certificates:issue': '증명서 발급',
  'dashboard:read': '대시보드 조회',
  'search:use': '통합 검색',
  'common-types:read': '공통 코드 조회',
  'common-types:write': '공통 코드 관리',
  'reports:executive:view': '경영진 요약 리포트',
  'reports:department:view': '부서 성과 리포트',
  'reports:talent:view': '인재 분석 리포트',
  'reports:manager:view': '관리자 효과성 리포트',
  'reports:succession:view': '승계 계획 리포트',
  'reports:skills:view': '역량 격차 리포트',
  'reports:retention:view': '이직 위험 리포트',
  'reports:compensation:view': '보상 분석 리포트',
  'reports:training:view': '교육 효과성 리포트',
  'reports:individual:view': '개인 성장 리포트',
  'reports:manage': '리포트 저장·예약 관리',
  'admin:rbac': '권한 관리',
  'admin:role-rules': '역할 배정 규칙 관리',
  'admin:users': '관리자 ID 관리',
  'admin:tokens': 'API 토큰 관리',
  'admin:webhooks': '웹훅 관리',
  'admin:audit': '감사 로그·개인정보 접근 기록 조회',
  'admin:retention': '개인정보 파기 관리',
  'admin:notifications': '알림 규칙 관리',
} as const;

export type Permission = keyof typeof permissionCatalogue;
export const allPermissions = Object.keys(permissionCatalogue) as Permission[];

/**
 * Permissions over other people's records, which a grant's scope limits. A caller's record scope is
 * read from its grants of employees:read; one without any (a resignation reviewer of one unit) has it
 * read from its grants of these, so that a scoped grant never reaches the whole company.
 */
export const scopedPermissions: readonly Permission[] = allPermissions.filter(
  (p) => /^(employees|checklists|recruitment|resignations|evaluations|certificates):/.test(p) && !['resignations:request', 'certificates:request', 'evaluations:self', 'evaluations:evaluate'].includes(p),
);

/** What a route requires: a permission, no sign-in at all, or just a valid session. */
export type RouteAccess = Permission | 'public' | 'session';

export const roleNames = [
  'admin',
  'hr_manager',
  'hr_staff',
  'executive',
  'evaluator',
  'evaluation_only',
  'employee',
] as const;
/** The default roles' names (their permissions are fixed by this file). */
export type DefaultRoleName = (typeof roleNames)[number];
/** A stored role's name: a default one or a custom one made on /rbac (`custom_…`). */
export type RoleName = string;

export function isDefaultRole(name: string): name is DefaultRoleName {
  return (roleNames as readonly string[]).includes(name);
}

/** A default role's Korean label (undefined for a custom role). */
export function defaultRoleLabel(name: string): string | undefined {
  return isDefaultRole(name) ? defaultRoles[name].label : undefined;
}

/** What to show for a role where only its name is known: the default label, or '사용자 정의 역할'. */
export function roleDisplayName(name: string): string {
  return defaultRoleLabel(name) ?? (name.startsWith('custom_') ? '사용자 정의 역할' : name);
}

const reportViews = allPermissions.filter((p) => p.startsWith('reports:') && p.endsWith(':view'));
/**
 * HR staff read the operational and analytic reports of their scope, but not the executive summary
 * and not pay (they hold no salary permission either); they save and schedule their own reports.
 */
const hrStaffReports: Permission[] = [
  ...reportViews.filter((p) => p !== 'reports:executive:view' && p !== 'reports:compensation:view'),
  'reports:manage',
];
const everyoneWorking: Permission[] = ['common-types:read', 'resignations:request', 'evaluations:self', 'certificates:request'];

export const defaultRoles: Record<DefaultRoleName, { label: string; description: string; permissions: Permission[] }> = {
  admin: {
    label: '시스템 관리자',
    description: '모든 기능과 관리자 모드를 사용합니다.',
    permissions: allPermissions,
  },
  hr_manager: {
    label: '인사 책임자',
    description: '인사 업무 전체와 민감정보 열람, 감사 기록 조회를 담당합니다.',
    permissions: allPermissions.filter((p) => !p.startsWith('admin:') || p === 'admin:audit'),
  },
  hr_staff: {
    label: '인사 담당자',
    description: '직원·조직·온보딩·채용·퇴직 업무를 처리합니다. 주민등록번호, 급여, 급여 계좌, 장애·보훈 정보는 열람할 수 없습니다.',
    permissions: [
      ...everyoneWorking,
      'employees:read',
      'employees:write',
      'employees:export',
      'organization:read',
      'organization:write',
      'checklists:read',
      'checklists:write',
      'recruitment:read',
      'recruitment:write',
      'recruitment:interview',
      'resignations:read',
      'certificates:issue',
      'appointments:write',
      'evaluations:read',
      'dashboard:read',
      'search:use',
      ...hrStaffReports,
    ],
  },
  executive: {
    label: '경영진',
    description: '대시보드와 HR 리포트를 조회합니다.',
    permissions: [
      ...everyoneWorking,
      'employees:read',
      'organization:read',
      'evaluations:read',
      'evaluations:reports',
      'dashboard:read',
      'search:use',
      ...reportViews,
      'reports:manage',
    ],
  },
  evaluator: {
    label: '평가자',
    description: '배정된 평가를 수행하고 자신의 평가를 확인합니다.',
    permissions: [...everyoneWorking, 'evaluations:evaluate'],
  },
  evaluation_only: {
    label: '평가 전용',
    description: '평가 화면만 사용합니다.',
    permissions: ['evaluations:self', 'evaluations:evaluate'],
  },
  employee: {
    label: '직원',
    description: '자기 평가와 사직서 제출 등 본인 업무만 사용합니다.',
    permissions: everyoneWorking,
  },
};

export function hasPermission(granted: readonly string[], required: RouteAccess): boolean {
  if (required === 'public' || required === 'session') return true;
  return granted.includes(required);
}
