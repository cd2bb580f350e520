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

type FieldExtras = Omit<FieldSpec, 'path' | 'label' | 'kind'>;
/** One field: path, label, kind (text when left out) and the rest of its spec. */
const field = (path: string, label: string, kind?: FieldKind, extras?: FieldExtras): FieldSpec => ({ path, label, kind, ...extras });
/** A select of the active 공통 코드 of a group. */
const coded = (path: string, label: string, codes: CommonTypeGroup): FieldSpec => field(path, label, 'select', { codes });
/** Fields whose paths all start with `prefix` ('personal.visa' + 'type'). */
const under = (prefix: string, fields: FieldSpec[]): FieldSpec[] => fields.map((f) => ({ ...f, path: `${prefix}.${f.path}` }));
/** A row's startDate and endDate, named for what they mark (입사일 and 퇴사일). */
const period = (start: string, end: string): FieldSpec[] => [field('startDate', start, 'date'), field('endDate', end, 'date')];
const list = (path: string, itemLabel: string, fields: FieldSpec[]): ListSpec => ({ path, itemLabel, fields });
const section = (id: SectionId, title: string, body: Omit<SectionSpec, 'id' | 'title'>): SectionSpec => ({ id, title, ...body });

export const sectionSpecs: Record<SectionId, SectionSpec> = {
  basic: section('basic', '기본 정보', {
    fields: under('personal', [
      field('nameKor', '이름'),
      field('nameEng', '영문 이름'),
      field('employeeNo', '사번'),
      field('birthDate', '생년월일', 'date'),
      field('gender', '성별', 'select', { options: genders }),
      field('nationality', '국적'),
      field('rrn', '주민등록번호', 'text', { placeholder: '바꿀 때만 입력 (900101-1234567)' }),
      field('dependents', '부양가족 수', 'number'),
    ]),
  }),
  contact: section('contact', '연락처', {
    fields: under('personal', [field('phone', '휴대전화', 'tel', { placeholder: '010-1234-5678' }), field('emailPersonal', '개인 이메일', 'email')]),
  }),
  address: section('address', '주소', {
    description: '주소를 바꾸면 이전 주소는 주소 이력에 남습니다.',
    fields: under('personal.addressInfo', [
      field('zipcode', '우편번호', 'zipcode', { placeholder: '06236' }),
      field('address', '주소', 'text', { wide: true }),
      field('addressDetail', '상세주소'),
      field('extraAddress', '참고항목'),
    ]),
  }),
  military: section('military', '병역', {
    fields: under('personal.militaryService', [
      coded('type', '병역 구분', 'military_service'),
      field('rank', '계급'),
      field('startedAt', '입대일', 'date'),
      field('endedAt', '전역일', 'date'),
      field('dischargeType', '전역 구분'),
      field('exemptionReason', '면제 사유'),
    ]),
  }),
  veteran: section('veteran', '보훈', { fields: under('personal.veteran', [field('isVeteran', '보훈 대상', 'checkbox'), field('number', '보훈 번호')]) }),
  disability: section('disability', '장애', { fields: under('personal.disability', [field('isDisabled', '장애 여부', 'checkbox'), field('degree', '장애 정도')]) }),
  visa: section('visa', '비자', {
    fields: under('personal.visa', [coded('type', '비자 종류', 'visa_type'), field('expiryDate', '만료일', 'date'), field('memo', '메모', 'textarea', { wide: true })]),
  }),
  dependents: section('dependents', '부양가족', {
    list: list('personal.dependentDetails', '가족', [field('name', '이름'), field('relationship', '관계', 'text', { placeholder: '배우자' }), field('birthDate', '생년월일', 'date')]),
  }),
  placement: section('placement', '소속', { placement: true }),
  work: section('work', '근무 정보', {
    fields: under('organization', [
      coded('employmentType', '고용형태', 'employment_type'),
      coded('employmentStatus', '재직상태', 'employment_status'),
      coded('jobGrade', '직급', 'job_grade'),
      coded('jobTitle', '직책', 'job_title'),
      coded('jobFunction', '직무', 'job_function'),
      field('firstJoinDate', '최초 입사일', 'date'),
      field('transferDate', '전보일', 'date'),
      field('probationEndDate', '수습 종료일', 'date'),
      field('erpId', 'ERP ID'),
      field('orgChartId', '조직도 ID'),
      field('wantedId', '원티드 ID'),
    ]),
  }),
  employmentHistory: section('employmentHistory', '입·퇴사 이력', {
    list: list('employmentHistory', '이력', [
      ...period('입사일', '퇴사일'),
      coded('type', '고용형태', 'employment_type'),
      field('firstJoinDate', '최초 입사일', 'date'),
    ]),
  }),
  accounts: section('accounts', '계정', {
    fields: under('accounts', [field('email', '회사 이메일', 'email'), field('groupwareId', '그룹웨어 ID'), field('slackId', 'Slack ID')]),
  }),
  careerSummary: section('careerSummary', '경력 요약', {
    fields: under('career', [
      field('acknowledgedYears', '인정 경력(년)', 'number'),
      field('prevCareer.months', '이전 경력(개월)', 'number'),
      field('mqYears', 'MQ 경력(년)', 'number'),
      field('mqMonths', 'MQ 경력(개월)', 'number'),
    ]),
  }),
  previousCompanies: section('previousCompanies', '이전 직장', {
    list: list('career.previousCompanies', '직장', [
      field('companyName', '회사명'),
      field('department', '부서'),
      field('position', '직위'),
      ...period('입사일', '퇴사일'),
      field('duties', '담당 업무', 'text', { wide: true }),
    ]),
  }),
  educationInfo: section('educationInfo', '최종 학력', {
    fields: under('educationInfo', [
      coded('finalEducationLevel', '최종 학력', 'education_level'),
      field('finalSchoolName', '학교명'),
      field('majorCategory', '전공 계열'),
      field('degreeName', '학위명'),
      field('doubleMajorDegree', '복수전공 학위'),
      field('degreeNumber', '학위 번호'),
      field('hasTranscript', '성적증명서 제출', 'checkbox'),
      field('nonGradReason', '미졸업 사유'),
    ]),
  }),
  educationRecords: section('educationRecords', '학력 사항', {
    list: list('educationRecords', '학력', [
      field('schoolName', '학교명'),
      field('major', '전공'),
      field('degree', '학위'),
      ...period('입학일', '졸업일'),
      coded('graduationStatus', '졸업 구분', 'graduation_status'),
    ]),
  }),
  certifications: section('certifications', '자격증', {
    list: list('certifications', '자격증', [field('name', '자격명'), field('issuer', '발급 기관'), field('acquiredDate', '취득일', 'date'), field('number', '자격 번호')]),
  }),
  languageSkills: section('languageSkills', '어학', {
    list: list('languageSkills', '어학', [field('language', '언어'), field('testName', '시험'), field('score', '점수'), field('level', '등급'), field('acquiredDate', '취득일', 'date')]),
  }),
  salary: section('salary', '급여', { fields: under('salary', [field('baseSalary', '기본급', 'money'), field('allowances', '수당', 'money')]) }),
  bankAccount: section('bankAccount', '급여 계좌', {
    fields: under('personal.bankAccount', [
      field('bankName', '은행'),
      field('accountNumber', '계좌번호', 'text', { placeholder: '123-456-789012' }),
      field('accountHolder', '예금주'),
    ]),
  }),
  notes: section('notes', '비고', { fields: [field('notes', '비고', 'textarea', { wide: true })] }),
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
