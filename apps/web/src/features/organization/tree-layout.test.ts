import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';
import { describe, expect, it } from 'vitest';
import { Position, getSmoothStepPath } from '@xyflow/react';
import { boundsOf, cardHeight, defaultLayoutOptions, edgePath, findUnits, groupFrame, initialExpanded, isInSubtree, layoutChart, layoutTree, pathTo, viewportFor } from './tree-layout';

function unit(id: string, children: UnitTreeNode[] = [], level = 1): UnitTreeNode {
  return {
    id,
    unitName: `조직 ${id}`,
    unitType: 'TEAM',
    level,
    parentId: null,
    corporationId: null,
    code: null,
    isActive: true,
    isTemporary: false,
    sortOrder: 0,
    headcount: 0,
    children,
  };
}

const tree = [unit('a', [unit('b', [unit('d'), unit('e')]), unit('c')])];
const slot = defaultLayoutOptions.nodeWidth + defaultLayoutOptions.gapX;

describe('layoutTree', () => {
  it('shows only the roots and their children by default', () => {
    const layout = layoutTree(tree, initialExpanded(tree));
    expect(layout.nodes.map((node) => node.id)).toEqual(['a', 'b', 'c']);
    expect(layout.edges.map((edge) => edge.id)).toEqual(['a-b', 'a-c']);
    const b = layout.nodes.find((node) => node.id === 'b')!;
    expect(b.expanded).toBe(false);
    expect(b.childCount).toBe(2);
  });

  it('places leaves side by side and centres a parent over its children', () => {
    const layout = layoutTree(tree, new Set(['a', 'b']));
    const x = Object.fromEntries(layout.nodes.map((node) => [node.id, node.x]));
    expect(x.d).toBe(0);
    expect(x.e).toBe(slot);
    expect(x.c).toBe(2 * slot);
    expect(x.b).toBe(slot / 2);
    expect(x.a).toBe((x.b! + x.c!) / 2);
    const depthOf = Object.fromEntries(layout.nodes.map((node) => [node.id, node.depth]));
    expect(depthOf).toEqual({ a: 0, b: 1, c: 1, d: 2, e: 2 });
    expect(layout.nodes.find((node) => node.id === 'd')!.y).toBe(2 * (defaultLayoutOptions.nodeHeight + defaultLayoutOptions.gapY));
  });

  it('never overlaps nodes in the same row', () => {
    const wide = [unit('r', Array.from({ length: 30 }, (_, i) => unit(`c${i}`, [unit(`g${i}a`), unit(`g${i}b`)])))];
    const expanded = new Set(['r', ...Array.from({ length: 30 }, (_, i) => `c${i}`)]);
    const layout = layoutTree(wide, expanded);
    for (const depth of [1, 2]) {
      const xs = layout.nodes.filter((node) => node.depth === depth).map((node) => node.x).sort((p, q) => p - q);
      for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(defaultLayoutOptions.nodeWidth);
    }
  });

  it('lays out 2,000 units quickly', () => {
    const big = [unit('root', Array.from({ length: 40 }, (_, i) => unit(`d${i}`, Array.from({ length: 50 }, (_, j) => unit(`t${i}-${j}`)))))];
    const all = new Set<string>(['root', ...Array.from({ length: 40 }, (_, i) => `d${i}`)]);
    const started = performance.now();
    const layout = layoutTree(big, all);
    expect(layout.nodes).toHaveLength(2041);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('tree helpers', () => {
  it('finds the path, matches by name and detects subtrees', () => {
    expect(pathTo(tree, 'e')).toEqual(['a', 'b', 'e']);
    expect(pathTo(tree, 'zz')).toEqual([]);
    expect(findUnits(tree, '조직 d').map((u) => u.id)).toEqual(['d']);
    expect(findUnits(tree, '  ')).toEqual([]);
    expect(isInSubtree(tree, 'b', 'e')).toBe(true);
    expect(isInSubtree(tree, 'b', 'c')).toBe(false);
    expect(isInSubtree(tree, 'b', 'b')).toBe(true);
  });
});

describe('layoutChart', () => {
  const groups = [
    { key: 'holding', roots: [unit('h', [unit('h1'), unit('h2')])] },
    { key: 'software', roots: [unit('s', [unit('s1')]), unit('t', [unit('t1'), unit('t2')])] },
  ];

  it('frames each company, left to right, its units inside below the header', () => {
    const layout = layoutChart(groups, initialExpanded(groups.flatMap((group) => group.roots)));
    const [holding, software] = layout.groups;
    expect(holding).toMatchObject({ key: 'holding', x: 0, y: 0, width: 2 * slot - defaultLayoutOptions.gapX + 2 * groupFrame.padding });
    expect(software!.x).toBe(holding!.width + groupFrame.gap);
    expect(software!.width).toBe(3 * slot - defaultLayoutOptions.gapX + 2 * groupFrame.padding);
    for (const frame of layout.groups) {
      const inside = layout.nodes.filter((node) => (frame.key === 'holding' ? node.id.startsWith('h') : !node.id.startsWith('h')));
      for (const node of inside) {
        expect(node.x).toBeGreaterThanOrEqual(frame.x + groupFrame.padding);
        expect(node.x + defaultLayoutOptions.nodeWidth).toBeLessThanOrEqual(frame.x + frame.width - groupFrame.padding);
        expect(node.y).toBeGreaterThanOrEqual(frame.y + groupFrame.header);
        expect(node.y + defaultLayoutOptions.nodeHeight).toBeLessThanOrEqual(frame.y + frame.height);
      }
    }
    expect(layout.width).toBe(software!.x + software!.width);
  });
});

describe('viewportFor', () => {
  // Three companies of 500, 1,100 and 1,100 px, 300 px high, 40 px apart.
  const chart = boundsOf([
    { x: 0, y: 0, width: 500, height: 300 },
    { x: 540, y: 0, width: 1100, height: 300 },
    { x: 1680, y: 0, width: 1100, height: 300 },
  ]);
  const opening = { minZoom: 0.75, maxZoom: 1, padding: 16 };

  it('never goes below the readable zoom: the first company’s corner at the padding, the rest a pan away', () => {
    expect(viewportFor(chart, { width: 1400, height: 600 }, opening)).toEqual({ x: 16, y: 16, zoom: 0.75 });
    expect(viewportFor(chart, { width: 358, height: 500 }, opening)).toEqual({ x: 16, y: 16, zoom: 0.75 });
    // 전체 보기 allows a little less, and no less.
    expect(viewportFor(chart, { width: 1400, height: 600 }, { ...opening, minZoom: 0.6 })).toEqual({ x: 16, y: 16, zoom: 0.6 });
  });

  it('centres a chart that fits, at most at full size', () => {
    expect(viewportFor({ x: 0, y: 0, width: 500, height: 300 }, { width: 1400, height: 600 }, opening)).toEqual({ x: 450, y: 150, zoom: 1 });
    const wide = viewportFor(chart, { width: 2500, height: 800 }, opening);
    expect(wide.zoom).toBeCloseTo((2500 - 32) / 2780);
    expect(wide.x).toBeCloseTo(16);
  });
});

describe('edgePath', () => {
  it('draws the interactive chart’s smooth step edge between the cards’ connection points', () => {
    const parent = { x: 100, y: 48 };
    const { nodeWidth, nodeHeight, gapY } = defaultLayoutOptions;
    const row = nodeHeight + gapY;
    for (const child of [
      { x: 100, y: 48 + row },
      { x: 100 + nodeWidth + 24, y: 48 + row },
      { x: 100 - 3 * (nodeWidth + 24), y: 48 + row },
      { x: 104, y: 48 + row },
    ]) {
      const [expected] = getSmoothStepPath({
        sourceX: parent.x + nodeWidth / 2,
        sourceY: parent.y + cardHeight + 2.5,
        sourcePosition: Position.Bottom,
        targetX: child.x + nodeWidth / 2,
        targetY: child.y - 2.5,
        targetPosition: Position.Top,
      });
      expect(edgePath(parent, child)).toBe(expected);
    }
  });
});
