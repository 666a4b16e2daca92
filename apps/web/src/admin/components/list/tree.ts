/** A row with the rows below it, as a tree table and a tree select show it. */
export type TreeNode<T> = T & { children?: TreeNode<T>[] };

/**
 * Builds a tree from a flat list by id and parent id, keeping the list's order. Rows whose parent is not in
 * the list (the top, or everything above a filter's matches) become roots.
 */
export function buildTree<T extends object>(rows: readonly T[], idKey: keyof T, parentKey: keyof T): TreeNode<T>[] {
  const nodes = new Map<unknown, TreeNode<T>>(rows.map((row) => [row[idKey], { ...row }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node[parentKey]);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
