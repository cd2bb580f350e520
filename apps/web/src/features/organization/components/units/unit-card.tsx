import { unitTypeLabels } from '@saram/shared/organization/organization';
import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import { ChevronDown, ChevronRight, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';
import { useCardHighlight } from '../chart/chart-highlight';

export type UnitCardProps = {
  unit: UnitTreeNode;
  /** The name, with the company when the name occurs in several ('경영지원부문 · 한빛제약'). */
  label: string;
  childCount: number;
  expanded: boolean;
  onToggle: (id: string) => void;
  onSelect: (id: string) => void;
  /** Below `compactZoom` the card drops its buttons (too small to hit): a click selects, a double click opens. */
  compact: boolean;
  /** The interactive chart's connection points. */
  children?: ReactNode;
};

export const unitTypeTones: Record<UnitTreeNode['unitType'], BadgeTone> = {
  BUSINESS_UNIT: 'brand',
  DIVISION: 'info',
  TEAM: 'success',
  PART: 'neutral',
  TASK_FORCE: 'warning',
};

export const compactZoom = 0.7;

/** One unit card in the chart: name, type, headcount, collapse toggle; inactive greyed, temporary dashed. */
export function UnitCard({ unit, label, childCount, expanded, onToggle, onSelect, compact, children }: UnitCardProps) {
  const { selected, dropTarget } = useCardHighlight(unit.id);
  return (
    <div
      className={cn(
        'w-[216px] rounded-lg border bg-white px-3 py-2 text-left shadow-xs transition-colors',
        selected ? 'border-brand-600 ring-2 ring-brand-200' : 'border-gray-200',
        dropTarget && 'border-brand-600 bg-brand-50 ring-2 ring-brand-300',
        !unit.isActive && 'bg-gray-50 text-gray-500',
        unit.isTemporary && 'border-dashed',
      )}
      data-testid={`unit-node-${label}`}
    >
      {compact ? (
        <span className="block truncate py-0.5 text-lg font-semibold text-gray-900">{label}</span>
      ) : (
        <button
          type="button"
          className="block min-h-6 w-full min-w-0 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
          onClick={() => onSelect(unit.id)}
          aria-label={`${label} 선택`}
        >
          <span className="block truncate text-[15px] font-semibold text-gray-900" title={label}>
            {label}
          </span>
        </button>
      )}
      <div className="mt-1.5 flex items-center gap-1.5">
        <Badge tone={unit.isActive ? unitTypeTones[unit.unitType] : 'neutral'}>{unitTypeLabels[unit.unitType]}</Badge>
        {!unit.isActive && <Badge tone="neutral">비활성</Badge>}
        {unit.isTemporary && <Badge tone="warning">임시</Badge>}
        <span className="ml-auto flex items-center gap-1 text-xs tabular-nums text-gray-600" title="인원(하위 포함)">
          <Users className="size-3" aria-hidden="true" />
          {unit.headcount ?? 0}명
        </span>
      </div>
      {childCount > 0 && compact && (
        <span className="absolute -bottom-3 left-1/2 flex h-6 -translate-x-1/2 items-center rounded-full border border-gray-300 bg-white px-2 text-xs text-gray-700 tabular-nums">
          {expanded ? '−' : '+'}
          {childCount}
        </span>
      )}
      {childCount > 0 && !compact && (
        <button
          type="button"
          onClick={() => onToggle(unit.id)}
          aria-expanded={expanded}
          aria-label={`${label} 하위 조직 ${expanded ? '접기' : '펼치기'}`}
          className="nodrag absolute -bottom-3 left-1/2 flex h-6 -translate-x-1/2 items-center gap-0.5 rounded-full border border-gray-300 bg-white px-2 text-xs tabular-nums text-gray-700 hover:bg-gray-50"
        >
          {expanded ? <ChevronDown className="size-3" aria-hidden="true" /> : <ChevronRight className="size-3" aria-hidden="true" />}
          {childCount}
        </button>
      )}
      {children}
    </div>
  );
}
