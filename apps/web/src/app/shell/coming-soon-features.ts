import type { Permission } from '@saram/shared/permissions';

/**
 * The features behind /coming-soon (spec 2.2), keyed by the `feature` query of their sidebar
 * entries, with the permission their screens will need (the entry is shown only with it).
 */
export const comingSoonFeatures: Readonly<Record<string, { label: string; description: string; permission: Permission }>> = {
  appointments: {
    label: '인사 발령',
    description: '승진, 전보, 직급·직책 변경 같은 인사발령을 등록하고 발령 이력을 관리합니다.',
    permission: 'employees:write',
  },
  'appointment-approvals': {
    label: '발령 승인',
    description: '상신된 인사발령을 결재선에 따라 검토하고 승인하거나 반려합니다.',
    permission: 'employees:write',
  },
  'approval-lines': {
    label: '결재선 설정',
    description: '발령과 사직서 같은 문서의 결재 단계와 결재자를 조직별로 정합니다.',
    permission: 'organization:write',
  },
};
