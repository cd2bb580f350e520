import type { ChecklistItem, CompareResult, TemplateContent } from '@saram/shared/checklists/checklists.schemas';
import { validationError } from '../../lib/errors';

/** Rules across a template's items that the request schema cannot see alone; 400 with Korean fields. */
export function checkContent(content: TemplateContent): void {
  const fields: Record<string, string> = {};
  const sectionIds = new Set<string>();
  content.sections.forEach((s, i) => {
    if (sectionIds.has(s.id)) fields[`sections.${i}.id`] = `구역 ID '${s.id}'가 중복됩니다.`;
    sectionIds.add(s.id);
  });
  const itemIds = new Set<string>();
  content.items.forEach((item, i) => {
    if (itemIds.has(item.id)) fields[`items.${i}.id`] = `항목 ID '${item.id}'가 중복됩니다.`;
    itemIds.add(item.id);
    if (item.sectionId !== null && !sectionIds.has(item.sectionId)) fields[`items.${i}.sectionId`] = '존재하지 않는 구역입니다.';
  });
  if (Object.keys(fields).length) throw validationError(fields, '체크리스트 항목을 확인해주세요.');
}

/** JSON with object keys sorted, so jsonb's key order does not count as a change. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const comparedFields = ['sectionId', 'title', 'description', 'required', 'verification', 'order'] as const;

/** Items of v2 against v1, by item id: added, removed, and each changed field with its two values. */
export function compareItems(before: readonly ChecklistItem[], after: readonly ChecklistItem[]): Pick<CompareResult, 'added' | 'removed' | 'changed'> {
  const old = new Map(before.map((i) => [i.id, i]));
  const next = new Map(after.map((i) => [i.id, i]));
  const changed: CompareResult['changed'] = [];
  for (const item of after) {
    const prior = old.get(item.id);
    if (!prior) continue;
    for (const field of comparedFields) {
      if (canonical(prior[field]) !== canonical(item[field])) changed.push({ itemId: item.id, field, before: prior[field], after: item[field] });
    }
  }
  return {
    added: after.filter((i) => !old.has(i.id)),
    removed: before.filter((i) => !next.has(i.id)),
    changed,
  };
}
