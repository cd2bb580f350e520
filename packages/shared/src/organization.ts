/** Unit levels (spec 5): 1 business unit, 2 division, 3 team, 4 part, 5 task force. */
export const unitTypes = ['BUSINESS_UNIT', 'DIVISION', 'TEAM', 'PART', 'TASK_FORCE'] as const;
export type UnitType = (typeof unitTypes)[number];

export const unitLevels: Record<UnitType, number> = { BUSINESS_UNIT: 1, DIVISION: 2, TEAM: 3, PART: 4, TASK_FORCE: 5 };

export const unitTypeLabels: Record<UnitType, string> = {
  BUSINESS_UNIT: '사업부',
  DIVISION: '본부',
  TEAM: '팀',
  PART: '파트',
  TASK_FORCE: 'TF',
};

export const taskForceStatuses = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'ACTIVE', 'DISSOLVED'] as const;
export type TaskForceStatus = (typeof taskForceStatuses)[number];
