import type { Assignment } from '@saram/shared/checklists/checklists.schemas';
import { hasPermission } from '@saram/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useCurrentUser } from '../../../app/use-current-user';
import { Button } from '../../../components/ui/button';
import { ChoiceList } from '../../../components/fields/choice-list';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/overlays/popover';
import { useCommonTypeOptions } from '../../common-types/api';
import { corporationsQueryOptions } from '../../organization/api';

/** In words: '전체 신규 입사자', or '법인 2곳 · 정규직'. */
export function assignmentSummary(assignment: Assignment, corporationName: (id: string) => string | undefined): string {
  const parts: string[] = [];
  const corps = assignment.corporationIds.map((id) => corporationName(id) ?? '알 수 없는 법인');
  if (corps.length) parts.push(corps.length > 2 ? `법인 ${corps.length}곳` : corps.join(', '));
  if (assignment.employmentTypes.length) parts.push(assignment.employmentTypes.join(', '));
  return parts.length ? parts.join(' · ') : '전체 신규 입사자';
}

/** 적용 대상: which new hires get the template (corporations and employment types; none means everyone). */
export function AssignmentPicker({ value, onChange }: { value: Assignment; onChange: (next: Assignment) => void }) {
  const user = useCurrentUser();
  const canReadCorporations = hasPermission(user?.permissions ?? [], 'organization:read');
  const { data, isError } = useQuery({ ...corporationsQueryOptions(), enabled: canReadCorporations });
  const corporations = useMemo(
    () => [...(data?.data ?? []).flatMap((h) => [h, ...h.operatingCompanies]), ...(data?.unassigned ?? [])].map((c) => ({ id: c.id, name: c.name })),
    [data],
  );
  const employmentTypes = useCommonTypeOptions('employment_type');
  const names = new Map(corporations.map((c) => [c.id, c.name]));
  const summary = assignmentSummary(value, (id) => names.get(id));

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-full min-w-0 justify-start" aria-label={`적용 대상: ${summary}`}>
          <Users aria-hidden="true" />
          <span className="truncate">적용 대상 · {summary}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(22rem,calc(100vw-2rem))] p-4">
        <p className="text-sm font-semibold text-gray-900">적용 대상</p>
        <p className="mt-0.5 text-xs text-gray-600">선택하지 않으면 모든 신규 입사자에게 적용됩니다.</p>
        <div className="mt-3 space-y-3">
          {!canReadCorporations || isError ? (
            <p className="text-xs text-gray-600">법인 목록을 볼 수 없습니다.</p>
          ) : (
            <ChoiceList
              legend="법인"
              options={corporations.map((c) => ({ value: c.id, label: c.name }))}
              value={value.corporationIds}
              onChange={(corporationIds) => onChange({ ...value, corporationIds })}
            />
          )}
          <ChoiceList
            legend="고용형태"
            options={employmentTypes}
            value={value.employmentTypes}
            onChange={(employmentTypes) => onChange({ ...value, employmentTypes })}
          />
        </div>
      </PopoverContent>
    </Popover>
  );
}
