import { DndContext, type DragEndEvent, PointerSensor, useDraggable, useSensor, useSensors } from '@dnd-kit/core';
import { PRINT_ELEMENT_TYPES, type PrintElement, type PrintTemplate, parsePrintTemplate } from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Input, InputNumber, Row, Space, Switch, Typography } from 'antd';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, type ResourceRow, resourceApi, resourceKeys } from '../../../api/resource.ts';
import { useLanguage } from '../../../components/resource/lang.ts';
import { SavedItemList } from '../shared/SavedItemList.tsx';
import { EMPTY, movedElement, newElement, SCALE } from './model.ts';

const api = resourceApi('sysPrint');

function ElementBox({ e, selected, onSelect }: { e: PrintElement; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform } = useDraggable({ id: e.id });
  const style: CSSProperties = {
    position: 'absolute',
    left: e.x * SCALE,
    top: e.y * SCALE,
    width: Math.max(e.w * SCALE, 4),
    height: Math.max(e.h * SCALE, 4),
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    outline: selected ? '1px solid #1677ff' : '1px dashed #bbb',
    cursor: 'move',
    overflow: 'hidden',
    fontSize: (e.fontSize ?? 10) * (SCALE * 0.3528),
    fontWeight: e.bold ? 700 : 400,
    lineHeight: 1.2,
    background:
      e.type === 'barcode'
        ? 'repeating-linear-gradient(90deg,#000 0 2px,#fff 2px 4px,#000 4px 5px,#fff 5px 8px)'
        : undefined,
    border: e.type === 'box' ? `${Math.max(1, (e.stroke ?? 0.3) * SCALE)}px solid #000` : undefined,
  };
  return (
    <div ref={setNodeRef} style={style} data-testid={`print-el-${e.id}`} {...attributes} {...listeners}>
      <button
        type="button"
        onClick={onSelect}
        style={{ all: 'unset', display: 'block', width: '100%', height: '100%' }}
      >
        {e.type === 'text' && e.content}
        {e.type === 'qr' && (
          <span style={{ fontSize: 10 }}>
            {t('printTpl.qr')} {e.content}
          </span>
        )}
        {e.type === 'image' && <span style={{ fontSize: 10 }}>🖼 {e.content}</span>}
        {e.type === 'line' && (
          <svg width="100%" height="100%" style={{ overflow: 'visible' }} aria-hidden>
            <line
              x1="0"
              y1="0"
              x2={e.w * SCALE}
              y2={e.h * SCALE}
              stroke="#000"
              strokeWidth={Math.max(1, (e.stroke ?? 0.3) * SCALE)}
            />
          </svg>
        )}
      </button>
    </div>
  );
}

