import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import {
  Background,
  ReactFlow,
  ReactFlowProvider,
  applyNodeChanges,
  useReactFlow,
  useStore,
  type Node,
  type NodeChange,
  type NodeProps,
  type OnNodeDrag,
  type Viewport,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { ChartGroup } from '../../chart-groups';
import { boundsOf, cardHeight, defaultLayoutOptions, isInSubtree, viewportFor, type ChartLayout } from '../../tree-layout';
import { useChartHighlightStore } from './chart-highlight';
import { CompanyFrame, type CompanyFrameData } from './company-frame';
import { UnitNode, type UnitNodeType } from './unit-node';

type CompanyFrameType = Node<CompanyFrameData, 'company'>;
const CompanyNode = memo(function CompanyNode({ data }: NodeProps<CompanyFrameType>) {
  return <CompanyFrame {...data} />;
});

const nodeTypes = { unit: UnitNode, company: CompanyNode };
type ChartNode = UnitNodeType | CompanyFrameType;

const ariaLabels = {
  'node.a11yDescription.default': 'Enter로 조직을 선택합니다. 상위 조직을 바꾸려면 카드를 다른 조직 위로 끌어다 놓습니다.',
  'node.a11yDescription.keyboardDisabled': '조직 카드',
  'edge.a11yDescription.default': '상위 조직과 하위 조직의 연결',
  'minimap.ariaLabel': '미니맵',
  'handle.ariaLabel': '연결점',
};

/** 전체 보기 zooms out no further than this; what does not fit is a pan away. */
const overviewLimits = { minZoom: 0.6, maxZoom: 1, padding: 16 };
const frameId = (key: string) => `company:${key}`;

/** What the toolbar asks of the interactive chart. */
/** A unit dropped on a new parent: the chart asks before moving it. */
export type MoveRequest = { unit: UnitTreeNode; parent: UnitTreeNode };
export type FlowControls = { zoomIn: () => void; zoomOut: () => void; showAll: () => void; centerOn: (id: string) => void };

export type FlowCanvasProps = {
  layout: ChartLayout;
  groups: ChartGroup[];
  labels: ReadonlyMap<string, string>;
  roots: readonly UnitTreeNode[];
  byId: ReadonlyMap<string, UnitTreeNode>;
  /** Where the static first view stood: the interactive chart opens there. */
  viewport: Viewport | undefined;
  onToggle: (id: string) => void;
  onSelect: (id: string) => void;
  onMoveRequest: (move: MoveRequest) => void;
  /** Called once the chart can be driven (and again when what the controls act on changes). */
  onReady: (controls: FlowControls) => void;
};

function Flow({ layout, groups, labels, roots, byId, viewport, onToggle, onSelect, onMoveRequest, onReady }: FlowCanvasProps) {
  const flow = useReactFlow<ChartNode>();
  const highlight = useChartHighlightStore();
  const setDropTargetId = useCallback((dropTargetId: string | null) => highlight.setState({ dropTargetId }), [highlight]);

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
          height: cardHeight,
          data: {
            unit: entry.unit,
            label: labels.get(entry.id) ?? entry.unit.unitName,
            childCount: entry.childCount,
            expanded: entry.expanded,
            onToggle,
            onSelect,
          },
        }),
      ),
    ],
    [layout, groups, labels, onToggle, onSelect],
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

  const screenWidth = useStore((state) => state.width);
  const screenHeight = useStore((state) => state.height);
  const [initialized, setInitialized] = useState(false);
  const controls = useMemo<FlowControls>(
    () => ({
      zoomIn: () => void flow.zoomIn({ duration: 150 }),
      zoomOut: () => void flow.zoomOut({ duration: 150 }),
      showAll: () => void flow.setViewport(viewportFor(boundsOf(layout.groups), { width: screenWidth, height: screenHeight }, overviewLimits), { duration: 200 }),
      // Centre once the expanded layout and the opened panel have been rendered.
      centerOn: (id) =>
        setTimeout(() => {
          const node = flow.getNode(id);
          if (node) void flow.setCenter(node.position.x + defaultLayoutOptions.nodeWidth / 2, node.position.y + 40, { zoom: 1, duration: 200 });
        }, 80),
    }),
    [flow, layout.groups, screenWidth, screenHeight],
  );
  useEffect(() => {
    if (initialized) onReady(controls);
  }, [initialized, controls, onReady]);

  return (
    <ReactFlow<ChartNode>
      nodes={nodes}
      edges={layout.edges}
      nodeTypes={nodeTypes}
      onNodesChange={onNodesChange}
      onNodeDrag={onNodeDrag}
      onNodeDragStop={onNodeDragStop}
      onNodeClick={(_, node) => node.type === 'unit' && onSelect(node.id)}
      onSelectionChange={onSelectionChange}
      onNodeDoubleClick={(_, node) => node.type === 'unit' && onToggle(node.id)}
      onInit={() => setInitialized(true)}
      defaultViewport={viewport}
      ariaLabelConfig={ariaLabels}
      nodesConnectable={false}
      onlyRenderVisibleElements
      minZoom={0.5}
      maxZoom={2}
      proOptions={{ hideAttribution: true }}
      defaultEdgeOptions={{ type: 'smoothstep', style: { stroke: '#cbd5e1' } }}
      aria-label="조직도"
      data-testid="chart-canvas"
    >
      <Background gap={24} color="#e5e7eb" />
    </ReactFlow>
  );
}

/** The interactive chart (React Flow): pan, zoom, drag a unit onto a new parent. Loads on the first interaction with the chart. */
export function FlowCanvas(props: FlowCanvasProps) {
  return (
    <ReactFlowProvider>
      <Flow {...props} />
    </ReactFlowProvider>
  );
}
