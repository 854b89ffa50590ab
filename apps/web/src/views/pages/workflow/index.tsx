import {
  addEdge,
  Background,
  type Connection,
  Controls,
  type Edge,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useEdgesState,
  useNodesState,
  useReactFlow,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { App, Button, Card, Col, Input, Row, Space, Typography } from 'antd';
import { type DragEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../stores/userInfo.ts';
import { currentArea } from '../../../utils/area.ts';
import { Local } from '../../../utils/storage.ts';
import { DemoCard } from '../../fun/DemoCard.tsx';
import { type FlowNode, makeNode, NODE_KINDS, type NodeKind, parseFlow } from './flow.ts';
import './workflow.css';

const DRAG_TYPE = 'application/x-printfloor-node';
const storageKey = (userId: number | undefined) => `workflow:${userId ?? 0}`;

function Designer() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const userId = useUserInfo((s) => s.userInfos?.id);
  const flow = useReactFlow();
  const [nodes, setNodes, onNodesChange] = useNodesState<FlowNode>([]);
  const [edges, setEdges, onEdgesChange] = useEdgesState<Edge>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const current = nodes.find((n) => n.id === selected);

  const onConnect = useCallback(
    (c: Connection) => setEdges((list) => addEdge({ ...c, animated: true }, list)),
    [setEdges],
  );

  const add = (kind: NodeKind, position?: { x: number; y: number }) => {
    const at = position ?? { x: 80 + nodes.length * 30, y: 60 + nodes.length * 60 };
    setNodes((list) => [...list, makeNode(kind, t(`demo.workflow.kind.${kind}`), at)]);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    const kind = e.dataTransfer.getData(DRAG_TYPE) as NodeKind;
    if (!NODE_KINDS.includes(kind)) return;
    add(kind, flow.screenToFlowPosition({ x: e.clientX, y: e.clientY }));
  };

  const rename = (label: string) =>
    setNodes((list) => list.map((n) => (n.id === selected ? { ...n, data: { ...n.data, label } } : n)));

  const save = () => {
    Local.set(currentArea(), storageKey(userId), { nodes, edges });
    void message.success(t('demo.workflow.saved'));
  };
  const load = () => {
    const saved = parseFlow(Local.get(currentArea(), storageKey(userId)));
    if (!saved) {
      void message.info(t('demo.workflow.nothingSaved'));
      return;
    }
    setNodes(saved.nodes);
    setEdges(saved.edges);
    setSelected(null);
    void flow.fitView();
  };
  const clear = () => {
    setNodes([]);
    setEdges([]);
    setSelected(null);
  };

  return (
    <Row gutter={12}>
      <Col flex="160px">
        <Card size="small" title={t('demo.workflow.palette')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {NODE_KINDS.map((kind) => (
              <Button
                key={kind}
                block
                draggable
                className={`pf-flow-palette pf-flow-${kind}`}
                onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, kind)}
                onClick={() => add(kind)}
                data-testid={`workflow-add-${kind}`}
              >
                {t(`demo.workflow.kind.${kind}`)}
              </Button>
            ))}
          </Space>
        </Card>
      </Col>
      <Col flex="auto">
        <Space style={{ marginBottom: 8 }}>
          <Button type="primary" onClick={save} data-testid="workflow-save">
            {t('demo.workflow.save')}
          </Button>
          <Button onClick={load} data-testid="workflow-load">
            {t('demo.workflow.load')}
          </Button>
          <Button danger onClick={clear} data-testid="workflow-clear">
            {t('demo.workflow.clear')}
          </Button>
          <Typography.Text type="secondary" data-testid="workflow-count">
            {t('demo.workflow.count', { nodes: nodes.length, edges: edges.length })}
          </Typography.Text>
        </Space>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the palette; keyboard users add nodes with the palette buttons. */}
        <div
          className="pf-flow-canvas"
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
          data-testid="workflow-canvas"
        >
          <ReactFlow
            nodes={nodes}
            edges={edges}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            onNodeClick={(_, node) => setSelected(node.id)}
            onPaneClick={() => setSelected(null)}
            deleteKeyCode={['Backspace', 'Delete']}
            fitView
          >
            <Background />
            <MiniMap pannable zoomable />
            <Controls />
          </ReactFlow>
        </div>
      </Col>
      <Col flex="220px">
        <Card size="small" title={t('demo.workflow.properties')}>
          {current ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text type="secondary">{t(`demo.workflow.kind.${current.data.kind}`)}</Typography.Text>
              <Input
                value={current.data.label}
                maxLength={40}
                onChange={(e) => rename(e.target.value)}
                data-testid="workflow-label"
              />
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('demo.workflow.selectHint')}</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}

/**
 * Workflow designer demo (menu workflow): a palette of steps dragged or clicked onto a canvas,
 * connected by edges, renamed in the side panel, deleted with Delete; saved and loaded per user
 * (React Flow).
 */
export default function WorkflowDemo() {
  const { t } = useTranslation();
  return (
    <DemoCard title={t('demo.workflow.title')} hint={t('demo.workflow.hint')} testId="demo-workflow">
      <ReactFlowProvider>
        <Designer />
      </ReactFlowProvider>
    </DemoCard>
  );
}