function NumberProp({
  label,
  value,
  onChange,
  min = 0,
}: {
  label: string;
  value: number | undefined;
  onChange: (v: number) => void;
  min?: number;
}) {
  return (
    <div style={{ marginBottom: 6 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <InputNumber
        style={{ width: '100%' }}
        min={min}
        step={0.5}
        value={value}
        onChange={(v) => v !== null && onChange(v)}
      />
    </div>
  );
}

/**
 * Print templates (menu sysPrint, component /system/print/index): the saved templates, a designer
 * canvas in mm (drag elements, property panel), the paper size, sample data, and a PDF preview
 * rendered by the server (`sysPrint/print`), the same PDF a print gets.
 */
export default function PrintTemplatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [template, setTemplate] = useState<PrintTemplate>(EMPTY);
  const [current, setCurrent] = useState<{ id: number | null; name: string; sampleData: string }>({
    id: null,
    name: '',
    sampleData: '{"orderNo": "SO-1001"}',
  });
  const [selected, setSelected] = useState<string | null>(null);
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 3 } }));
  const list = useQuery({
    queryKey: [...resourceKeys('sysPrint').all, 'designer'],
    queryFn: () => api.page({ page: 1, pageSize: 200 }),
  });
  useEffect(() => () => void (pdfUrl && URL.revokeObjectURL(pdfUrl)), [pdfUrl]);

  const check = useMemo(() => parsePrintTemplate(template, lang), [template, lang]);
  const element = template.elements.find((e) => e.id === selected);
  const patch = (id: string, p: Partial<PrintElement>) =>
    setTemplate({ ...template, elements: template.elements.map((e) => (e.id === id ? { ...e, ...p } : e)) });

  const onDragEnd = ({ active, delta }: DragEndEvent) => {
    const e = template.elements.find((x) => x.id === String(active.id));
    if (!e) return;
    setTemplate({
      ...template,
      elements: template.elements.map((x) => (x.id === e.id ? movedElement(e, delta.x, delta.y, template) : x)),
    });
    setSelected(e.id);
  };

  const open = async (row: ResourceRow) => {
    const detail = await api.detail(row.id);
    if (!detail) return;
    const parsed = parsePrintTemplate(String(detail.templateJson), lang);
    if (!parsed.ok) return void message.error(parsed.issue.detail);
    setTemplate(parsed.template);
    setCurrent({ id: row.id, name: String(detail.name), sampleData: String(detail.sampleData ?? '') });
    setSelected(null);
    setPdfUrl(null);
  };

  const save = async () => {
    if (!current.name.trim()) return void message.warning(t('printTpl.nameRequired'));
    if (!check.ok) return void message.error(`${check.issue.path}: ${check.issue.detail}`);
    const body = {
      name: current.name.trim(),
      templateJson: JSON.stringify(check.template),
      sampleData: current.sampleData,
    };
    let id = current.id;
    if (id) await api.update({ id, ...body });
    else id = await api.add(body);
    setCurrent({ ...current, id });
    await queryClient.invalidateQueries({ queryKey: resourceKeys('sysPrint').all });
    void message.success(t('printTpl.saved'));
  };

  const preview = async () => {
    if (!current.id) return void message.info(t('printTpl.saveFirst'));
    const file = await download('/api/sysPrint/print', 'POST', { id: current.id }, 'print.pdf');
    setPdfUrl(URL.createObjectURL(file.blob));
  };

  const remove = async (row: ResourceRow) => {
    await api.delete(row.id);
    await queryClient.invalidateQueries({ queryKey: resourceKeys('sysPrint').all });
  };

  return (
    <div className="layout-padding" data-testid="print-designer">
      <Row gutter={12}>
        <Col xs={24} lg={5}>
          <SavedItemList
            title={t('printTpl.templates')}
            newLabel={t('printTpl.newTemplate')}
            onNew={() => {
              setTemplate(EMPTY);
              setCurrent({ id: null, name: '', sampleData: '{"orderNo": "SO-1001"}' });
              setSelected(null);
              setPdfUrl(null);
            }}
            rows={list.data?.items ?? []}
            loading={list.isLoading}
            line={(row) => (
              <>
                {String(row.name)}{' '}
                <Typography.Text type="secondary">
                  {String(row.widthMm)}×{String(row.heightMm)}
                </Typography.Text>
              </>
            )}
            onOpen={(row) => void open(row)}
            onRemove={remove}
            openLabel={t('printTpl.open')}
            removeLabel={t('printTpl.remove')}
            confirmRemove={(row) => t('printTpl.confirmDelete', { name: row.name })}
            openTestId={(row) => `open-template-${row.id}`}
          />
        </Col>
        <Col xs={24} lg={19}>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Space wrap>
              <Input
                prefix={t('printTpl.name')}
                data-testid="print-name"
                value={current.name}
                onChange={(e) => setCurrent({ ...current, name: e.target.value })}
              />
              <InputNumber
                prefix={t('printTpl.widthMm')}
                min={10}
                max={1000}
                value={template.widthMm}
                onChange={(v) => v && setTemplate({ ...template, widthMm: v })}
              />
              <InputNumber
                prefix={t('printTpl.heightMm')}
                min={10}
                max={1000}
                value={template.heightMm}
                onChange={(v) => v && setTemplate({ ...template, heightMm: v })}
              />
              <Button type="primary" onClick={() => void save()} data-testid="print-save">
                {t('printTpl.save')}
              </Button>
              <Button onClick={() => void preview()} data-testid="print-preview">
                {t('printTpl.preview')}
              </Button>
            </Space>
            <div style={{ marginTop: 8 }}>
              <Space wrap>
                {t('printTpl.add')}
                {PRINT_ELEMENT_TYPES.map((type) => (
                  <Button
                    key={type}
                    size="small"
                    data-testid={`print-add-${type}`}
                    onClick={() => {
                      const e = newElement(
                        type,
                        template.elements.map((x) => x.id),
                      );
                      setTemplate({ ...template, elements: [...template.elements, e] });
                      setSelected(e.id);
                    }}
                  >
                    {t(`printTpl.${type}`)}
                  </Button>
                ))}
              </Space>
            </div>
          </Card>
          <Row gutter={12}>
            <Col span={15}>
              <Card size="small" style={{ overflow: 'auto' }}>
                <DndContext sensors={sensors} onDragEnd={onDragEnd}>
                  <div
                    data-testid="print-paper"
                    style={{
                      position: 'relative',
                      width: template.widthMm * SCALE,
                      height: template.heightMm * SCALE,
                      background: '#fff',
                      boxShadow: '0 0 0 1px #999, 0 2px 8px rgba(0,0,0,.15)',
                    }}
                  >
                    {template.elements.map((e) => (
                      <ElementBox key={e.id} e={e} selected={e.id === selected} onSelect={() => setSelected(e.id)} />
                    ))}
                  </div>
                </DndContext>
                {!check.ok && (
                  <Alert
                    style={{ marginTop: 8 }}
                    type="warning"
                    showIcon
                    message={`${check.issue.path}: ${check.issue.detail}`}
                  />
                )}
              </Card>
              <Card size="small" title={t('printTpl.sampleData')} style={{ marginTop: 12 }}>
                <Input.TextArea
                  rows={3}
                  value={current.sampleData}
                  onChange={(e) => setCurrent({ ...current, sampleData: e.target.value })}
                />
              </Card>
              {pdfUrl && (
                <iframe
                  title={t('printTpl.preview')}
                  src={pdfUrl}
                  data-testid="print-pdf"
                  style={{ width: '100%', height: 420, marginTop: 12, border: '1px solid #ddd' }}
                />
              )}
            </Col>
            <Col span={9}>
              <Card
                size="small"
                title={t('printTpl.properties')}
                extra={
                  element && (
                    <Button
                      danger
                      size="small"
                      onClick={() => {
                        setTemplate({ ...template, elements: template.elements.filter((e) => e.id !== element.id) });
                        setSelected(null);
                      }}
                    >
                      {t('printTpl.remove')}
                    </Button>
                  )
                }
              >
                {element ? (
                  <div>
                    <Typography.Title level={5}>
                      {t(`printTpl.${element.type}`)} · {element.id}
                    </Typography.Title>
                    <Row gutter={8}>
                      {(['x', 'y', 'w', 'h'] as const).map((k) => (
                        <Col span={12} key={k}>
                          <NumberProp
                            label={t(`printTpl.${k}`)}
                            value={element[k]}
                            onChange={(v) => patch(element.id, { [k]: v })}
                          />
                        </Col>
                      ))}
                    </Row>
                    {element.type !== 'line' && element.type !== 'box' && (
                      <div style={{ marginBottom: 6 }}>
                        <Typography.Text type="secondary">{t('printTpl.content', { ph: '{{field}}' })}</Typography.Text>
                        <Input.TextArea
                          rows={2}
                          value={element.content}
                          onChange={(e) => patch(element.id, { content: e.target.value })}
                        />
                      </div>
                    )}
                    {element.type === 'text' && (
                      <>
                        <NumberProp
                          label={t('printTpl.fontSize')}
                          min={4}
                          value={element.fontSize}
                          onChange={(v) => patch(element.id, { fontSize: v })}
                        />
                        <Space>
                          {t('printTpl.bold')}
                          <Switch checked={!!element.bold} onChange={(bold) => patch(element.id, { bold })} />
                        </Space>
                      </>
                    )}
                    {(element.type === 'line' || element.type === 'box') && (
                      <NumberProp
                        label={t('printTpl.stroke')}
                        min={0.1}
                        value={element.stroke}
                        onChange={(v) => patch(element.id, { stroke: v })}
                      />
                    )}
                  </div>
                ) : (
                  <Typography.Text type="secondary">{t('printTpl.noSelection')}</Typography.Text>
                )}
              </Card>
            </Col>
          </Row>
        </Col>
      </Row>
    </div>
  );
}
