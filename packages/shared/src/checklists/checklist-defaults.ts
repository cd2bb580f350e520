import type { z } from 'zod';
import { automaticSourceLabels, managerSignerLabel, verificationMethodLabels } from './checklists';
import type { Assignment, UiItemInput, verificationSchema } from './checklists.schemas';

/** How an item is checked, in words: '서류 제출', '확인 서명 · 인사 담당자', '자동 확인 · 급여 계좌 등록'. */
export function verificationText(v: z.infer<typeof verificationSchema>, roleLabel: (name: string) => string): string {
  const method = verificationMethodLabels[v.method];
  if (v.method === 'sign_off') return `${method} · ${v.by === 'manager' ? managerSignerLabel : roleLabel(v.role ?? '')}`;
  if (v.method === 'automatic') return `${method} · ${automaticSourceLabels[v.source]}`;
  return method;
}

export const emptyAssignment: Assignment = { corporationIds: [], employmentTypes: [] };

/** The palette every installation starts with (seeded once per label, never overwritten). */
export const defaultUiItems: UiItemInput[] = (
  [
  { category: '서류', type: 'sign_off', label: '근로계약서 서명', default_config: { by: 'role', role: 'hr_staff' } },
  { category: '서류', type: 'document', label: '보안서약서 제출', default_config: {} },
  { category: '서류', type: 'automatic', label: '급여 계좌 등록', default_config: { source: 'bank_account' } },
  { category: '서류', type: 'automatic', label: '비상연락처 등록', default_config: { source: 'emergency_contact' } },
  { category: '서류', type: 'document', label: '증명서류 제출', default_config: {} },
  { category: '지급·발급', type: 'sign_off', label: '사원증 발급', default_config: { by: 'role', role: 'hr_staff' } },
  { category: '지급·발급', type: 'automatic', label: '시스템 계정 발급', default_config: { source: 'user_account' } },
  { category: '지급·발급', type: 'sign_off', label: 'IT 장비 지급', default_config: { by: 'role', role: 'admin' } },
  { category: '교육', type: 'document', label: '직무 교육 이수', default_config: {} },
  { category: '수습', type: 'sign_off', label: '수습 평가 면담', default_config: { by: 'manager' } },
  ] satisfies UiItemInput[]
).map((item, i) => ({ ...item, sort_order: (i + 1) * 10 }));
