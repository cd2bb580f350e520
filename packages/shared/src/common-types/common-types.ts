import { routes } from '../endpoint';
import { employmentStatuses } from '../employees/employees';

/**
 * 공통 코드 (spec 3.4, 7.5): the values the employee forms, list filters and the import template
 * offer, per group. Most groups are managed by administrators on /common-types; a fixed group's
 * values are labels of values the server's logic depends on (재직상태 drives status transitions),
 * so they can be reordered and described but not added, renamed, deactivated or deleted.
 */

export const commonTypeGroups = {
  job_title: { label: '직책', fixed: false },
  job_grade: { label: '직급', fixed: false },
  job_function: { label: '직무', fixed: false },
  employment_type: { label: '고용형태', fixed: false },
  employment_status: { label: '재직상태', fixed: true },
  resignation_type: { label: '퇴직 유형', fixed: false },
  leave_reason: { label: '휴직 사유', fixed: false },
  military_service: { label: '병역 구분', fixed: false },
  visa_type: { label: '비자 종류', fixed: false },
  education_level: { label: '최종 학력', fixed: false },
  graduation_status: { label: '졸업 구분', fixed: false },
  apply_channel: { label: '채용 경로', fixed: false },
} as const satisfies Record<string, { label: string; fixed: boolean }>;

export type CommonTypeGroup = keyof typeof commonTypeGroups;
export const commonTypeGroupKeys = Object.keys(commonTypeGroups) as CommonTypeGroup[];
export const isCommonTypeGroup = (value: string): value is CommonTypeGroup => value in commonTypeGroups;

/**
 * The usual Korean values each group starts with; they include every value the app and the demo
 * company already use. A managed group gets them when it is empty (first start, or a group new in
 * this version); a fixed group always has exactly its values.
 */
export const defaultCommonTypes: Record<CommonTypeGroup, readonly string[]> = {
  job_title: ['대표이사', '사업부장', '본부장', '실장', '팀장', '파트장', '팀원'],
  job_grade: ['사원', '주임', '대리', '과장', '차장', '부장', '이사', '상무', '전무', '부사장', '사장', '선임', '책임', '수석'],
  job_function: [
    '경영관리', '전략기획', '인사운영', '채용', '보상', '교육운영', '회계', '재무', '자금', '투자관리', '법무', '대외협력', '총무', '구매',
    '영업', '제품 마케팅', '서비스 기획', 'UX/UI 디자인', '백엔드 개발', '프론트엔드 개발', '모바일 앱 개발', '데이터 분석',
    '데이터 엔지니어링', '클라우드 운영', '인프라 운영', '정보보안', 'QA 테스트', '개발관리', '기술지원', '물류시스템 개발',
    '연구기획', '신약연구', '신약 합성연구', '약리연구', '임상개발', '제제연구', '품질관리', '품질보증', '공정기술', '생산관리',
    '물류운영', '배차관리', '운송관리', '운송정산', '입고관리', '출고관리',
  ],
  employment_type: ['정규직', '계약직', '인턴', '파견'],
  employment_status: employmentStatuses,
  resignation_type: ['자진퇴사', '권고사직', '계약만료', '정년퇴직', '해고', '기타'],
  leave_reason: ['육아휴직', '출산전후휴가', '질병휴직', '가족돌봄휴직', '학업휴직', '병역휴직', '기타'],
  military_service: ['군필', '미필', '면제', '복무 중', '해당 없음'],
  visa_type: ['D-2', 'D-10', 'E-7', 'E-9', 'F-2', 'F-4', 'F-5', 'F-6', 'H-2'],
  education_level: ['고졸', '초대졸', '대졸', '석사', '박사', '고등학교', '전문학사', '학사'],
  graduation_status: ['졸업', '졸업예정', '재학', '수료', '중퇴'],
  apply_channel: ['공개채용', '수시채용', '캠퍼스 리크루팅', '인턴 전환', '사내 추천', '헤드헌팅', '원티드', '사람인', '잡코리아', '링크드인'],
};

/** Active names per group, in their order (what the client keeps in storage). */
export function groupCommonTypes(items: readonly { group_type: string; type_name: string; is_active: boolean }[]): Partial<Record<string, string[]>> {
  const grouped: Partial<Record<string, string[]>> = {};
  for (const item of items) if (item.is_active) (grouped[item.group_type] ??= []).push(item.type_name);
  return grouped;
}

// ---------------------------------------------------------------------------------------------
// Routes (their schemas: common-types.schemas.ts)

const base = '/api/mongo/common-types';

export const commonTypeRoutes = routes({
  list: { method: 'GET', path: base, access: 'common-types:read' },
  active: { method: 'GET', path: `${base}/active`, access: 'common-types:read' },
  create: { method: 'POST', path: base, access: 'common-types:write', status: 201 },
  update: { method: 'PUT', path: `${base}/:id`, access: 'common-types:write' },
  deactivate: { method: 'DELETE', path: `${base}/:id`, access: 'common-types:write' },
  hardDelete: { method: 'DELETE', path: `${base}/:id/hard`, access: 'common-types:write', status: 204 },
});
