import type { TeamDashboard } from '@saram/shared/dashboard/my-dashboard.schemas';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/labels/format';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const people = (n: number) => `${n.toLocaleString('ko-KR')}명`;

/** Headcount per unit as a table: the chart above draws the same numbers (never the chart alone). */
export function UnitHeadcounts({ rows }: { rows: TeamDashboard['byUnit'] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">조직별 재직 인원과 휴직 인원</caption>
      <thead>
        <tr className="border-b border-gray-100 text-xs text-gray-600">
          <th scope="col" className="py-1.5 pr-3 text-left font-medium">조직</th>
          <th scope="col" className="py-1.5 pr-3 text-right font-medium whitespace-nowrap">재직 인원</th>
          <th scope="col" className="py-1.5 text-right font-medium whitespace-nowrap">휴직</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <th scope="row" className="w-full max-w-0 truncate py-1.5 pr-3 text-left font-normal text-gray-800" title={r.name}>
              {r.name}
            </th>
            <td className="py-1.5 pr-3 text-right whitespace-nowrap text-gray-900 tabular-nums">{people(r.headcount)}</td>
            <td className="py-1.5 text-right whitespace-nowrap text-gray-600 tabular-nums">{people(r.onLeave)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each open cycle: the team's evaluations by stage, and a link to the portal when some wait for the leader. */
export function ReviewProgress({ reviews }: { reviews: TeamDashboard['reviews'] }) {
  if (!reviews.length) return <p className="py-4 text-center text-sm text-gray-600">진행 중인 평가 주기가 없습니다.</p>;
  return (
    <ul className="space-y-4">
      {reviews.map((r) => {
        const percent = r.total ? Math.floor((r.done * 100) / r.total) : 0;
        return (
          <li key={r.cycleId}>
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm font-medium text-gray-900">{r.cycleName}</span>
              {r.dueDate && <span className="shrink-0 text-xs text-gray-600 tabular-nums">마감 {formatDate(r.dueDate)}</span>}
            </div>
            <div
              role="progressbar"
              aria-label={`${r.cycleName} 평가 완료율`}
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
              className="mt-1.5 h-2 rounded-full bg-gray-100"
            >
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-[13px] sm:grid-cols-4">
              {(
                [
                  ['자기평가 대기', r.selfPending],
                  ['1차 평가 대기', r.firstPending],
                  ['2차 평가 대기', r.secondPending],
                  ['완료', r.done],
                ] as const
              ).map(([label, n]) => (
                <div key={label} className="flex justify-between gap-2">
                  <dt className="text-gray-600">{label}</dt>
                  <dd className="font-medium text-gray-900 tabular-nums">{people(n)}</dd>
                </div>
              ))}
            </dl>
            {r.mine > 0 && (
              <Link to="/evaluations" className={cn('mt-2 inline-block text-[13px] font-medium text-brand-700 hover:underline', focusRing)}>
                내가 작성할 평가 {r.mine.toLocaleString('ko-KR')}건 작성하기
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type Person = TeamDashboard['newHires'][number];

/** Team members (names only, no link: a leader need not hold employees:read), with one date each. */
export function PeopleList<P extends Person>({
  people: rows,
  total,
  empty,
  date,
}: {
  people: P[];
  total: number;
  empty: string;
  date: (p: P) => { label: string; value: string | null; badge?: string };
}) {
  if (!rows.length) return <p className="py-4 text-center text-sm text-gray-600">{empty}</p>;
  return (
    <>
      <ul className="-mx-1 divide-y divide-gray-100">
        {rows.map((p) => {
          const d = date(p);
          return (
            <li key={p.id} className="flex items-center gap-3 px-1 py-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-gray-900">
                  {p.name}
                  {p.jobTitle && <span className="ml-1.5 font-normal text-gray-600">{p.jobTitle}</span>}
                </span>
                <span className="block truncate text-xs text-gray-600">
                  {p.unit ?? '소속 없음'} · {p.employeeNo}
                </span>
              </span>
              <span className="shrink-0 text-right text-xs text-gray-600">
                {d.label} <span className="font-medium text-gray-900 tabular-nums">{formatDate(d.value)}</span>
              </span>
              {d.badge && <Badge tone="warning">{d.badge}</Badge>}
            </li>
          );
        })}
      </ul>
      {total > rows.length && <p className="mt-2 text-xs text-gray-600">외 {people(total - rows.length)}</p>}
    </>
  );
}
