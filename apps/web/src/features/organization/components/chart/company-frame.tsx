import { corporateTypeLabels, type CorporateType } from '@saram/shared/corporate-structure/corporate-structure';
import { Building2 } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';

export type CompanyFrameData = { label: string; corporateType: CorporateType | null };

/** The frame behind one company's units on the chart, with the company's name on top. */
export function CompanyFrame({ label, corporateType }: CompanyFrameData) {
  return (
    <div className="h-full w-full rounded-2xl border border-gray-300 bg-white/60" data-testid={`company-group-${label}`}>
      <div className="flex h-12 items-center gap-2 px-4">
        <Building2 className="size-5 shrink-0 text-gray-600" aria-hidden="true" />
        <span className="truncate text-lg font-bold text-gray-900" data-testid="company-group-label">
          {label}
        </span>
        {corporateType && <Badge tone={corporateType === 'HQ_HOLDINGS' ? 'brand' : 'neutral'}>{corporateTypeLabels[corporateType]}</Badge>}
      </div>
    </div>
  );
}
