import type { UnitTreeNode } from '@saram/shared/organization/organization.schemas';

/**
 * A simple tidy-tree layout, top-down: every visible subtree gets the width of its leaves, a parent
 * sits centred over its children, depths are rows. Children of a unit show only while the unit is in
 * `expanded`; nothing below a collapsed unit is laid out (that keeps 2,000 units cheap).
 */
export type LayoutOptions = { nodeWidth: number; nodeHeight: number; gapX: number; gapY: number };
export const defaultLayoutOptions: LayoutOptions = { nodeWidth: 216, nodeHeight: 84, gapX: 24, gapY: 56 };

export type LaidOutUnit = {
  id: string;
  x: number;
  y: number;
  depth: number;
  unit: UnitTreeNode;
  childCount: number;
  expanded: boolean;
};

export type TreeLayout = { nodes: LaidOutUnit[]; edges: { id: string; source: string; target: string }[]; width: number };

export function layoutTree(roots: readonly UnitTreeNode[], expanded: ReadonlySet<string>, options: LayoutOptions = defaultLayoutOptions): TreeLayout {
  const nodes: LaidOutUnit[] = [];
  const edges: TreeLayout['edges'] = [];
  const slot = options.nodeWidth + options.gapX;
  let nextLeft = 0;

  /** Places the subtree and returns the x of its root's centre. */
  function place(unit: UnitTreeNode, depth: number): number {
    const open = expanded.has(unit.id) && unit.children.length > 0;
    const entry: LaidOutUnit = { id: unit.id, x: 0, y: depth * (options.nodeHeight + options.gapY), depth, unit, childCount: unit.children.length, expanded: open };
    nodes.push(entry);
    let centre: number;
    if (open) {
      const centres = unit.children.map((child) => {
        edges.push({ id: `${unit.id}-${child.id}`, source: unit.id, target: child.id });
        return place(child, depth + 1);
      });
      centre = ((centres[0] ?? 0) + (centres[centres.length - 1] ?? 0)) / 2;
    } else {
      centre = nextLeft + options.nodeWidth / 2;
      nextLeft += slot;
    }
    entry.x = centre - options.nodeWidth / 2;
    return centre;
  }

  for (const root of roots) place(root, 0);
  return { nodes, edges, width: Math.max(0, nextLeft - options.gapX) };
}

/** A card's height on the chart: its row less the room the collapse toggle overhangs. */
export const cardHeight = defaultLayoutOptions.nodeHeight - 8;

/**
 * The line from a card down to its child's card as the interactive chart (React Flow's smooth step
 * edge, its defaults) draws it: from the centre of the card's bottom to the centre of the child's
 * top (each 2.5 px beyond the card, where the 5 px connection points' tips are), down to halfway,
 * across, down, with corners rounded by up to 5 px. The static first view draws the same path.
 */
export function edgePath(parent: { x: number; y: number }, child: { x: number; y: number }, options: LayoutOptions = defaultLayoutOptions): string {
  const sx = parent.x + options.nodeWidth / 2;
  const sy = parent.y + cardHeight + 2.5;
  const tx = child.x + options.nodeWidth / 2;
  const ty = child.y - 2.5;
  if (sx === tx) return `M${sx} ${sy}L${tx} ${ty}`;
  const cy = sy + 20 + (ty - 20 - (sy + 20)) * 0.5;
  const across = Math.abs(tx - sx) / 2;
  const first = Math.min((cy - sy) / 2, across, 5);
  const second = Math.min(across, (ty - cy) / 2, 5);
  const dir = sx < tx ? 1 : -1;
  return `M${sx} ${sy}L ${sx},${cy - first}Q ${sx},${cy} ${sx + first * dir},${cy}L ${tx - second * dir},${cy}Q ${tx},${cy} ${tx},${cy + second}L${tx} ${ty}`;
}

/** The frame around a company's units: padding inside, room for the company's name on top, gap between frames. */
export const groupFrame = { padding: 16, header: 48, gap: 40 };

export type LaidOutGroup = { key: string; x: number; y: number; width: number; height: number };
export type ChartLayout = TreeLayout & { groups: LaidOutGroup[] };

/**
 * The groups (companies) side by side, left to right, each a framed tidy tree of its units under a
 * header row. Frames start at y 0; the units of a frame sit below its header.
 */
