import {
  allowedTransitions,
  type Language,
  type LocalizedText,
  normalizeTransitionInput,
  type Resource,
  rowMeets,
  type TransitionBatchResult,
  type TransitionInfo,
  type TransitionRefusal,
  transitionSchema,
} from '@printfloor/contract';
import type { QueryKey } from '@tanstack/react-query';
import { Alert, App, Button, Form, Modal, Popconfirm, Typography } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../api/mutation.ts';
import { resourceApi, resourceKeys, type TransitionBody } from '../../api/resource.ts';
import { useAuth } from '../auth/useAuth.ts';
import { localized } from './lang.ts';
import { FieldFormItem } from './ResourceForm.tsx';
import { useSearchRun, type WholeSearch } from './SearchRun.tsx';
import { validateWith } from './validation.ts';

interface Pending {
  transition: TransitionInfo;
  ids: number[];
  /** The run takes the list's whole search instead of `ids` (TransitionDef.wholeSearch). */
  whole?: WholeSearch;
}

/** The body of a transition for some rows: `{id}` for one, `{ids}` for a batch, plus the input. */
function bodyOf(ids: number[], batch: boolean, input: Record<string, unknown> = {}): TransitionBody {
  return batch ? { ...input, ids } : { ...input, id: ids[0] as number };
}

/** The refused rows of a `perRow` batch's answer (`TransitionBatchResult`); none for other answers. */
function refusedOf(result: unknown): TransitionRefusal[] {
  const refused = result && typeof result === 'object' ? (result as { refused?: unknown }).refused : null;
  return Array.isArray(refused) ? (refused as TransitionRefusal[]) : [];
}

/**
 * The transitions of a resource as console actions (issue 11 point 1): from the declaration,
 * a row shows the transitions its state allows and the user's button codes grant; a batch
 * transition is offered for the selected rows. A transition with input fields asks for them in a
 * dialog validated with the contract's transitionSchema; one with a confirm text asks first
 * (in the dialog, or in a Popconfirm on the button).
 * The server's refusal (the row moved meanwhile; its localized message names the current
 * state) is toasted by the request layer and kept in the dialog. A `perRow` batch that moved only
 * some rows lists the refused ones, each with its reason, instead of the "done" toast.
 * Render `dialog` once in the page; put `rowActions(row)` and `batchActions(rows, ids)` in the slots.
 */
