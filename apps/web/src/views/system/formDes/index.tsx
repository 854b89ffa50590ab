import {
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  DESIGN_VALIDATORS,
  type DesignField,
  type DesignFieldType,
  type DesignLeafField,
  EMPTY_FORM_DESIGN,
  type FormDesign,
  LANGUAGES,
  type Language,
  parseFormDesign,
  SETTINGS_GROUPS,
} from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Empty,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { type CSSProperties, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResourceRow, resourceApi, resourceKeys } from '../../../api/resource.ts';
import { DesignedForm } from '../../../components/designedForm/DesignedForm.tsx';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { SavedItemList } from '../shared/SavedItemList.tsx';
import { insertField, moveField, newField, PALETTE, removeField, updateField } from './model.ts';

const api = resourceApi('sysFormDes');
const LEAF_TYPES = PALETTE.filter((p) => p !== 'subTable') as DesignLeafField['type'][];

function PaletteItem({ type, label, onAdd }: { type: DesignFieldType; label: string; onAdd: () => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `palette:${type}` });
  return (
    <Button
      ref={setNodeRef}
      block
      data-testid={`palette-${type}`}
      style={{ marginBottom: 8, opacity: isDragging ? 0.5 : 1, cursor: 'grab' }}
      onClick={onAdd}
      {...attributes}
      {...listeners}
    >
      {label}
    </Button>
  );
}

function CanvasItem({
  id,
  selected,
  onSelect,
  children,
}: {
  id: string;
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    border: `1px ${selected ? 'solid var(--ant-color-primary, #1677ff)' : 'dashed #d9d9d9'}`,
    borderRadius: 6,
    padding: '6px 10px',
    marginBottom: 8,
    cursor: 'grab',
    background: '#fff',
  };
  return (
    <div ref={setNodeRef} style={style} data-testid={`canvas-field-${id}`} {...attributes} {...listeners}>
      <button
        type="button"
        onClick={onSelect}
        style={{ all: 'unset', display: 'block', width: '100%', cursor: 'pointer' }}
      >
        {children}
      </button>
    </div>
  );
}

function Canvas({ children, empty }: { children: ReactNode; empty: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'canvas' });
  const { t } = useTranslation();
  return (
    <div
      ref={setNodeRef}
      data-testid="form-canvas"
      style={{ minHeight: 240, padding: 8, borderRadius: 6, background: isOver ? '#e6f4ff' : '#fafafa' }}
    >
      {empty ? <Empty description={t('formDes.emptyCanvas')} /> : children}
    </div>
  );
}

/** Labels of one field in the four languages. */
function LabelInputs({
  label,
  onChange,
  testPrefix,
}: {
  label: Record<Language, string>;
  onChange: (label: Record<Language, string>) => void;
  testPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {LANGUAGES.map((l) => (
        <Input
          key={l}
          size="small"
          prefix={l}
          aria-label={t('formDes.labelIn', { lang: l })}
          data-testid={`${testPrefix}-label-${l}`}
          value={label[l]}
          onChange={(e) => onChange({ ...label, [l]: e.target.value })}
          style={{ marginBottom: 4 }}
        />
      ))}
    </>
  );
}

function Prop({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 8 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div>{children}</div>
    </div>
  );
}

