import type { UnitTreeNode } from '@saram/shared/organization';
import {
  Background,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  applyNodeChanges,
  useReactFlow,
  type Node,
  type NodeChange,
  type OnNodeDrag,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Search } from 'lucide-react';
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { defaultLayoutOptions, findUnits, initialExpanded, isInSubtree, layoutTree, pathTo } from '../tree-layout';
import { ChartHighlightContext, createChartHighlightStore } from './chart-highlight';
import { UnitNode, type UnitNodeType } from './unit-node';

const nodeTypes = { unit: UnitNode };

const ariaLabels = {
  'node.a11yDescription.default': 'Enter로 조직을 선택합니다. 상위 조직을 바꾸려면 카드를 다른 조직 위로 끌어다 놓습니다.',
  'node.a11yDescription.keyboardDisabled': '조직 카드',
  'edge.a11yDescription.default': '상위 조직과 하위 조직의 연결',
  'controls.ariaLabel': '조직도 보기 조정',
  'controls.zoomIn.ariaLabel': '확대',
  'controls.zoomOut.ariaLabel': '축소',
  'controls.fitView.ariaLabel': '전체 보기',
  'controls.interactive.ariaLabel': '편집 잠금',
  'minimap.ariaLabel': '미니맵',
  'handle.ariaLabel': '연결점',
};

export type MoveRequest = { unit: UnitTreeNode; parent: UnitTreeNode };

type OrgChartProps = {
  roots: UnitTreeNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMoveRequest: (move: MoveRequest) => void;
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

function Chart({ roots, selectedId, onSelect, onMoveRequest }: OrgChartProps) {
  const flow = useReactFlow();
  const [expanded, setExpanded] = useState<Set<string>>(() => initialExpanded(roots));
  const highlight = useContext(ChartHighlightContext)!;
  useEffect(() => highlight.setState({ selectedId }), [highlight, selectedId]);
  const setDropTargetId = useCallback((dropTargetId: string | null) => highlight.setState({ dropTargetId }), [highlight]);
  const [query, setQuery] = useState('');
  const byId = useMemo(() => indexUnits(roots), [roots]);

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const layout = useMemo(() => layoutTree(roots, expanded), [roots, expanded]);
  const layoutNodes = useMemo<UnitNodeType[]>(
    () =>
      layout.nodes.map((entry) => ({
        id: entry.id,
        type: 'unit',
        position: { x: entry.x, y: entry.y },
        width: defaultLayoutOptions.nodeWidth,
        height: defaultLayoutOptions.nodeHeight - 8,
        data: {
          unit: entry.unit,
          childCount: entry.childCount,
          expanded: entry.expanded,
          onToggle: toggle,
          onSelect,
        },
      })),
    [layout, toggle, onSelect],
  );
  const [nodes, setNodes] = useState<UnitNodeType[]>(layoutNodes);
  useEffect(() => setNodes(layoutNodes), [layoutNodes]);
  const onNodesChange = useCallback((changes: NodeChange<UnitNodeType>[]) => setNodes((current) => applyNodeChanges(changes, current)), []);

  const targetOf = useCallback(
    (node: Node) => {
      const hits = flow.getIntersectingNodes(node).filter((hit) => hit.id !== node.id && !isInSubtree(roots, node.id, hit.id));
      return hits[0]?.id ?? null;
    },
    [flow, roots],
  );
  const onNodeDrag = useCallback<OnNodeDrag<UnitNodeType>>((_, node) => setDropTargetId(targetOf(node)), [targetOf, setDropTargetId]);
  const onNodeDragStop = useCallback<OnNodeDrag<UnitNodeType>>(
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

  const onSelectionChange = useCallback(({ nodes: picked }: { nodes: Node[] }) => {
    if (picked[0]) onSelect(picked[0].id);
  }, [onSelect]);

  // First view: the first business unit and its divisions, readable (the 전체 보기 control shows all).
  const [initialFit] = useState(() => {
    const first = roots.find((root) => root.children.length > 0) ?? roots[0];
    const ids = first ? [first.id, ...first.children.map((child) => child.id)] : [];
    return { nodes: ids.map((id) => ({ id })), minZoom: 0.7, maxZoom: 1, padding: 0.15 };
  });

  const matches = useMemo(() => findUnits(roots, query, 8), [roots, query]);
  const focusUnit = useCallback(
    (id: string) => {
      const path = pathTo(roots, id);
      setExpanded((current) => new Set([...current, ...path.slice(0, -1)]));
      onSelect(id);
      setQuery('');
      // Centre once the expanded layout and the opened panel have been rendered.
      setTimeout(() => {
        const node = flow.getNode(id);
        if (node) void flow.setCenter(node.position.x + defaultLayoutOptions.nodeWidth / 2, node.position.y + 40, { zoom: 1, duration: 200 });
      }, 80);
    },
    [roots, onSelect, flow],
  );

  return (
    <div className="relative h-full w-full">
      <div className="absolute top-3 left-3 z-10 w-[min(320px,calc(100%-76px))]">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
          <Input
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && matches[0]) focusUnit(matches[0].id);
            }}
            placeholder="조직명으로 찾기"
            aria-label="조직 검색"
            className="bg-white pl-9"
          />
        </div>
        {query.trim() !== '' && (
          <ul className="mt-1 max-h-64 overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-md" role="listbox" aria-label="검색 결과">
            {matches.length === 0 ? (
              <li className="px-3 py-2 text-sm text-gray-600">일치하는 조직이 없습니다.</li>
            ) : (
              matches.map((unit) => (
                <li key={unit.id} role="option" aria-selected={false}>
                  <button type="button" className="w-full px-3 py-1.5 text-left text-sm hover:bg-gray-50" onClick={() => focusUnit(unit.id)}>
                    {unit.unitName}
                  </button>
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      <ReactFlow<UnitNodeType>
        nodes={nodes}
        edges={layout.edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onNodeDrag={onNodeDrag}
        onNodeDragStop={onNodeDragStop}
        onNodeClick={(_, node) => onSelect(node.id)}
        onSelectionChange={onSelectionChange}
        onNodeDoubleClick={(_, node) => toggle(node.id)}
        ariaLabelConfig={ariaLabels}
        nodesConnectable={false}
        onlyRenderVisibleElements
        fitView
        fitViewOptions={initialFit}
        minZoom={0.1}
        maxZoom={2}
        proOptions={{ hideAttribution: true }}
        defaultEdgeOptions={{ type: 'smoothstep', style: { stroke: '#cbd5e1' } }}
        aria-label="조직도"
      >
        <Background gap={24} color="#e5e7eb" />
        <Controls showInteractive={false} position="bottom-right" />
      </ReactFlow>
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