export function useTransitions(
  resource: Resource,
  lang: Language,
  options: { invalidate?: readonly QueryKey[]; onDone?: () => void } = {},
) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const { modal } = App.useApp();
  const [form] = Form.useForm();
  const [pending, setPending] = useState<Pending | null>(null);
  const api = resourceApi(resource.name);
  const searchRun = useSearchRun(resource, lang, options);
  const run = useActionMutation((v: Pending & { body: TransitionBody }) => api.transition(v.transition.name, v.body), {
    success: (result, v) =>
      refusedOf(result).length
        ? undefined
        : t('resource.transitionDone', { action: localized(v.transition.label, lang) }),
    invalidate: [resourceKeys(resource.name).all, ...(options.invalidate ?? [])],
    onSuccess: (result, v) => {
      setPending(null);
      options.onDone?.();
      const refused = refusedOf(result);
      if (!refused.length) return;
      void modal.warning({
        title: t('resource.transitionPartial', {
          action: localized(v.transition.label, lang),
          count: (result as TransitionBatchResult).count,
          refused: refused.length,
        }),
        width: 640,
        content: (
          <ul
            data-testid="transition-refused-rows"
            style={{ paddingInlineStart: 20, maxHeight: 360, overflowY: 'auto' }}
          >
            {refused.map((r) => (
              <li key={r.id}>
                <Typography.Text strong>{r.label ?? r.id}</Typography.Text> {r.message}
              </li>
            ))}
          </ul>
        ),
      });
    },
  });

  /** Opens the input dialog, or runs at once (a confirm text is asked by the button's Popconfirm). */
  const start = (transition: TransitionInfo, ids: number[]) => {
    if (!ids.length) return;
    if (transition.inputList.length) {
      run.mutation.reset();
      form.resetFields();
      setPending({ transition, ids });
      return;
    }
    return run.run({ transition, ids, body: bodyOf(ids, ids.length > 1) });
  };

  /** On a whole search: asks for the input first, or confirms naming how many rows (every run is asked). */
  const startWhole = (transition: TransitionInfo, whole: WholeSearch) => {
    if (!transition.inputList.length) return searchRun.confirm(transition, whole);
    run.mutation.reset();
    form.resetFields();
    setPending({ transition, ids: [], whole });
  };

  const submit = async () => {
    if (!pending) return;
    const { transition, ids, whole } = pending;
    const batch = ids.length > 1;
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    if (whole) {
      const input = normalizeTransitionInput(transition, values) as Record<string, unknown>;
      const labels = new Map(transition.inputList.map((f) => [f.key, localized(f.label, lang)]));
      const errors = validateWith(transitionSchema(transition), { ...input, search: whole.filters }, lang, (k) =>
        labels.get(k),
      );
      form.setFields(transition.inputList.map((f) => ({ name: f.key, errors: errors[f.key] ?? [] })));
      if (transition.inputList.some((f) => errors[f.key])) return;
      setPending(null);
      await searchRun.start(transition, whole, input);
      return;
    }
    const body = normalizeTransitionInput(transition, bodyOf(ids, batch, values)) as TransitionBody;
    const labels = new Map(transition.inputList.map((f) => [f.key, localized(f.label, lang)]));
    const errors = validateWith(transitionSchema(transition), body, lang, (k) => labels.get(k));
    form.setFields(transition.inputList.map((f) => ({ name: f.key, errors: errors[f.key] ?? [] })));
    if (transition.inputList.some((f) => errors[f.key])) return;
    await run.run({ transition, ids, body });
  };

  const allowed = (row: object) => allowedTransitions(resource, row as Record<string, unknown>, auth);

  const button = (transition: TransitionInfo, ids: number[], testId: string, link: boolean, disabled = false) => {
    const label = localized(transition.label, lang);
    const asks = !!transition.confirm && !transition.inputList.length;
    const control = (
      <Button
        type={link ? 'link' : 'default'}
        size={link ? 'small' : 'middle'}
        danger={!!transition.danger}
        disabled={disabled}
        loading={
          run.busy && run.variables?.transition.name === transition.name && run.variables.ids.join() === ids.join()
        }
        data-testid={testId}
        onClick={asks ? undefined : () => void start(transition, ids)}
      >
        {label}
      </Button>
    );
    if (!asks) return <Fragment key={transition.name}>{control}</Fragment>;
    return (
      <Popconfirm
        key={transition.name}
        title={label}
        description={localized(transition.confirm as LocalizedText, lang)}
        okText={label}
        okButtonProps={{ danger: !!transition.danger }}
        cancelText={t('resource.cancel')}
        disabled={disabled}
        onConfirm={() => start(transition, ids)}
      >
        {control}
      </Popconfirm>
    );
  };

  /** The row's allowed transitions as link buttons. */
  const rowActions = (row: { id: number }): ReactNode =>
    allowed(row)
      .filter((tr) => tr.rowAction)
      .map((tr) => button(tr, [row.id], `transition-${tr.name}-${row.id}`, true));

  /**
   * Batch transitions the user's codes grant, for the selected ids; disabled until something is
   * selected or while a known selected row's state does not allow it (the server checks all) — for
   * a `perRow` transition, only while none does (the server moves those it can and names the rest).
   */
  const batchActions = (selectedRows: readonly object[], ids: number[], whole?: WholeSearch): ReactNode =>
    resource.transitionList
      .filter((tr) => tr.batch && auth(tr.permission))
      .map((tr) => {
        // The whole search is selected: what can run on it does (the server decides row by row), the rest waits.
        if (whole) return wholeButton(tr, whole);
        const stuck = selectedRows.filter((r) => {
          const row = r as Record<string, unknown>;
          return !tr.from.includes(Number(row[tr.field])) || !rowMeets(tr.when, row);
        });
        const blocked = tr.perRow ? stuck.length === ids.length : stuck.length > 0;
        return button(tr, ids, `transition-${tr.name}-batch`, false, !ids.length || blocked);
      });

  const wholeButton = (transition: TransitionInfo, whole: WholeSearch) => (
    <Button
      key={transition.name}
      danger={!!transition.danger}
      disabled={!transition.wholeSearch || searchRun.busy}
      loading={searchRun.busy}
      data-testid={`transition-${transition.name}-batch`}
      onClick={() => startWhole(transition, whole)}
    >
      {localized(transition.label, lang)}
    </Button>
  );

  const transition = pending?.transition;
  const dialog = (
    <Modal
      open={!!pending}
      title={transition ? localized(transition.label, lang) : ''}
      okText={transition ? localized(transition.label, lang) : undefined}
      okButtonProps={{ danger: !!transition?.danger, 'data-testid': 'transition-submit' } as never}
      cancelText={t('resource.cancel')}
      confirmLoading={run.busy}
      destroyOnHidden
      onOk={() => void submit()}
      onCancel={() => setPending(null)}
    >
      {transition?.confirm && <Typography.Paragraph>{localized(transition.confirm, lang)}</Typography.Paragraph>}
      {pending?.whole && (
        <Typography.Paragraph type="secondary">
          {t('resource.allMatchingSelected', { total: pending.whole.total })}
        </Typography.Paragraph>
      )}
      {pending && pending.ids.length > 1 && (
        <Typography.Paragraph type="secondary">
          {t('resource.selected', { count: pending.ids.length })}
        </Typography.Paragraph>
      )}
      {run.error instanceof Error && (
        <Alert
          type="error"
          showIcon
          message={run.error.message}
          style={{ marginBottom: 16 }}
          data-testid="transition-refused"
        />
      )}
      <Form form={form} layout="vertical" data-testid="transition-form" onFinish={() => void submit()}>
        {transition?.inputList.map((f) => (
          <FieldFormItem key={f.key} field={f} lang={lang} />
        ))}
      </Form>
    </Modal>
  );
  const dialogs = (
    <>
      {dialog}
      {searchRun.view}
    </>
  );

  /** Whether any batch transition is offered (the table then lets rows be selected). */
  const hasBatch = resource.transitionList.some((tr) => tr.batch && auth(tr.permission));
  /** Whether any of them also runs on a whole search (the page then offers "all N matching"). */
  const hasWholeSearch = resource.transitionList.some((tr) => tr.wholeSearch && auth(tr.permission));

  return { rowActions, batchActions, dialog: dialogs, start, hasBatch, hasWholeSearch, allowed };
}