/** The property panel of one field (a sub-table also edits its columns). */
function FieldProperties({ field, onChange }: { field: DesignField; onChange: (patch: Partial<DesignField>) => void }) {
  const { t } = useTranslation();
  const num = (v: number | null) => (v === null ? undefined : v);
  return (
    <div data-testid="field-properties">
      <Prop label={t('formDes.fieldKey')}>
        <Input data-testid="prop-key" value={field.key} onChange={(e) => onChange({ key: e.target.value })} />
      </Prop>
      <Prop label={t('formDes.labelIn', { lang: '' }).replace(/[()（）]/g, '')}>
        <LabelInputs label={field.label} onChange={(label) => onChange({ label })} testPrefix="prop" />
      </Prop>
      <Prop label={t('formDes.required')}>
        <Switch
          data-testid="prop-required"
          checked={!!field.required}
          onChange={(required) => onChange({ required })}
        />
      </Prop>
      {(field.type === 'text' || field.type === 'number') && (
        <Space>
          <Prop label={t('formDes.min')}>
            <InputNumber value={field.min} onChange={(v) => onChange({ min: num(v) })} />
          </Prop>
          <Prop label={t('formDes.max')}>
            <InputNumber value={field.max} onChange={(v) => onChange({ max: num(v) })} />
          </Prop>
        </Space>
      )}
      {field.type === 'number' && (
        <Prop label={t('formDes.decimals')}>
          <InputNumber min={0} max={6} value={field.decimals} onChange={(v) => onChange({ decimals: num(v) })} />
        </Prop>
      )}
      {field.type === 'text' && (
        <Prop label={t('formDes.validator')}>
          <Select
            allowClear
            style={{ width: '100%' }}
            value={field.validator}
            options={DESIGN_VALIDATORS.map((v) => ({ value: v, label: v }))}
            onChange={(validator) => onChange({ validator })}
          />
        </Prop>
      )}
      {field.type === 'select' && (
        <Prop label={t('formDes.dict')}>
          <Input data-testid="prop-dict" value={field.dict} onChange={(e) => onChange({ dict: e.target.value })} />
        </Prop>
      )}
      <Prop label={t('formDes.span')}>
        <InputNumber min={1} max={24} value={field.span} onChange={(v) => onChange({ span: num(v) })} />
      </Prop>
      {field.type === 'subTable' && (
        <Prop label={t('formDes.subColumns')}>
          {field.columns.map((c, i) => {
            const setColumn = (patch: Partial<DesignLeafField>) =>
              onChange({ columns: field.columns.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the column's key is what this card edits
              <Card key={i} size="small" style={{ marginBottom: 6 }}>
                <Space.Compact style={{ width: '100%', marginBottom: 4 }}>
                  <Input value={c.key} onChange={(e) => setColumn({ key: e.target.value })} />
                  <Select
                    value={c.type}
                    style={{ width: 140 }}
                    options={LEAF_TYPES.map((type) => ({ value: type, label: t(`formDes.${type}`) }))}
                    onChange={(type) => setColumn({ type, dict: type === 'select' ? (c.dict ?? 'yes_no') : undefined })}
                  />
                  <Button
                    danger
                    disabled={field.columns.length < 2}
                    onClick={() => onChange({ columns: field.columns.filter((_, j) => j !== i) })}
                  >
                    {t('formDes.remove')}
                  </Button>
                </Space.Compact>
                <LabelInputs label={c.label} onChange={(label) => setColumn({ label })} testPrefix={`col-${i}`} />
                <Switch
                  size="small"
                  checked={!!c.required}
                  onChange={(required) => setColumn({ required })}
                  checkedChildren={t('formDes.required')}
                  unCheckedChildren={t('formDes.required')}
                />
              </Card>
            );
          })}
          <Button
            size="small"
            onClick={() =>
              onChange({
                columns: [
                  ...field.columns,
                  newField(
                    'text',
                    field.columns.map((c) => c.key),
                    Object.fromEntries(LANGUAGES.map((l) => [l, 'text'])) as Record<Language, string>,
                  ) as DesignLeafField,
                ],
              })
            }
          >
            {t('formDes.addColumn')}
          </Button>
        </Prop>
      )}
    </div>
  );
}

/**
 * Form designer (menu sysFormDes, component /system/formDes/index): drag fields from the palette
 * onto the form (or click them), reorder by dragging, edit a field's name, labels in the four
 * languages, validation and span, see the live preview rendered by the resource form renderer,
 * save as JSON (resource sysFormDes), reopen a saved form, export its JSON.
 */
export default function FormDesignerPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [design, setDesign] = useState<FormDesign>(EMPTY_FORM_DESIGN);
  const [selected, setSelected] = useState<number | null>(null);
  const [current, setCurrent] = useState<{
    id: number | null;
    code: string;
    name: string;
    version: number | null;
    settingsGroup?: string | null;
  }>({
    id: null,
    code: '',
    name: '',
    version: null,
  });
  const previewSubmit = useRef<(() => Promise<void>) | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  const forms = useQuery({
    queryKey: [...resourceKeys('sysFormDes').all, 'designer'],
    queryFn: () => api.page({ page: 1, pageSize: 200 }),
  });

  const paletteNames = useCallback(
    (type: DesignFieldType) =>
      Object.fromEntries(LANGUAGES.map((l) => [l, i18n.getFixedT(l)(`formDes.${type}`)])) as Record<Language, string>,
    [i18n],
  );
  const add = (type: DesignFieldType, index?: number) => {
    const field = newField(
      type,
      design.fields.flatMap((f) => [f.key]),
      paletteNames(type),
    );
    const next = insertField(design, field, index);
    setDesign(next);
    setSelected(next.fields.findIndex((f) => f.key === field.key));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const activeId = String(active.id);
    const overIndex = design.fields.findIndex((f) => f.key === String(over.id));
    if (activeId.startsWith('palette:')) {
      add(activeId.slice('palette:'.length) as DesignFieldType, overIndex < 0 ? undefined : overIndex);
      return;
    }
    const from = design.fields.findIndex((f) => f.key === activeId);
    if (from >= 0 && overIndex >= 0) {
      setDesign(moveField(design, from, overIndex));
      setSelected(overIndex);
    }
  };

  const check = useMemo(() => parseFormDesign(design, lang), [design, lang]);

  const open = async (row: ResourceRow) => {
    const detail = await api.detail(row.id);
    if (!detail) return;
    const parsed = parseFormDesign(String(detail.schemaJson), lang);
    if (!parsed.ok) {
      void message.error(parsed.issue.detail);
      return;
    }
    setDesign(parsed.design);
    setSelected(null);
    setCurrent({
      id: row.id,
      code: String(detail.code),
      name: String(detail.name),
      version: Number(detail.formVersion),
      settingsGroup: detail.settingsGroup ? String(detail.settingsGroup) : null,
    });
  };

  const save = async () => {
    if (!current.code.trim() || !current.name.trim()) {
      void message.warning(t('formDes.codeRequired'));
      return;
    }
    if (!check.ok) {
      void message.error(`${check.issue.path}: ${check.issue.detail}`);
      return;
    }
    const body = {
      code: current.code.trim(),
      name: current.name.trim(),
      schemaJson: JSON.stringify(check.design),
      settingsGroup: current.settingsGroup ?? null,
    };
    let id = current.id;
    if (id) await api.update({ id, ...body });
    else id = await api.add(body);
    const detail = await api.detail(id);
    setCurrent({ ...current, id, version: detail ? Number(detail.formVersion) : null });
    await queryClient.invalidateQueries({ queryKey: resourceKeys('sysFormDes').all });
    void message.success(t('formDes.saved'));
  };

  const remove = async (row: ResourceRow) => {
    await api.delete(row.id);
    if (current.id === row.id) newForm();
    await queryClient.invalidateQueries({ queryKey: resourceKeys('sysFormDes').all });
  };

  const newForm = () => {
    setDesign(EMPTY_FORM_DESIGN);
    setSelected(null);
    setCurrent({ id: null, code: '', name: '', version: null, settingsGroup: null });
  };

  const exportJson = () => {
    const blob = new Blob([JSON.stringify(design, null, 2)], { type: 'application/json' });
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = `${current.code || 'form'}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  };

  const field = selected === null ? undefined : design.fields[selected];

  return (
    <div className="layout-padding" data-testid="form-designer">
      <Row gutter={12}>
        <Col xs={24} lg={5}>
          <SavedItemList
            title={t('formDes.forms')}
            newLabel={t('formDes.newForm')}
            onNew={newForm}
            rows={forms.data?.items ?? []}
            loading={forms.isLoading}
            line={(row) => (
              <span>
                {String(row.name)} <Typography.Text type="secondary">{String(row.code)}</Typography.Text>
              </span>
            )}
            onOpen={(row) => void open(row)}
            onRemove={remove}
            openLabel={t('formDes.open')}
            removeLabel={t('formDes.remove')}
            confirmRemove={(row) => t('formDes.confirmDelete', { name: row.name })}
            openTestId={(row) => `open-form-${row.code}`}
          />
        </Col>
        <Col xs={24} lg={19}>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Space wrap>
              <Input
                prefix={t('formDes.code')}
                data-testid="form-code"
                value={current.code}
                onChange={(e) => setCurrent({ ...current, code: e.target.value })}
              />
              <Input
                prefix={t('formDes.name')}
                data-testid="form-name"
                value={current.name}
                onChange={(e) => setCurrent({ ...current, name: e.target.value })}
              />
              <Select
                allowClear
                style={{ width: 220 }}
                placeholder={t('formDes.settingsGroup')}
                data-testid="form-settings-group"
                value={current.settingsGroup ?? undefined}
                onChange={(settingsGroup) => setCurrent({ ...current, settingsGroup: settingsGroup ?? null })}
                options={SETTINGS_GROUPS.map((g) => ({
                  value: g.name,
                  label: `${localized(g.title, lang)} · ${g.name}`,
                }))}
              />
              <Space>
                {t('formDes.columns')}
                <Select
                  value={design.columns}
                  style={{ width: 70 }}
                  options={[1, 2, 3].map((n) => ({ value: n, label: n }))}
                  onChange={(columns) => setDesign({ ...design, columns })}
                />
              </Space>
              {current.version !== null && <Tag>{t('formDes.version', { v: current.version })}</Tag>}
              <Button type="primary" data-testid="form-save" onClick={() => void save()}>
                {t('formDes.save')}
              </Button>
              <Button onClick={exportJson}>{t('formDes.exportJson')}</Button>
            </Space>
          </Card>
          <DndContext sensors={sensors} onDragEnd={onDragEnd}>
            <Row gutter={12}>
              <Col span={5}>
                <Card size="small" title={t('formDes.palette')}>
                  <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                    {t('formDes.paletteHint')}
                  </Typography.Paragraph>
                  {PALETTE.map((type) => (
                    <PaletteItem key={type} type={type} label={t(`formDes.${type}`)} onAdd={() => add(type)} />
                  ))}
                </Card>
              </Col>
              <Col span={9}>
                <Card size="small" title={t('formDes.canvas')}>
                  <Canvas empty={design.fields.length === 0}>
                    <SortableContext items={design.fields.map((f) => f.key)} strategy={verticalListSortingStrategy}>
                      {design.fields.map((f, i) => (
                        <CanvasItem key={f.key} id={f.key} selected={selected === i} onSelect={() => setSelected(i)}>
                          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                            <span>
                              {f.required && <Typography.Text type="danger">* </Typography.Text>}
                              {f.label[lang]} <Typography.Text type="secondary">{f.key}</Typography.Text>
                            </span>
                            <Tag>{t(`formDes.${f.type}`)}</Tag>
                          </Space>
                        </CanvasItem>
                      ))}
                    </SortableContext>
                  </Canvas>
                </Card>
              </Col>
              <Col span={10}>
                <Card
                  size="small"
                  title={t('formDes.properties')}
                  extra={
                    field && (
                      <Button
                        danger
                        size="small"
                        data-testid="field-remove"
                        onClick={() => {
                          setDesign(removeField(design, selected as number));
                          setSelected(null);
                        }}
                      >
                        {t('formDes.remove')}
                      </Button>
                    )
                  }
                >
                  {field ? (
                    <FieldProperties
                      key={selected}
                      field={field}
                      onChange={(patch) => setDesign(updateField(design, selected as number, patch))}
                    />
                  ) : (
                    <Typography.Text type="secondary">{t('formDes.noSelection')}</Typography.Text>
                  )}
                </Card>
              </Col>
            </Row>
          </DndContext>
          <Card
            size="small"
            title={t('formDes.preview')}
            style={{ marginTop: 12 }}
            extra={
              check.ok && (
                <Button size="small" onClick={() => void previewSubmit.current?.()}>
                  {t('formDes.check')}
                </Button>
              )
            }
          >
            {check.ok ? (
              <DesignedForm
                code={current.code}
                design={check.design}
                lang={lang}
                onSubmit={async () => {
                  void message.success(t('formDes.previewValid'));
                }}
                bindSubmit={(submit) => {
                  previewSubmit.current = submit;
                }}
              />
            ) : design.fields.length === 0 ? (
              <Empty description={t('formDes.noFields')} />
            ) : (
              <Alert
                type="warning"
                showIcon
                message={`${check.issue.path}: ${check.issue.detail}`}
                data-testid="design-issue"
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
