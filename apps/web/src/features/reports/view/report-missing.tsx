import type { ReportResult } from '@saram/shared/reports/report-result.schemas';
import { Info } from 'lucide-react';

/**
 * What Saram does not record yet that the report needs, and how to start recording it. The report
 * shows nothing in their place: no figure is invented.
 */
export function ReportMissing({ missing }: { missing: ReportResult['missing'] }) {
  if (!missing.length) return null;
  return (
    <section aria-labelledby="report-missing-title" className="rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5" data-testid="report-missing">
      <h2 id="report-missing-title" className="flex items-center gap-2 text-[15px] font-semibold text-amber-900">
        <Info className="size-4 shrink-0" aria-hidden="true" />
        아직 기록되지 않은 자료
      </h2>
      <p className="mt-1 text-sm text-amber-900/80 [word-break:keep-all]">이 리포트에 필요한 아래 자료는 Saram에 아직 없어 집계하지 않았습니다. 기록을 시작하면 다음 리포트부터 반영됩니다.</p>
      <ul className="mt-3 space-y-3">
        {missing.map((item) => (
          <li key={item.title} className="rounded-lg bg-white/80 p-3 text-sm [word-break:keep-all]">
            <p className="font-semibold text-gray-900">{item.title}</p>
            <p className="mt-0.5 text-gray-700">{item.description}</p>
            <p className="mt-1.5 text-gray-700">
              <span className="font-medium text-gray-900">기록하는 방법 · </span>
              {item.how}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Notes printed under the report (groups left out for privacy, how a rate is counted). */
export function ReportNotes({ notes }: { notes: string[] }) {
  if (!notes.length) return null;
  return (
    <section aria-label="참고" className="text-xs text-gray-600">
      <ul className="list-disc space-y-1 pl-5 [word-break:keep-all]">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
