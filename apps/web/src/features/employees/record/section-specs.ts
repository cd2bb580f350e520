import type { CommonTypeGroup } from '@saram/shared/common-types/common-types';
import { genders } from '@saram/shared/employees/employees';
import { corporationLabel, orgLevels } from '@saram/shared/organization/organization';
import { reportingLineLabels } from '@saram/shared/organization/organization-reporting';

/**
 * The record's editable sections (spec 3.1) described once: which fields, their Korean labels and
 * kinds. The section editor renders them, and the change history names fields with the labels.
 */

export type FieldKind = 'text' | 'date' | 'email' | 'tel' | 'number' | 'select' | 'textarea' | 'checkbox' | 'zipcode' | 'money';

export type FieldSpec = {
  /** Nested path in the record ('personal.phone'); relative to the row inside a list. */
  path: string;
  label: string;
  kind?: FieldKind | undefined;
  options?: readonly string[] | undefined;
  /** A select whose choices are the active 공통 코드 of this group. */
  codes?: CommonTypeGroup | undefined;
  placeholder?: string | undefined;
  /** Takes the whole row of the form grid. */
  wide?: boolean | undefined;
};

export type ListSpec = { path: string; itemLabel: string; fields: FieldSpec[] };

export type SectionId =
  | 'basic'
  | 'contact'
  | 'address'
  | 'military'
  | 'veteran'
  | 'disability'
  | 'visa'
  | 'dependents'
  | 'placement'
  | 'work'
  | 'employmentHistory'
  | 'accounts'
  | 'careerSummary'
  | 'previousCompanies'
  | 'educationInfo'
  | 'educationRecords'
  | 'certifications'
  | 'languageSkills'
  | 'salary'
  | 'bankAccount'
  | 'notes';

export type SectionSpec = {
  id: SectionId;
  title: string;
  description?: string | undefined;
  fields?: FieldSpec[] | undefined;
  list?: ListSpec | undefined;
  /** 소속: the cascading pickers for organization.insuranceCorp ... partId. */
  placement?: boolean | undefined;
};

const opts = (values: readonly string[]) => values;

