import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Network, Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../../components/ui/overlays/sheet';
import { Skeleton, SkeletonStack } from '../../../../components/ui/skeleton';
import { showSuccess } from '../../../../lib/toast';
import { corporationsQueryOptions, organizationKeys, treeQueryOptions, unitQueryOptions, useMoveUnit } from '../../api';
import { companyLabels, corporationNameLookup } from '../../../../lib/labels/company-labels';
import { corporationsInOrder, groupByCorporation, unitsWithCorporation } from '../../chart-groups';
import { onDemand } from '../../../../lib/on-demand';
import { useIsDesktop } from '../../../../lib/use-is-desktop';
import type { MoveRequest } from './flow-canvas';
import { OrgChart, type ChartFocus } from './org-chart';
import { LazyUnitFormDialog as UnitFormDialog } from '../units/lazy-unit-form-dialog';
import { QueryErrorState } from '../../../../components/feedback/query-error-state';
import { josa } from '@saram/shared/hangul';

// The selected unit's panel (and its move and delete dialogs) loads with the first selection.
const unitPanel = onDemand(() => import('../units/unit-panel'));
/** The move confirmation: only a drag that drops a unit elsewhere needs it. */
const confirmDialog = onDemand(() => import('../../../../components/ui/overlays/alert-dialog'));

const chartFrame = 'min-w-0 flex-1 overflow-hidden rounded-xl border border-gray-200 bg-gray-50';

/**
 * 조직도 tab: the chart, the selected unit's panel (a sheet on mobile), drag-to-move with a confirm.
 * `focus`: a unit to select on arrival (a search result's link), as if picked in the chart's search.
 */
export function ChartTab({ focus = null }: { focus?: ChartFocus | null }) {
  const tree = useQuery(treeQueryOptions());
  const corporations = useQuery(corporationsQueryOptions());
  const data = tree.data;
  const isPending = tree.isPending || corporations.isPending;
  const isError = tree.isError || corporations.isError;
  const refetch = () => Promise.all([tree.refetch(), corporations.refetch()]);
  const groups = useMemo(() => groupByCorporation(data?.data ?? [], corporationsInOrder(corporations.data)), [data, corporations.data]);
  const labels = useMemo(
    () => companyLabels(unitsWithCorporation(data?.data ?? []), corporationNameLookup(corporations.data)),
    [data, corporations.data],
  );
  const client = useQueryClient();
  const isDesktop = useIsDesktop();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const panelModule = unitPanel.useLoaded(selectedId !== null);
  const [move, setMove] = useState<MoveRequest | null>(null);
  const ConfirmDialog = confirmDialog.useLoaded(move !== null)?.ConfirmDialog;
  const [creatingTop, setCreatingTop] = useState(false);
  const moveUnit = useMoveUnit();
  const onSelect = useCallback((id: string) => setSelectedId(id), []);
  const onMoveRequest = useCallback((request: MoveRequest) => setMove(request), []);

  const confirmMove = async () => {
    if (!move) return;
    try {
      // The tree carries no version: read the unit's current one just before moving.
      const detail = await client.fetchQuery({ ...unitQueryOptions(move.unit.id), staleTime: 0 });
      await moveUnit.mutateAsync({ id: move.unit.id, newParentId: move.parent.id, version: detail.version });
      showSuccess('조직을 이동했습니다.', `${move.unit.unitName} → ${move.parent.unitName}`);
    } catch {
      // The server's refusal (cycle, level) is toasted by the query layer.
    } finally {
      setMove(null);
      void client.invalidateQueries({ queryKey: organizationKeys.all });
    }
  };

  if (isPending) {
    // In the chart's frame, and a new element (key) inside it: nothing the chart reuses moves (CLS).
    return (
      <div className="flex h-[calc(100dvh-240px)] min-h-[420px] gap-4">
        <div className={chartFrame}>
          <div key="loading" className="flex flex-col items-center gap-6 p-6" aria-busy="true" aria-label="조직도 불러오는 중">
            <Skeleton className="h-16 w-52" />
            <SkeletonStack className="flex gap-4" bars={['h-16 w-44', 'h-16 w-44', 'hidden h-16 w-44 sm:block']} />
          </div>
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <QueryErrorState error={tree.error ?? corporations.error} icon={Network} title="조직도를 불러오지 못했습니다" onRetry={refetch} />
    );
  }
  if (!data || groups.length === 0) {
    return (
      <>
        <EmptyState
          icon={Network}
          title="등록된 조직이 없습니다"
          description="최상위 조직(사업부)을 만들어 조직도를 시작하세요. 도구 탭에서 파일로 가져올 수도 있습니다."
          action={<Button onClick={() => setCreatingTop(true)}>최상위 조직 추가</Button>}
        />
        <UnitFormDialog open={creatingTop} onOpenChange={setCreatingTop} onCreated={onSelect} />
      </>
    );
  }

  const panel = selectedId ? (
    panelModule ? (
      <panelModule.UnitPanel key={selectedId} unitId={selectedId} onClose={() => setSelectedId(null)} onSelect={onSelect} />
    ) : (
      <Skeleton className="m-4 h-40" />
    )
  ) : null;
  return (
    <div className="flex h-[calc(100dvh-240px)] min-h-[420px] gap-4">
      <div className={chartFrame}>
        <OrgChart
          groups={groups}
          labels={labels}
          selectedId={selectedId}
          focus={focus}
          onSelect={onSelect}
          onMoveRequest={onMoveRequest}
          actions={
            <>
              <span className="hidden text-xs text-gray-600 tabular-nums sm:inline">{`조직 ${data.total}개`}</span>
              <Button size="sm" variant="outline" onClick={() => setCreatingTop(true)}>
                <Plus className="size-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">최상위 조직</span>
              </Button>
            </>
          }
        />
      </div>
      {isDesktop ? (
        panel && <aside className="w-80 shrink-0 overflow-hidden rounded-xl border border-gray-200 bg-white" aria-label="조직 정보">{panel}</aside>
      ) : (
        <Sheet open={Boolean(selectedId)} onOpenChange={(open) => !open && setSelectedId(null)}>
          <SheetContent side="bottom" className="max-h-[85dvh] p-0">
            <SheetTitle className="sr-only">조직 정보</SheetTitle>
            <SheetDescription className="sr-only">선택한 조직의 정보와 작업</SheetDescription>
            {panel}
          </SheetContent>
        </Sheet>
      )}
      <UnitFormDialog open={creatingTop} onOpenChange={setCreatingTop} onCreated={onSelect} />
      {ConfirmDialog && (
        <ConfirmDialog
          open={move !== null}
          onOpenChange={(open) => !open && setMove(null)}
          title="조직 이동"
          description={move ? `${josa(move.unit.unitName, '을/를')} ${move.parent.unitName} 아래로 이동할까요?` : ''}
          confirmLabel="이동"
          pending={moveUnit.isPending}
          onConfirm={() => void confirmMove()}
        />
      )}
    </div>
  );
}
