import type { CommonType } from '@saram/shared/common-types/common-types.schemas';
import { Lock, MoreHorizontal, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../../../components/ui/overlays/dropdown-menu';
import { DataTable, type DataColumn } from '../../../components/data-table';

export type CodeAction = 'edit' | 'deactivate' | 'reactivate' | 'delete';

const columns: DataColumn<CommonType>[] = [
  {
    header: '이름',
    pinned: true,
    className: 'font-medium text-gray-900',
    cell: (code) => (
      <>
        <span className="inline-flex items-center gap-1.5">
          {code.type_name}
          {code.is_system && <Lock className="size-3.5 text-gray-500" aria-label="고정 코드" />}
        </span>
        {/* Phones: the description under the name instead of its own column. */}
        {code.description && <span className="block max-w-48 truncate text-xs font-normal text-gray-600 sm:hidden">{code.description}</span>}
      </>
    ),
  },
  { header: '순서', numeric: true, cell: (code) => code.sort_order },
  {
    header: '상태',
    cell: (code) => (
      <Badge tone={code.is_active ? 'success' : 'neutral'} dot>
        {code.is_active ? '활성' : '비활성'}
      </Badge>
    ),
  },
  {
    header: '설명',
    wrap: true,
    headClassName: 'hidden w-full sm:table-cell',
    className: 'hidden text-gray-600 sm:table-cell',
    cell: (code) => code.description || <span className="text-gray-500">—</span>,
  },
];

/** The codes of one group: 이름, 순서, 상태, 설명, and a menu of actions per row. */
export function CodesTable({ codes, onAction }: { codes: CommonType[]; onAction: (action: CodeAction, code: CommonType) => void }) {
  return (
    <DataTable
      rows={codes}
      rowKey={(code) => code.id}
      columns={columns}
      containerClassName="max-h-[640px]"
      onRowClick={(code) => onAction('edit', code)}
      actions={(code) => (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" size="icon-sm" aria-label={`${code.type_name} 작업`}>
                    <MoreHorizontal aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem onSelect={() => onAction('edit', code)}>
                    <Pencil aria-hidden="true" />
                    수정
                  </DropdownMenuItem>
                  {!code.is_system &&
                    (code.is_active ? (
                      <DropdownMenuItem onSelect={() => onAction('deactivate', code)}>
                        <PowerOff aria-hidden="true" />
                        비활성화
                      </DropdownMenuItem>
                    ) : (
                      <DropdownMenuItem onSelect={() => onAction('reactivate', code)}>
                        <Power aria-hidden="true" />
                        다시 활성화
                      </DropdownMenuItem>
                    ))}
                  {!code.is_system && (
                    <>
                      <DropdownMenuSeparator />
                      <DropdownMenuItem variant="danger" onSelect={() => onAction('delete', code)}>
                        <Trash2 aria-hidden="true" />
                        완전 삭제
                      </DropdownMenuItem>
                    </>
                  )}
                </DropdownMenuContent>
              </DropdownMenu>
      )}
    />
  );
}