export const sectionSpecs: Record<SectionId, SectionSpec> = {
  basic: {
    id: 'basic',
    title: '기본 정보',
    fields: [
      { path: 'personal.nameKor', label: '이름' },
      { path: 'personal.nameEng', label: '영문 이름' },
      { path: 'personal.employeeNo', label: '사번' },
      { path: 'personal.birthDate', label: '생년월일', kind: 'date' },
      { path: 'personal.gender', label: '성별', kind: 'select', options: opts(genders) },
      { path: 'personal.nationality', label: '국적' },
      { path: 'personal.rrn', label: '주민등록번호', placeholder: '바꿀 때만 입력 (900101-1234567)' },
      { path: 'personal.dependents', label: '부양가족 수', kind: 'number' },
    ],
  },
  contact: {
    id: 'contact',
    title: '연락처',
    fields: [
      { path: 'personal.phone', label: '휴대전화', kind: 'tel', placeholder: '010-1234-5678' },
      { path: 'personal.emailPersonal', label: '개인 이메일', kind: 'email' },
    ],
  },
  address: {
    id: 'address',
    title: '주소',
    description: '주소를 바꾸면 이전 주소는 주소 이력에 남습니다.',
    fields: [
      { path: 'personal.addressInfo.zipcode', label: '우편번호', kind: 'zipcode', placeholder: '06236' },
      { path: 'personal.addressInfo.address', label: '주소', wide: true },
      { path: 'personal.addressInfo.addressDetail', label: '상세주소' },
      { path: 'personal.addressInfo.extraAddress', label: '참고항목' },
    ],
  },
  military: {
    id: 'military',
    title: '병역',
    fields: [
      { path: 'personal.militaryService.type', label: '병역 구분', kind: 'select', codes: 'military_service' },
      { path: 'personal.militaryService.rank', label: '계급' },
      { path: 'personal.militaryService.startedAt', label: '입대일', kind: 'date' },
      { path: 'personal.militaryService.endedAt', label: '전역일', kind: 'date' },
      { path: 'personal.militaryService.dischargeType', label: '전역 구분' },
      { path: 'personal.militaryService.exemptionReason', label: '면제 사유' },
    ],
  },
  veteran: {
    id: 'veteran',
    title: '보훈',
    fields: [
      { path: 'personal.veteran.isVeteran', label: '보훈 대상', kind: 'checkbox' },
      { path: 'personal.veteran.number', label: '보훈 번호' },
    ],
  },
  disability: {
    id: 'disability',
    title: '장애',
    fields: [
      { path: 'personal.disability.isDisabled', label: '장애 여부', kind: 'checkbox' },
      { path: 'personal.disability.degree', label: '장애 정도' },
    ],
  },
  visa: {
    id: 'visa',
    title: '비자',
    fields: [
      { path: 'personal.visa.type', label: '비자 종류', kind: 'select', codes: 'visa_type' },
      { path: 'personal.visa.expiryDate', label: '만료일', kind: 'date' },
      { path: 'personal.visa.memo', label: '메모', kind: 'textarea', wide: true },
    ],
  },
  dependents: {
    id: 'dependents',
    title: '부양가족',
    list: {
      path: 'personal.dependentDetails',
      itemLabel: '가족',
      fields: [
        { path: 'name', label: '이름' },
        { path: 'relationship', label: '관계', placeholder: '배우자' },
        { path: 'birthDate', label: '생년월일', kind: 'date' },
      ],
    },
  },
  placement: { id: 'placement', title: '소속', placement: true },
  work: {
    id: 'work',
    title: '근무 정보',
    fields: [
      { path: 'organization.employmentType', label: '고용형태', kind: 'select', codes: 'employment_type' },
      { path: 'organization.employmentStatus', label: '재직상태', kind: 'select', codes: 'employment_status' },
      { path: 'organization.jobGrade', label: '직급', kind: 'select', codes: 'job_grade' },
      { path: 'organization.jobTitle', label: '직책', kind: 'select', codes: 'job_title' },
      { path: 'organization.jobFunction', label: '직무', kind: 'select', codes: 'job_function' },
      { path: 'organization.firstJoinDate', label: '최초 입사일', kind: 'date' },
      { path: 'organization.transferDate', label: '전보일', kind: 'date' },
      { path: 'organization.probationEndDate', label: '수습 종료일', kind: 'date' },
      { path: 'organization.erpId', label: 'ERP ID' },
      { path: 'organization.orgChartId', label: '조직도 ID' },
      { path: 'organization.wantedId', label: '원티드 ID' },
    ],
  },
  employmentHistory: {
    id: 'employmentHistory',
    title: '입·퇴사 이력',
    list: {
      path: 'employmentHistory',
      itemLabel: '이력',
      fields: [
        { path: 'startDate', label: '입사일', kind: 'date' },
        { path: 'endDate', label: '퇴사일', kind: 'date' },
        { path: 'type', label: '고용형태', kind: 'select', codes: 'employment_type' },
        { path: 'firstJoinDate', label: '최초 입사일', kind: 'date' },
      ],
    },
  },
  accounts: {
    id: 'accounts',
    title: '계정',
    fields: [
      { path: 'accounts.email', label: '회사 이메일', kind: 'email' },
      { path: 'accounts.groupwareId', label: '그룹웨어 ID' },
      { path: 'accounts.slackId', label: 'Slack ID' },
    ],
  },
  careerSummary: {
    id: 'careerSummary',
    title: '경력 요약',
    fields: [
      { path: 'career.acknowledgedYears', label: '인정 경력(년)', kind: 'number' },
      { path: 'career.prevCareer.months', label: '이전 경력(개월)', kind: 'number' },
      { path: 'career.mqYears', label: 'MQ 경력(년)', kind: 'number' },
      { path: 'career.mqMonths', label: 'MQ 경력(개월)', kind: 'number' },
    ],
  },
  previousCompanies: {
    id: 'previousCompanies',
    title: '이전 직장',
    list: {
      path: 'career.previousCompanies',
      itemLabel: '직장',
      fields: [
        { path: 'companyName', label: '회사명' },
        { path: 'department', label: '부서' },
        { path: 'position', label: '직위' },
        { path: 'startDate', label: '입사일', kind: 'date' },
        { path: 'endDate', label: '퇴사일', kind: 'date' },
        { path: 'duties', label: '담당 업무', wide: true },
      ],
    },
  },
  educationInfo: {
    id: 'educationInfo',
    title: '최종 학력',
    fields: [
      { path: 'educationInfo.finalEducationLevel', label: '최종 학력', kind: 'select', codes: 'education_level' },
      { path: 'educationInfo.finalSchoolName', label: '학교명' },
      { path: 'educationInfo.majorCategory', label: '전공 계열' },
      { path: 'educationInfo.degreeName', label: '학위명' },
      { path: 'educationInfo.doubleMajorDegree', label: '복수전공 학위' },
      { path: 'educationInfo.degreeNumber', label: '학위 번호' },
      { path: 'educationInfo.hasTranscript', label: '성적증명서 제출', kind: 'checkbox' },
      { path: 'educationInfo.nonGradReason', label: '미졸업 사유' },
    ],
  },
  educationRecords: {
    id: 'educationRecords',
    title: '학력 사항',
    list: {
      path: 'educationRecords',
      itemLabel: '학력',
      fields: [
        { path: 'schoolName', label: '학교명' },
        { path: 'major', label: '전공' },
        { path: 'degree', label: '학위' },
        { path: 'startDate', label: '입학일', kind: 'date' },
        { path: 'endDate', label: '졸업일', kind: 'date' },
        { path: 'graduationStatus', label: '졸업 구분', kind: 'select', codes: 'graduation_status' },
      ],
    },
  },
  certifications: {
    id: 'certifications',
    title: '자격증',
    list: {
      path: 'certifications',
      itemLabel: '자격증',
      fields: [
        { path: 'name', label: '자격명' },
        { path: 'issuer', label: '발급 기관' },
        { path: 'acquiredDate', label: '취득일', kind: 'date' },
        { path: 'number', label: '자격 번호' },
      ],
    },
  },
  languageSkills: {
    id: 'languageSkills',
    title: '어학',
    list: {
      path: 'languageSkills',
      itemLabel: '어학',
      fields: [
        { path: 'language', label: '언어' },
        { path: 'testName', label: '시험' },
        { path: 'score', label: '점수' },
        { path: 'level', label: '등급' },
        { path: 'acquiredDate', label: '취득일', kind: 'date' },
      ],
    },
  },
  salary: {
    id: 'salary',
    title: '급여',
    fields: [
      { path: 'salary.baseSalary', label: '기본급', kind: 'money' },
      { path: 'salary.allowances', label: '수당', kind: 'money' },
    ],
  },
  bankAccount: {
    id: 'bankAccount',
    title: '급여 계좌',
    fields: [
      { path: 'personal.bankAccount.bankName', label: '은행' },
      { path: 'personal.bankAccount.accountNumber', label: '계좌번호', placeholder: '123-456-789012' },
      { path: 'personal.bankAccount.accountHolder', label: '예금주' },
    ],
  },
  notes: { id: 'notes', title: '비고', fields: [{ path: 'notes', label: '비고', kind: 'textarea', wide: true }] },
};

