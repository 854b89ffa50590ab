import type { Edge, Node } from '@xyflow/react';

/** The kinds of node of the designer's palette. */
export const NODE_KINDS = ['start', 'step', 'check', 'end'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

export interface FlowNodeData extends Record<string, unknown> {
  label: string;
  kind: NodeKind;
}
export type FlowNode = Node<FlowNodeData>;

export interface SavedFlow {
  nodes: FlowNode[];
  edges: Edge[];
}

/** The shape of a node kind on the canvas (React Flow's built-in node types). */
export function nodeType(kind: NodeKind): 'input' | 'output' | 'default' {
  return kind === 'start' ? 'input' : kind === 'end' ? 'output' : 'default';
}

/** A new node of a kind at a position, with a fresh id. */
export function makeNode(kind: NodeKind, label: string, position: { x: number; y: number }): FlowNode {
  return {
    id: `${kind}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
    type: nodeType(kind),
    position,
    data: { label, kind },
    className: `pf-flow-node pf-flow-${kind}`,
  };
}

/** A saved flow read back, or null when the text is not one (a stale or foreign value). */
export function parseFlow(value: unknown): SavedFlow | null {
  if (!value || typeof value !== 'object') return null;
  const flow = value as Partial<SavedFlow>;
  if (!Array.isArray(flow.nodes) || !Array.isArray(flow.edges)) return null;
  const nodes = flow.nodes.filter(
    (n): n is FlowNode =>
      !!n && typeof n.id === 'string' && typeof n.position?.x === 'number' && typeof n.data?.label === 'string',
  );
  const ids = new Set(nodes.map((n) => n.id));
  const edges = flow.edges.filter((e) => !!e && ids.has(e.source) && ids.has(e.target));
  return { nodes, edges };
}
