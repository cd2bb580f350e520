import { automaticSourceLabels, verificationMethodLabels } from '@saram/shared/checklists';
import type { Verification } from './builder-state';

/** How an item is checked, in words: '확인 서명 · 담당 매니저', '자동 확인 · 급여 계좌 등록'. */
export function verificationText(v: Verification, roleLabel: (name: string) => string): string {
  const method = verificationMethodLabels[v.method];
  if (v.method === 'sign_off') return `${method} · ${v.by === 'manager' ? '담당 매니저' : roleLabel(v.role ?? '')}`;
  if (v.method === 'automatic') return `${method} · ${automaticSourceLabels[v.source]}`;
  return method;
}
