import type { UnitTreeNode } from '@saram/shared/organization';
import {
  Background,
  ReactFlow,
  ReactFlowProvider,
  applyNodeChanges,
  useReactFlow,
  useStore,
  type Node,
  type NodeChange,
  type OnNodeDrag,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { ChartGroup } from '../chart-groups';
import { boundsOf, defaultLayoutOptions, initialExpanded, isInSubtree, layoutChart, pathTo, viewportFor } from '../tree-layout';
import { ChartHighlightContext, createChartHighlightStore } from './chart-highlight';
import { ChartLegend } from './chart-legend';
import { ChartSearch } from './chart-search';
import { CompanyFrame, type CompanyFrameType } from './company-frame';
import { UnitNode, type UnitNodeType } from './unit-node';

const nodeTypes = { unit: UnitNode, company: CompanyFrame };
type ChartNode = UnitNodeType | CompanyFrameType;

const ariaLabels = {
  'node.a11yDescription.default': 'Enter로 조직을 선택합니다. 상위 조직을 바꾸려면 카드를 다른 조직 위로 끌어다 놓습니다.',
  'node.a11yDescription.keyboardDisabled': '조직 카드',
  'edge.a11yDescription.default': '상위 조직과 하위 조직의 연결',
  'minimap.ariaLabel': '미니맵',
  'handle.ariaLabel': '연결점',
};

/** The first view: the chart from the holding on, at a readable zoom (text stays legible). */
const openingLimits = { minZoom: 0.75, maxZoom: 1, padding: 16 };
/** 전체 보기 zooms out no further than this; what does not fit is a pan away. */
const overviewLimits = { minZoom: 0.6, maxZoom: 1, padding: 16 };
const frameId = (key: string) => `company:${key}`;

export type MoveRequest = { unit: UnitTreeNode; parent: UnitTreeNode };

type OrgChartProps = {
  /** The units by company, in chart order (chart-groups.ts). */
  groups: ChartGroup[];
  /** Display names by unit id, with the company where names repeat. */
  labels: ReadonlyMap<string, string>;
  selectedId: string | null;
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

function Chart({ groups, labels, selectedId, onSelect, onMoveRequest, actions }: OrgChartProps) {
  const flow = useReactFlow<ChartNode>();
  const roots = useMemo(() => groups.flatMap((group) => group.roots), [groups]);
  const [expanded, setExpanded] = useState<Set<string>>(() => initialExpanded(roots));
  const highlight = useContext(ChartHighlightContext)!;
  useEffect(() => highlight.setState({ selectedId }), [highlight, selectedId]);
  const setDropTargetId = useCallback((dropTargetId: string | null) => highlight.setState({ dropTargetId }), [highlight]);
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
  const layoutNodes = useMemo<ChartNode[]>(
    () => [
      ...layout.groups.map((frame, index): CompanyFrameType => ({
        id: frameId(frame.key),
        type: 'company',
        position: { x: frame.x, y: frame.y },
        width: frame.width,
        height: frame.height,
        draggable: false,
        selectable: false,
        focusable: false,
        zIndex: -1,
        data: { label: groups[index]!.label, corporateType: groups[index]!.corporateType },
      })),
      ...layout.nodes.map(
        (entry): UnitNodeType => ({
          id: entry.id,
          type: 'unit',
          position: { x: entry.x, y: entry.y },
          width: defaultLayoutOptions.nodeWidth,
          height: defaultLayoutOptions.nodeHeight - 8,
          data: {
            unit: entry.unit,
            label: labels.get(entry.id) ?? entry.unit.unitName,
            childCount: entry.childCount,
            expanded: entry.expanded,
            onToggle: toggle,
            onSelect,
          },
        }),
      ),
    ],
    [layout, groups, labels, toggle, onSelect],
  );
  const [nodes, setNodes] = useState<ChartNode[]>(layoutNodes);
  useEffect(() => setNodes(layoutNodes), [layoutNodes]);
  const onNodesChange = useCallback((changes: NodeChange<ChartNode>[]) => setNodes((current) => applyNodeChanges(changes, current)), []);

  const targetOf = useCallback(
    (node: Node) => {
      const hits = flow.getIntersectingNodes(node).filter((hit) => hit.type === 'unit' && hit.id !== node.id && !isInSubtree(roots, node.id, hit.id));
      return hits[0]?.id ?? null;
    },
    [flow, roots],
  );
  const onNodeDrag = useCallback<OnNodeDrag<ChartNode>>((_, node) => setDropTargetId(targetOf(node)), [targetOf, setDropTargetId]);
  const onNodeDragStop = useCallback<OnNodeDrag<ChartNode>>(
    (_, node) => {
      const targetId = targetOf(node);
      setDropTargetId(null);
      setNodes(layoutNodes);
      const unit = byId.get(node.id);
      const parent = targetId ? byId.get(targetId) : undefined;
      if (unit && parent && unit.parentId !== parent.id) onMoveRequest({ unit, parent });
    },
    [targetOf, setDropTargetId, layoutNodes, byId, onMoveRequest],
  );

  const onSelectionChange = useCallback(
    ({ nodes: picked }: { nodes: Node[] }) => {
      const unit = picked.find((node) => node.type === 'unit');
      if (unit) onSelect(unit.id);
    },
    [onSelect],
  );

  // First view, once the canvas has its size: from the holding on, readable.
  const screenWidth = useStore((state) => state.width);
  const screenHeight = useStore((state) => state.height);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || screenWidth === 0 || screenHeight === 0) return;
    opened.current = true;
    void flow.setViewport(viewportFor(boundsOf(layout.groups), { width: screenWidth, height: screenHeight }, openingLimits));
  }, [flow, layout.groups, screenWidth, screenHeight]);
  const showAll = () => {
    void flow.setViewport(viewportFor(boundsOf(layout.groups), { width: screenWidth, height: screenHeight }, overviewLimits), { duration: 200 });
  };

  const focusUnit = useCallback(
    (id: string) => {
      const path = pathTo(roots, id);
      setExpanded((current) => new Set([...current, ...path.slice(0, -1)]));
      onSelect(id);
      // Centre once the expanded layout and the opened panel have been rendered.
      setTimeout(() => {
        const node = flow.getNode(id);
        if (node) void flow.setCenter(node.position.x + defaultLayoutOptions.nodeWidth / 2, node.position.y + 40, { zoom: 1, duration: 200 });
      }, 80);
    },
    [roots, onSelect, flow],
  );

  return (
    <div className="flex h-full w-full flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-gray-200 bg-white p-2" data-testid="chart-toolbar">
        <ChartSearch roots={roots} labels={labels} onPick={focusUnit} />
        <div className="flex items-center gap-1" role="group" aria-label="조직도 보기 조정">
          <Button size="icon-sm" variant="outline" aria-label="축소" onClick={() => void flow.zoomOut({ duration: 150 })}>
            <ZoomOut aria-hidden="true" />
          </Button>
          <Button size="icon-sm" variant="outline" aria-label="확대" onClick={() => void flow.zoomIn({ duration: 150 })}>
            <ZoomIn aria-hidden="true" />
          </Button>
          <Button size="sm" variant="outline" onClick={showAll}>
            <Maximize aria-hidden="true" />
            전체 보기
          </Button>
        </div>
        <ChartLegend />
        {actions && <div className="ml-auto flex items-center gap-2">{actions}</div>}
      </div>
      <div className="relative min-h-0 flex-1">
        <ReactFlow<ChartNode>
          nodes={nodes}
          edges={layout.edges}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          onNodeDrag={onNodeDrag}
          onNodeDragStop={onNodeDragStop}
          onNodeClick={(_, node) => node.type === 'unit' && onSelect(node.id)}
          onSelectionChange={onSelectionChange}
          onNodeDoubleClick={(_, node) => node.type === 'unit' && toggle(node.id)}
          ariaLabelConfig={ariaLabels}
          nodesConnectable={false}
          onlyRenderVisibleElements
          minZoom={0.5}
          maxZoom={2}
          proOptions={{ hideAttribution: true }}
          defaultEdgeOptions={{ type: 'smoothstep', style: { stroke: '#cbd5e1' } }}
          aria-label="조직도"
        >
          <Background gap={24} color="#e5e7eb" />
        </ReactFlow>
      </div>
    </div>
  );
}

/** The interactive org chart: pan, zoom, collapse, search, drag a unit onto a new parent. */
export function OrgChart(props: OrgChartProps) {
  const [highlight] = useState(createChartHighlightStore);
  return (
    <ReactFlowProvider>
      <ChartHighlightContext value={highlight}>
        <Chart {...props} />
      </ChartHighlightContext>
    </ReactFlowProvider>
  );
}
