import { commonTypeGroupKeys, commonTypeGroups, isCommonTypeGroup, type CommonTypeGroup } from '@saram/shared/common-types/common-types';
import { Lock } from 'lucide-react';
import { Label } from '../../../components/ui/forms/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/forms/select';
import { cn } from '../../../lib/cn';

type GroupPickerProps = { group: CommonTypeGroup; counts: Record<string, number> | undefined; onPick: (group: CommonTypeGroup) => void };

/** The code groups: a list beside the table on wide screens, a select above it on phones. */
export function GroupPicker({ group, counts, onPick }: GroupPickerProps) {
  return (
    <>
      <div className="md:hidden">
        <Label htmlFor="code-group" className="mb-1.5 block">
          코드 그룹
        </Label>
        <Select value={group} onValueChange={(next) => isCommonTypeGroup(next) && onPick(next)}>
          <SelectTrigger id="code-group">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {commonTypeGroupKeys.map((key) => (
              <SelectItem key={key} value={key}>
                {commonTypeGroups[key].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <nav aria-label="코드 그룹" className="hidden w-56 shrink-0 rounded-xl border border-gray-200 bg-white p-1.5 md:block">
        <ul className="space-y-0.5">
          {commonTypeGroupKeys.map((key) => (
            <li key={key}>
              <button
                type="button"
                onClick={() => onPick(key)}
                aria-current={key === group ? 'true' : undefined}
                className={cn(
                  'flex h-9 w-full items-center justify-between gap-2 rounded-lg px-3 text-left text-sm text-gray-700 transition-colors duration-150',
                  'hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  key === group && 'bg-brand-50 font-semibold text-brand-700 hover:bg-brand-50',
                )}
              >
                <span className="inline-flex items-center gap-1.5">
                  {commonTypeGroups[key].label}
                  {commonTypeGroups[key].fixed && <Lock className="size-3.5 text-gray-500" aria-label="고정" />}
                </span>
                {counts && <span className={cn('text-xs tabular-nums', key === group ? 'text-brand-700' : 'text-gray-600')}>{counts[key]}</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
