import { unitTypeLabels, unitTypes } from '@saram/shared/organization/organization';
import { Badge } from '../../../../components/ui/badge';
import { unitTypeTones } from '../units/unit-card';

/** What the card colours and borders mean; sits in the toolbar above the chart. */
export function ChartLegend() {
  return (
    <ul className="hidden items-center gap-1.5 lg:flex" aria-label="조직도 범례">
      {unitTypes.map((type) => (
        <li key={type}>
          <Badge tone={unitTypeTones[type]}>{unitTypeLabels[type]}</Badge>
        </li>
      ))}
      <li className="ml-1 flex h-6 items-center rounded-md border border-dashed border-gray-400 bg-white px-2 text-xs text-gray-700">임시</li>
      <li className="flex h-6 items-center rounded-md border border-gray-200 bg-gray-50 px-2 text-xs text-gray-500">비활성</li>
    </ul>
  );
}
