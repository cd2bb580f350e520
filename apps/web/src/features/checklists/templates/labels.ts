import { verificationText } from '@saram/shared/checklists/checklist-defaults';
import type { Assignment, ChecklistItem, ChecklistSection } from '@saram/shared/checklists/checklists.schemas';

/** Korean words of the template screens: the verification of an item, who a template applies to, field names. */

/** '전체', or the corporations and employment types it is limited to: '한빛테크 · 계약직, 파견'. */
export function assignmentLabel(a: Assignment, corporationName: (id: string) => string): string {
  const parts = [a.corporationIds.map(corporationName).join(', '), a.employmentTypes.join(', ')].filter(Boolean);
  return parts.length ? parts.join(' · ') : '전체';
}

/** The server's own work (demo data, start-up) was recorded under a technical label. */
export function authorLabel(label: string | undefined): string {
  if (!label) return '-';
  return /^(bootstrap|system|test)$/.test(label) ? '시스템' : label;
}

export const compareFieldLabels: Record<string, string> = {
  title: '제목',
  required: '필수',
  verification: '확인 방법',
  sectionId: '구역',
  order: '순서',
  description: '설명',
};

/** A changed field's value in words; `sections` are the sections of the version the value comes from. */
export function fieldValueLabel(
  field: string,
  value: unknown,
  { sections, roleLabel }: { sections: readonly ChecklistSection[]; roleLabel: (name: string) => string },
): string {
  if (value === null || value === undefined || value === '') return field === 'sectionId' ? '구역 없음' : '(없음)';
  switch (field) {
    case 'required':
      return value ? '필수' : '선택';
    case 'verification':
      return verificationText(value as ChecklistItem['verification'], roleLabel);
    case 'sectionId':
      return sections.find((s) => s.id === value)?.title ?? String(value);
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  }
}

/** Sections in order, each with its items in order; items without a (known) section last under '기타'. */
export function groupBySection(sections: readonly ChecklistSection[], items: readonly ChecklistItem[]) {
  const sorted = [...items].sort((a, b) => a.order - b.order);
  const known = new Set(sections.map((s) => s.id));
  const groups = [...sections]
    .sort((a, b) => a.order - b.order)
    .map((s) => ({ id: s.id, title: s.title, items: sorted.filter((i) => i.sectionId === s.id) }));
  const loose = sorted.filter((i) => !i.sectionId || !known.has(i.sectionId));
  if (loose.length) groups.push({ id: '', title: '기타', items: loose });
  return groups.filter((g) => g.items.length > 0 || g.id !== '');
}
