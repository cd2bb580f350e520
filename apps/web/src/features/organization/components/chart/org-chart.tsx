import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { onDemand } from '../../../../lib/on-demand';
import type { ChartGroup } from '../../chart-groups';
import { boundsOf, initialExpanded, layoutChart, pathTo, viewportFor, type Viewport } from '../../tree-layout';
import { ChartHighlightContext, createChartHighlightStore } from './chart-highlight';
import { ChartLegend } from './chart-legend';
import { ChartSearch } from './chart-search';
import type { FlowControls, MoveRequest } from './flow-canvas';
import { StaticChart } from './static-chart';

// React Flow and d3 (50 KB) load when the chart is first pointed at, scrolled, focused or typed in.
const flowCanvas = onDemand(() => import('./flow-canvas'));

/** The first view: the chart from the holding on, at a readable zoom (text stays legible). */
const openingLimits = { minZoom: 0.75, maxZoom: 1, padding: 16 };

/** A unit to select, its ancestors expanded and the chart centred on it; once per `key`. */
export type ChartFocus = { id: string; key: string };

type OrgChartProps = {
  /** The units by company, in chart order (chart-groups.ts). */
  groups: ChartGroup[];
  /** Display names by unit id, with the company where names repeat. */
  labels: ReadonlyMap<string, string>;
  selectedId: string | null;
  focus?: ChartFocus | null;
  onSelect: (id: string) => void;
  onMoveRequest: (move: MoveRequest) => void;
  /** Buttons for the end of the toolbar (최상위 조직 ...). */
  actions?: ReactNode;
};

function indexUnits(roots: readonly UnitTreeNode[]): Map<string, UnitTreeNode> {
  const map = new Map<string, UnitTreeNode>();
  const stack = [...roots];
  while (stack.length > 0) {
    const unit = stack.pop()!;
    map.set(unit.id, unit);
    stack.push(...unit.children);
  }
  return map;
}

function Chart({ groups, labels, selectedId, focus, onSelect, onMoveRequest, actions, highlight }: OrgChartProps & { highlight: ReturnType<typeof createChartHighlightStore> }) {
  const roots = useMemo(() => groups.flatMap((group) => group.roots), [groups]);
  const [expanded, setExpanded] = useState<Set<string>>(() => initialExpanded(roots));
  useEffect(() => highlight.setState({ selectedId }), [highlight, selectedId]);
  const byId = useMemo(() => indexUnits(roots), [roots]);
  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const layout = useMemo(() => layoutChart(groups, expanded), [groups, expanded]);

  // First view, once the canvas has its size (before it paints): from the holding on, readable.
  const canvasRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const openingBounds = useRef(boundsOf(layout.groups));
  useLayoutEffect(() => {
    const canvas = canvasRef.current!;
    const open = () => {
      const screen = { width: canvas.offsetWidth, height: canvas.offsetHeight };
      if (screen.width === 0 || screen.height === 0) return false;
      setViewport(viewportFor(openingBounds.current, screen, openingLimits));
      return true;
    };
    if (open()) return;
    const observer = new ResizeObserver(() => open() && observer.disconnect());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  // The static chart until the interactive one has loaded and can be driven; a toolbar action asked
  // of it meanwhile waits for it, and a focused card keeps the focus across the swap.
  const [flowWanted, setFlowWanted] = useState(false);
  const flowModule = flowCanvas.useLoaded(flowWanted);
  const [flow, setFlow] = useState<FlowControls | null>(null);
  const pending = useRef<((controls: FlowControls) => void) | null>(null);
  const focusedLabel = useRef<string | null>(null);
  const wantFlow = () => setFlowWanted(true);
  const withFlow = (action: (controls: FlowControls) => void) => {
    if (flow) return action(flow);
    pending.current = action;
    setFlowWanted(true);
  };
  const onFlowReady = useCallback((controls: FlowControls) => {
    setFlow((current) => {
      if (!current) {
        const active = document.activeElement;
        focusedLabel.current = active && canvasRef.current?.contains(active) ? active.getAttribute('aria-label') : null;
      }
      return controls;
    });
  }, []);
  useEffect(() => {
    if (!flow) return;
    pending.current?.(flow);
    pending.current = null;
    if (focusedLabel.current) canvasRef.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(focusedLabel.current)}"]`)?.focus();
    focusedLabel.current = null;
  }, [flow]);

  const focusUnit = (id: string) => {
    const path = pathTo(roots, id);
    setExpanded((current) => new Set([...current, ...path.slice(0, -1)]));
    onSelect(id);
    withFlow((controls) => controls.centerOn(id));
  };
  useEffect(() => {
    if (focus) focusUnit(focus.id);
  }, [focus?.key]);

  return (
    <div
      className="flex h-full w-full flex-col"
      onPointerOver={wantFlow}
      onPointerDown={wantFlow}
      onWheel={wantFlow}
      onKeyDown={wantFlow}
      onFocusCapture={wantFlow}
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-gray-200 bg-white p-2" data-testid="chart-toolbar">
        <ChartSearch roots={roots} labels={labels} onPick={focusUnit} />
        <div className="flex items-center gap-1" role="group" aria-label="조직도 보기 조정">
          <Button size="icon-sm" variant="outline" aria-label="축소" onClick={() => withFlow((controls) => controls.zoomOut())}>
            <ZoomOut aria-hidden="true" />
          </Button>
          <Button size="icon-sm" variant="outline" aria-label="확대" onClick={() => withFlow((controls) => controls.zoomIn())}>
            <ZoomIn aria-hidden="true" />
          </Button>
          <Button size="sm" variant="outline" onClick={() => withFlow((controls) => controls.showAll())}>
            <Maximize aria-hidden="true" />
            전체 보기
          </Button>
        </div>
        <ChartLegend />
        {actions && <div className="ml-auto flex items-center gap-2">{actions}</div>}
      </div>
      <div ref={canvasRef} className="relative isolate min-h-0 flex-1">
        {!flow && <StaticChart layout={layout} groups={groups} labels={labels} viewport={viewport} onToggle={toggle} onSelect={onSelect} />}
        {flowModule && (
          <flowModule.FlowCanvas
            layout={layout}
            groups={groups}
            labels={labels}
            roots={roots}
            byId={byId}
            viewport={viewport ?? undefined}
            onToggle={toggle}
            onSelect={onSelect}
            onMoveRequest={onMoveRequest}
            onReady={onFlowReady}
          />
        )}
      </div>
    </div>
  );
}

/**
 * The org chart: pan, zoom, collapse, search, drag a unit onto a new parent. It first shows as a
 * static drawing; the interactive chart takes its place, at the same spot, on the first interaction.
 */
export function OrgChart(props: OrgChartProps) {
  const [highlight] = useState(createChartHighlightStore);
  return (
    <ChartHighlightContext value={highlight}>
      <Chart {...props} highlight={highlight} />
    </ChartHighlightContext>
  );
}
