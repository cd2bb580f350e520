/** The roots and every node below them (units of the organisation tree), from each node's parent. */
export function subtreeIds(nodes: Iterable<{ id: string; parentId: string | null }>, roots: readonly string[]): string[] {
  const children = new Map<string, string[]>();
  for (const n of nodes) if (n.parentId) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id]);
  const out = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...out];
}
