import { emptyAssignment } from '@saram/shared/checklists/checklist-defaults';
import type { Assignment, ChecklistItem, ChecklistSection, TemplateContent } from '@saram/shared/checklists/checklists.schemas';
import type { Tx } from '../db/client';
import { createTemplateWithHistory } from '../features/checklists/checklists.service';
import type { Actor } from '../lib/auth/actor';

/** Demo data: onboarding checklist templates 사무직, 개발직, 계약직, each with a few versions. */

const sections: ChecklistSection[] = [
  { id: 'docs', title: '입사 서류', order: 1 },
  { id: 'setup', title: '업무 준비', order: 2 },
  { id: 'probation', title: '수습', order: 3 },
];

type Item = Omit<ChecklistItem, 'order'>;
const item = (id: string, sectionId: string, title: string, verification: ChecklistItem['verification'], required = true, description = ''): Item => ({
  id,
  sectionId,
  title,
  description,
  required,
  verification,
});

const contract = item('contract', 'docs', '근로계약서 서명', { method: 'sign_off', by: 'role', role: 'hr_staff' });
const pledge = item('security-pledge', 'docs', '보안서약서 제출', { method: 'document' }, true, '서명한 보안서약서를 PDF나 사진으로 올려주세요.');
const account = item('bank-account', 'docs', '급여 계좌 등록', { method: 'automatic', source: 'bank_account' });
const idPhoto = item('id-photo', 'docs', '증명사진 제출', { method: 'document' }, false);
const emergency = item('emergency-contact', 'docs', '비상연락처 등록', { method: 'automatic', source: 'emergency_contact' });
const badge = item('badge', 'setup', '사원증 발급', { method: 'sign_off', by: 'role', role: 'hr_staff' });
const itAccount = item('it-account', 'setup', '시스템 계정 발급', { method: 'automatic', source: 'user_account' });
const devEnv = item('dev-env', 'setup', '개발 환경·저장소 권한 설정', { method: 'sign_off', by: 'manager' }, true, '사내 Git, CI, 클라우드 콘솔 권한');
const codeReview = item('code-review', 'setup', '코드 리뷰 가이드 숙지', { method: 'document' }, false);
const training = item('training', 'probation', '직무 교육 이수', { method: 'document' }, true, '이수증을 올려주세요.');
const safety = item('safety', 'probation', '산업안전 교육 이수', { method: 'document' });
const review = item('probation-review', 'probation', '수습 평가 면담', { method: 'sign_off', by: 'manager' });

const contractTypes: Assignment = { corporationIds: [], employmentTypes: ['계약직', '파견'] };
const content = (name: string, description: string, items: Item[], assignment = emptyAssignment): TemplateContent => ({
  name,
  description,
  sections,
  items: items.map((i, n) => ({ ...i, order: n + 1 })),
  assignment,
});

/** 개발직 is for 한빛소프트 (when the demo has it); 사무직 for everyone else; 계약직 by employment type. */
const histories = (software: Assignment): { content: TemplateContent; summary: string }[][] => [
  [
    { content: content('사무직', '사무직 신규 입사자 온보딩', [contract, pledge, account, badge, itAccount]), summary: '최초 작성' },
    { content: content('사무직', '사무직 신규 입사자 온보딩', [contract, pledge, account, badge, itAccount, training]), summary: '직무 교육 추가' },
    {
      content: content('사무직', '사무직 신규 입사자 온보딩 (3개월 수습)', [contract, pledge, account, emergency, idPhoto, badge, itAccount, training, review]),
      summary: '수습 평가 면담과 증명사진 추가',
    },
  ],
  [
    { content: content('개발직', '개발직 신규 입사자 온보딩', [contract, pledge, account, badge, itAccount, devEnv], software), summary: '최초 작성' },
    {
      content: content('개발직', '개발직 신규 입사자 온보딩', [contract, pledge, account, badge, itAccount, devEnv, codeReview, training], software),
      summary: '코드 리뷰 가이드와 직무 교육 추가',
    },
    {
      content: content('개발직', '개발직 신규 입사자 온보딩', [contract, pledge, account, badge, itAccount, { ...devEnv, required: true, title: '개발 환경·권한 설정 (팀장 확인)' }, codeReview, training, review], software),
      summary: '수습 평가 면담 추가, 개발 환경 항목 이름 변경',
    },
    { content: content('개발직', '개발직 신규 입사자 온보딩', [contract, pledge, account, badge, itAccount, devEnv, codeReview, training, review], software), summary: '버전 2 표현으로 복원' },
  ],
  [
    { content: content('계약직', '계약직·파견 입사 체크리스트', [contract, pledge, account, badge], contractTypes), summary: '최초 작성' },
    { content: content('계약직', '계약직·파견 입사 체크리스트', [contract, pledge, account, emergency, badge, safety], contractTypes), summary: '산업안전 교육과 비상연락처 추가' },
  ],
];

export async function seedChecklistTemplates(tx: Tx, actor: Actor, corporations: readonly { id: string; name: string }[] = []): Promise<void> {
  const software = corporations.find((c) => c.name === '한빛소프트');
  const assignment = software ? { corporationIds: [software.id], employmentTypes: [] } : emptyAssignment;
  for (const history of histories(assignment)) await createTemplateWithHistory(tx, actor, 'onboarding', history);
}