const sectionLabels: Record<string, string> = {
  personal: '인적사항',
  organization: '소속·근무',
  accounts: '계정',
  career: '경력',
  educationInfo: '최종 학력',
  'personal.addressInfo.addressHistory': '주소 이력',
  'personal.address': '주소(전체)',
  'organization.insuranceCorp': corporationLabel,
  'organization.insuranceCorpId': `${corporationLabel} ID`,
  // 보고 라인 changes (organization feature's reporting lines; the value names the placement's unit).
  'reportingLine.manager': `${reportingLineLabels.title} · ${reportingLineLabels.manager}`,
  'reportingLine.dottedLine': `${reportingLineLabels.title} · ${reportingLineLabels.dottedLines}`,
  ...Object.fromEntries(
    orgLevels.flatMap((l) => [
      [`organization.${l.name}`, l.label],
      [`organization.${l.key}Id`, `${l.label} ID`],
    ]),
  ),
  'applicationInfo.appliedJobFunction': '지원 직무',
  'applicationInfo.applyChannel': '지원 경로',
  'career.prevCareer.days': '이전 경력(일)',
  'career.prevCareer.yearsMonths': '이전 경력',
  'career.totalMonths': '총 경력(개월)',
  'newbieChecklist.isCompleted': '온보딩 완료',
  'newbieChecklist.completedAt': '온보딩 완료일',
  isActive: '활성',
  salary: '급여',
  'personal.disability': '장애 정보',
  'personal.veteran': '보훈 정보',
  'personal.bankAccount': '급여 계좌',
  resignation: '퇴직 정보',
  'resignation.status': '퇴직 · 상태',
  'resignation.resignationDate': '퇴직 · 사직서 제출일',
  'resignation.lastWorkingDate': '퇴직 · 최종 근무일',
  'resignation.resignationType': '퇴직 · 구분',
  'resignation.resignationReason': '퇴직 · 사유',
  'personal.emergencyContact.name': '비상연락처 · 이름',
  'personal.emergencyContact.relationship': '비상연락처 · 관계',
  'personal.emergencyContact.phone': '비상연락처 · 연락처',
  'personal.bankAccount.bankName': '급여 계좌 · 은행',
  'personal.bankAccount.accountNumber': '급여 계좌 · 계좌번호',
  'personal.bankAccount.accountHolder': '급여 계좌 · 예금주',
};

/** Korean label of a nested path as the history shows it ('personal.phone' → '휴대전화'). */
export function fieldLabel(path: string): string {
  if (sectionLabels[path]) return sectionLabels[path];
  for (const spec of Object.values(sectionSpecs)) {
    const field = spec.fields?.find((f) => f.path === path);
    if (field) return spec.fields!.length > 1 && !field.label.includes(spec.title) && spec.id !== 'basic' && spec.id !== 'work' ? `${spec.title} · ${field.label}` : field.label;
    if (spec.list?.path === path) return spec.title;
  }
  return path;
}
