import { describe, expect, it } from 'vitest';
import { treeRows } from './tree-rows';

const nodes = [
  { id: 1, parent_id: null },
  { id: 2, parent_id: 1 },
  { id: 3, parent_id: null },
  { id: 4, parent_id: 2 },
  { id: 5, parent_id: 1 },
  { id: 6, parent_id: 99 },
];
const shape = (rows: ReturnType<typeof treeRows>) => rows.map((r) => `${r.node.id}@${r.depth}${r.hasChildren ? '+' : ''}`);

describe('treeRows', () => {
  it('orders parents before children with depths, orphans at the top', () => {
    expect(shape(treeRows(nodes))).toEqual(['1@0+', '2@1+', '4@2', '5@1', '3@0', '6@0']);
  });

  it('hides the subtrees of collapsed nodes', () => {
    expect(shape(treeRows(nodes, new Set([2])))).toEqual(['1@0+', '2@1+', '5@1', '3@0', '6@0']);
    expect(shape(treeRows(nodes, new Set([1])))).toEqual(['1@0+', '3@0', '6@0']);
  });

  it('keeps records of a cycle instead of losing them', () => {
    expect(shape(treeRows([{ id: 1, parent_id: 2 }, { id: 2, parent_id: 1 }]))).toEqual(['1@0', '2@0']);
  });
});
