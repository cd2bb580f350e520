import type { ChecklistTemplate } from '@saram/shared/checklists/checklists.schemas';
import { Badge } from '../../../components/ui/badge';
import { useRoleChoices } from '../../rbac/api';
import { verificationText } from '@saram/shared/checklists/checklist-defaults';
import { groupBySection } from './labels';

/** A template's sections with their items, read-only: title, 필수/선택, how it is verified. */
export function TemplateContentView({ template }: { template: Pick<ChecklistTemplate, 'sections' | 'items'> }) {
  const { labelOf } = useRoleChoices();
  const groups = groupBySection(template.sections, template.items);
  if (template.items.length === 0) return <p className="py-6 text-center text-sm text-gray-600">항목이 없습니다. 편집에서 항목을 추가하세요.</p>;
  return (
    <div className="space-y-5">
      {groups.map((group) => (
        <section key={group.id || 'loose'} aria-label={`구역: ${group.title}`}>
          <h3 className="mb-2 text-sm font-semibold text-gray-900">
            {group.title} <span className="font-normal text-gray-500">{`${group.items.length}개`}</span>
          </h3>
          {group.items.length === 0 ? (
            <p className="text-sm text-gray-500">항목 없음</p>
          ) : (
            <ol className="divide-y divide-gray-100 rounded-lg border border-gray-200">
              {group.items.map((item) => (
                <li key={item.id} className="flex flex-col gap-1 px-3 py-2.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-gray-900">{item.title}</p>
                    {item.description && <p className="mt-0.5 text-xs text-gray-600">{item.description}</p>}
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-1.5">
                    <Badge tone={item.required ? 'info' : 'neutral'}>{item.required ? '필수' : '선택'}</Badge>
                    <span className="text-xs text-gray-700">{verificationText(item.verification, labelOf)}</span>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
