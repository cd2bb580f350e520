import { appointmentTypeLabels } from '@saram/shared/appointments/appointments';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../../components/ui/badge';
import { formatDate } from '../../../../lib/labels/format';
import { upcomingAppointmentsQuery } from '../../../appointments/api';

/** 발령 예정 of a unit: approved appointments not yet in effect that move someone into it (전입) or out of it (전출). */
export function UnitUpcomingAppointments({ unitId }: { unitId: string }) {
  const upcoming = useQuery({ ...upcomingAppointmentsQuery(), meta: { errorToast: false } });
  const rows = (upcoming.data?.data ?? []).flatMap((a) => {
    if (a.change.unitId === unitId) return [{ a, direction: a.type === 'concurrent' ? '겸직' : '전입' }];
    if (a.employee.unit_id === unitId && a.change.unitId && a.type !== 'concurrent') return [{ a, direction: '전출' }];
    return [];
  });
  if (!rows.length) return null;
  return (
    <section className="mt-4" aria-labelledby="unit-upcoming-heading">
      <h3 id="unit-upcoming-heading" className="mb-2 text-sm font-semibold text-gray-900">
        발령 예정
      </h3>
      <ul className="space-y-1.5">
        {rows.map(({ a, direction }) => (
          <li key={a.id} className="flex flex-wrap items-center gap-1.5 text-sm text-gray-800">
            <Badge tone="info">예정</Badge>
            <span>
              {a.employee.name} {direction}
            </span>
            <span className="text-xs text-gray-600 tabular-nums">
              {formatDate(a.effectiveDate)} · {appointmentTypeLabels[a.type]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