export function layoutChart(
  groups: readonly { key: string; roots: readonly UnitTreeNode[] }[],
  expanded: ReadonlySet<string>,
  options: LayoutOptions = defaultLayoutOptions,
): ChartLayout {
  const nodes: LaidOutUnit[] = [];
  const edges: TreeLayout['edges'] = [];
  const frames: LaidOutGroup[] = [];
  let left = 0;
  for (const group of groups) {
    const tree = layoutTree(group.roots, expanded, options);
    let deepest = 0;
    for (const node of tree.nodes) {
      node.x += left + groupFrame.padding;
      node.y += groupFrame.header;
      deepest = Math.max(deepest, node.depth);
      nodes.push(node);
    }
    edges.push(...tree.edges);
    const width = tree.width + 2 * groupFrame.padding;
    const height = groupFrame.header + (deepest + 1) * options.nodeHeight + deepest * options.gapY + groupFrame.padding;
    frames.push({ key: group.key, x: left, y: 0, width, height });
    left += width + groupFrame.gap;
  }
  return { nodes, edges, groups: frames, width: Math.max(0, left - groupFrame.gap) };
}

export type Box = { x: number; y: number; width: number; height: number };
export type Viewport = { x: number; y: number; zoom: number };
export type ViewportLimits = { minZoom: number; maxZoom: number; padding: number };

export function boundsOf(boxes: readonly Box[]): Box {
  if (boxes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * The view of the chart's bounds, never below `minZoom` (text stays readable) nor above `maxZoom`:
 * centred when it fits; otherwise at `minZoom` with its top-left corner (the first company's name)
 * at the padding, the rest a pan away.
 */
export function viewportFor(bounds: Box, screen: { width: number; height: number }, limits: ViewportLimits): Viewport {
  const room = { width: Math.max(1, screen.width - 2 * limits.padding), height: Math.max(1, screen.height - 2 * limits.padding) };
  const fit = Math.min(room.width / Math.max(1, bounds.width), room.height / Math.max(1, bounds.height));
  if (fit < limits.minZoom) return { x: limits.padding - bounds.x * limits.minZoom, y: limits.padding - bounds.y * limits.minZoom, zoom: limits.minZoom };
  const zoom = Math.min(limits.maxZoom, fit);
  return {
    x: (screen.width - bounds.width * zoom) / 2 - bounds.x * zoom,
    y: (screen.height - bounds.height * zoom) / 2 - bounds.y * zoom,
    zoom,
  };
}

/** The default: roots open, so levels 1 and 2 show and everything deeper waits for a click. */
export function initialExpanded(roots: readonly UnitTreeNode[]): Set<string> {
  return new Set(roots.map((root) => root.id));
}

/** The ids from a root down to the unit (inclusive), or [] when it is not in the tree. */
export function pathTo(roots: readonly UnitTreeNode[], id: string): string[] {
  const stack: { unit: UnitTreeNode; path: string[] }[] = roots.map((unit) => ({ unit, path: [unit.id] }));
  while (stack.length > 0) {
    const { unit, path } = stack.pop()!;
    if (unit.id === id) return path;
    for (const child of unit.children) stack.push({ unit: child, path: [...path, child.id] });
  }
  return [];
}

/** The unit of that id anywhere in the tree. */
export function unitById(roots: readonly UnitTreeNode[], id: string): UnitTreeNode | undefined {
  const stack = [...roots];
  while (stack.length > 0) {
    const unit = stack.pop()!;
    if (unit.id === id) return unit;
    stack.push(...unit.children);
  }
  return undefined;
}

/** Units whose name contains the query (case-insensitive), in tree order, at most `limit`. */
export function findUnits(roots: readonly UnitTreeNode[], query: string, limit = 20): UnitTreeNode[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const found: UnitTreeNode[] = [];
  const visit = (unit: UnitTreeNode) => {
    if (found.length >= limit) return;
    if (unit.unitName.toLowerCase().includes(needle)) found.push(unit);
    unit.children.forEach(visit);
  };
  roots.forEach(visit);
  return found;
}

/** True when `candidate` is `id` itself or lies below it (a move there would make a cycle). */
export function isInSubtree(roots: readonly UnitTreeNode[], id: string, candidate: string): boolean {
  return pathTo(roots, candidate).includes(id);
}
