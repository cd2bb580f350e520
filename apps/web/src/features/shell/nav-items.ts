import type { Permission } from '@saram/shared/permissions';
import {
  BriefcaseBusiness,
  LayoutDashboard,
  ShieldCheck,
  Target,
  TowerControl,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** The sidebar's entries (spec 2.3). */

export type NavItem = {
  label: string;
  /** Where the entry leads; may carry a query (the /coming-soon entries name their feature). */
  to: string;
  /** Other path prefixes that highlight this entry (e.g. the detail pages below a list). */
  also?: readonly string[];
  /** Shown only to users holding it (admin mode); the server refuses the calls anyway. */
  permission?: Permission;
};

export type NavGroup = {
  id: string;
  label: string;
  icon: LucideIcon;
  items: readonly NavItem[];
};

export const dashboardItem: NavItem & { icon: LucideIcon } = {
  label: '대시보드',
  to: '/hr-dashboard',
  also: ['/'],
  icon: LayoutDashboard,
};

export const navGroups: readonly NavGroup[] = [
  {
    id: 'recruitment',
    label: '채용 관리',
    icon: BriefcaseBusiness,
    items: [
      { label: '채용 공고', to: '/job-notices' },
      { label: '수습 평가 대상자', to: '/new-employees' },
      { label: '체크리스트 템플릿', to: '/checklist-templates', also: ['/checklist-management', '/checklist-builder'] },
    ],
  },
  {
    id: 'employees',
    label: '직원 관리',
    icon: Users,
    items: [
      { label: '직원 관리', to: '/employees' },
      { label: '조직도 설정', to: '/organization' },
      { label: '사직서 관리', to: '/resignation-management' },
      { label: '퇴직자 관리', to: '/retired-employees' },
      { label: '인사 발령', to: '/coming-soon?feature=appointments' },
      { label: '발령 승인', to: '/coming-soon?feature=appointment-approvals' },
      { label: '결재선 설정', to: '/coming-soon?feature=approval-lines' },
    ],
  },
  {
    id: 'self-service',
    label: '직원 셀프 서비스',
    icon: UserRound,
    items: [
      { label: '내 평가', to: '/eval/my' },
      { label: '평가자 포털', to: '/evaluations', also: ['/eval/evaluations'] },
      { label: '사직서 제출', to: '/resignation-request' },
    ],
  },
  {
    id: 'evaluation',
    label: '성과 평가 관리',
    icon: Target,
    items: [
      { label: '평가 템플릿', to: '/eval/templates' },
      { label: '평가 주기', to: '/eval/cycles' },
      { label: '평가 대시보드', to: '/eval/dashboard' },
      { label: '평가 리포트', to: '/eval/reports' },
    ],
  },
  {
    id: 'admin',
    label: '관리자 모드',
    icon: ShieldCheck,
    items: [
      { label: '시스템 권한 관리', to: '/rbac', permission: 'admin:rbac' },
      { label: '역할 배정 규칙', to: '/role-assignment-rules', permission: 'admin:role-rules' },
      { label: '공통 코드 관리', to: '/common-types', permission: 'common-types:write' },
      { label: '평가 코드 관리', to: '/eval/codes', permission: 'evaluations:manage' },
      { label: '관리자 ID 관리', to: '/admin-management', permission: 'admin:users' },
      { label: 'API 토큰 관리', to: '/token-management', permission: 'admin:tokens' },
    ],
  },
  {
    id: 'control-tower',
    label: 'HR Control Tower',
    icon: TowerControl,
    items: [
      { label: 'Report Center', to: '/reports' },
      { label: '경영진 대시보드', to: '/reports/executive-dashboard' },
      { label: '부서 성과', to: '/reports/department-performance' },
    ],
  },
];

/** The header's quick links (spec 2.4). */
export const quickLinks: readonly NavItem[] = [
  { label: '직원 관리', to: '/employees' },
  { label: '조직도', to: '/organization' },
  { label: '평가 관리', to: '/eval/cycles' },
];

/** The features behind /coming-soon (spec 2.2), keyed by the `feature` query of their entries. */
export const comingSoonFeatures: Readonly<Record<string, { label: string; description: string }>> = {
  appointments: {
    label: '인사 발령',
    description: '승진, 전보, 직급·직책 변경 같은 인사발령을 등록하고 발령 이력을 관리합니다.',
  },
  'appointment-approvals': {
    label: '발령 승인',
    description: '상신된 인사발령을 결재선에 따라 검토하고 승인하거나 반려합니다.',
  },
  'approval-lines': {
    label: '결재선 설정',
    description: '발령과 사직서 같은 문서의 결재 단계와 결재자를 조직별로 정합니다.',
  },
};
