import { commonFields, defineResource } from '@printfloor/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../src/api/request.ts';
import { type FormMode, ResourceForm } from '../src/components/resource/ResourceForm.tsx';
import { fetchStub, inEnglish, ok, renderAt } from './helpers.tsx';

/** A resource whose page rows carry the list's fields only (`pageColumns: 'list'`): no remark. */
const noteResource = defineResource({
  name: 'demoNote',
  table: 'demo_note',
  scope: 'tenant',
  title: { 'zh-CN': '便签', en: 'Notes', 'zh-TW': '便籤', 'pt-BR': 'Notas' },
  pageColumns: 'list',
  fields: {
    name: commonFields.name(),
    remark: {
      type: 'string',
      label: { 'zh-CN': '备注', en: 'Remark', 'zh-TW': '備註', 'pt-BR': 'Observação' },
      list: false,
    },
  },
});

const PAGE_ROW = { id: 7, name: 'Paged name' };
const DETAIL = { id: 7, name: 'Stored name', remark: 'Stored remark' };

/**
 * The detail answers only when `release` is called: the stub's fetch, held back for `/detail`.
 * `answer` replaces the stored row (null: the row is gone; an Error: the request fails).
 */
function heldDetail(answer: Record<string, unknown> | null | Error = DETAIL) {
  const stub = fetchStub({
    'GET /api/demoNote/detail': () => (answer instanceof Error ? { status: 500, body: '' } : ok(answer)),
  });
  let asked = 0;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  configureRequest({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://console.test').pathname === '/api/demoNote/detail') {
        asked += 1;
        await gate;
      }
      return stub.fn(input, init);
    }) as typeof fetch,
  });
  return { asked: () => asked, release: () => act(async () => release()) };
}

function renderForm(onSubmit = vi.fn(async () => {})) {
  const mode: FormMode = { kind: 'edit', row: PAGE_ROW };
  renderAt('/', <ResourceForm resource={noteResource} mode={mode} lang="en" onClose={() => {}} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('ResourceForm: editing a partial page row waits for its detail', () => {
  inEnglish({ emptyDictionaries: true });

  it('shows a spinner, not the fields, until the detail lands; then the stored values', async () => {
    const { asked, release } = heldDetail();
    const onSubmit = renderForm();
    expect(await screen.findByTestId('resource-form-loading')).toBeTruthy();
    await waitFor(() => expect(asked()).toBe(1));
    const form = screen.getByTestId('resource-form');
    // Nothing to type into: the page row's values (and its missing remark) are never editable.
    expect(within(form).queryByPlaceholderText('Enter Name')).toBeNull();
    expect(within(form).queryByPlaceholderText('Enter Remark')).toBeNull();
    const save = screen.getByTestId('resource-form-submit') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(onSubmit).not.toHaveBeenCalled();

    await release();
    const name = (await within(form).findByPlaceholderText('Enter Name')) as HTMLInputElement;
    expect(screen.queryByTestId('resource-form-loading')).toBeNull();
    expect(name.value).toBe('Stored name');
    expect((within(form).getByPlaceholderText('Enter Remark') as HTMLInputElement).value).toBe('Stored remark');

    // What is typed now stays, and is what is saved.
    fireEvent.change(name, { target: { value: 'Typed name' } });
    expect((screen.getByTestId('resource-form-submit') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { kind: 'edit', row: PAGE_ROW },
        expect.objectContaining({ id: 7, name: 'Typed name', remark: 'Stored remark' }),
      ),
    );
  });

  it('a detail that does not come keeps the fields closed and says so', async () => {
    const { release } = heldDetail(new Error('down'));
    const onSubmit = renderForm();
    await screen.findByTestId('resource-form-loading');
    await release();
    expect((await screen.findByTestId('resource-form-failed')).textContent).toContain('could not be loaded');
    expect(within(screen.getByTestId('resource-form')).queryByPlaceholderText('Enter Name')).toBeNull();
    expect((screen.getByTestId('resource-form-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
