import type { UnitTreeNode } from '@saram/shared/organization';

/**
 * A simple tidy-tree layout, top-down: every visible subtree gets the width of its leaves, a parent
 * sits centred over its children, depths are rows. Children of a unit show only while the unit is in
 * `expanded`; nothing below a collapsed unit is laid out (that keeps 2,000 units cheap).
 */
export type LayoutOptions = { nodeWidth: number; nodeHeight: number; gapX: number; gapY: number };
export const defaultLayoutOptions: LayoutOptions = { nodeWidth: 200, nodeHeight: 84, gapX: 24, gapY: 56 };

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
