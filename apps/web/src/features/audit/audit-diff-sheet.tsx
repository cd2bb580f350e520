import type { AuditEntry } from '@saram/shared/audit/audit.schemas';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../components/ui/overlays/sheet';
import { formatDateTime } from '../../lib/labels/format';
import { changedFields } from './diff';

/** A side panel with what one audit row changed: 항목 / 변경 전 / 변경 후, unchanged fields hidden. */
export function AuditDiffSheet({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const changes = entry ? changedFields(entry.before, entry.after) : [];
  return (
    <Sheet open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-[min(40rem,100vw)]">
        {entry && (
          <>
            <SheetHeader className="border-b border-gray-200 pr-14">
              <SheetTitle>변경 내용</SheetTitle>
              <SheetDescription>
                {formatDateTime(entry.at)} · {entry.actorLabel}
              </SheetDescription>
              <p className="font-mono text-[12px] break-all text-gray-600">
                {entry.action} · {entry.targetCollection}
                {entry.targetId ? ` / ${entry.targetId}` : ''}
              </p>
            </SheetHeader>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              {changes.length === 0 ? (
                <p className="text-sm text-gray-600">바뀐 항목이 없습니다.</p>
              ) : (
                <table className="w-full border-separate border-spacing-0 text-[13px]" aria-label="변경된 항목">
                  <thead>
                    <tr className="text-left text-xs text-gray-600">
                      <th scope="col" className="border-b border-gray-200 py-2 pr-3 font-semibold">
                        항목
                      </th>
                      <th scope="col" className="border-b border-gray-200 py-2 pr-3 font-semibold">
                        변경 전
                      </th>
                      <th scope="col" className="border-b border-gray-200 py-2 font-semibold">
                        변경 후
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map((c) => (
                      <tr key={c.path} className="align-top">
                        <th scope="row" className="border-b border-gray-100 py-2 pr-3 text-left font-mono font-normal break-all text-gray-700">
                          {c.path}
                        </th>
                        <td className="border-b border-gray-100 py-2 pr-3 break-all text-red-800">{c.before}</td>
                        <td className="border-b border-gray-100 py-2 break-all text-green-800">{c.after}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
