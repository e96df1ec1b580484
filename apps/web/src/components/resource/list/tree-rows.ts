/** A record of a tree: its parent (null at the top) and its place among its siblings. */
export interface TreeNode {
  id: number;
  parent_id?: number | null;
}

export interface TreeRow<T extends TreeNode> {
  node: T;
  depth: number;
  hasChildren: boolean;
}

/**
 * A tree's records in reading order (each parent followed by its children, siblings in the order given),
 * with their depth. A record whose parent is missing (filtered out, or on another page) is shown at the
 * top rather than lost; a cycle in bad data is cut where it closes. `collapsed` hides those nodes' subtrees.
 */
export function treeRows<T extends TreeNode>(nodes: readonly T[], collapsed: ReadonlySet<number> = new Set()): TreeRow<T>[] {
  const ids = new Set(nodes.map((n) => n.id));
  const children = new Map<number | null, T[]>();
  for (const node of nodes) {
    const parent = node.parent_id != null && ids.has(node.parent_id) && node.parent_id !== node.id ? node.parent_id : null;
    (children.get(parent) ?? children.set(parent, []).get(parent)!).push(node);
  }
  const out: TreeRow<T>[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const node of children.get(parent) ?? []) {
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      const kids = children.get(node.id) ?? [];
      out.push({ node, depth, hasChildren: kids.length > 0 });
      if (!collapsed.has(node.id)) walk(node.id, depth + 1);
    }
  };
  walk(null, 0);
  // Whatever only a cycle reaches is appended at the top level, so no record disappears.
  for (const node of nodes) if (!seen.has(node.id) && !isHiddenUnder(node, nodes, collapsed)) out.push({ node, depth: 0, hasChildren: false });
  return out;
}

/** Whether a node sits (at any depth) under a collapsed one: then it is hidden, not orphaned. */
function isHiddenUnder<T extends TreeNode>(node: T, nodes: readonly T[], collapsed: ReadonlySet<number>): boolean {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const visited = new Set<number>();
  let parent = node.parent_id;
  while (parent != null && !visited.has(parent)) {
    if (collapsed.has(parent)) return true;
    visited.add(parent);
    parent = byId.get(parent)?.parent_id;
  }
  return false;
}
