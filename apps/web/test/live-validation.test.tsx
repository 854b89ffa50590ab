import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { useLiveValidation } from '../src/components/useLiveValidation.ts';
import { flaggedItems } from './markers.ts';

const FIELDS = ['name', 'code'] as const;

/** A hand-validated form as the org, role, menu, user-centre and settings pages build it. */
function Harness() {
  const [form] = Form.useForm();
  const live = useLiveValidation(form, FIELDS, () => {
    const v = form.getFieldsValue(true) as Record<string, string | undefined>;
    const errors: Record<string, string[]> = {};
    if (!v.name?.trim()) errors.name = ['名称不能为空'];
    if (v.code && !/^[A-Z]+$/.test(v.code)) errors.code = ['编码只能是大写字母'];
    return errors;
  });
  return (
    <Form form={form} onValuesChange={live.onValuesChange}>
      <Form.Item name="name" label="名称">
        <Input aria-label="名称" />
      </Form.Item>
      <Form.Item name="code" label="编码">
        <Input aria-label="编码" />
      </Form.Item>
      <Button data-testid="save" onClick={() => live.check()}>
        Save
      </Button>
    </Form>
  );
}

describe('useLiveValidation: hand-validated forms follow the input after the first save', () => {
  it('says nothing before the save, then clears and brings back messages while typing', async () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: 'x' } });
    // An item is flagged in the render that sets its message (the text follows, debounced): none is.
    expect(flaggedItems()).toEqual([]);
    expect(screen.queryByText('编码只能是大写字母')).toBeNull();

    fireEvent.click(screen.getByTestId('save'));
    // The save flags both items at once: the check above needed no wait.
    expect(flaggedItems()).toHaveLength(2);
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
    expect(await screen.findByText('编码只能是大写字母')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '裁剪车间' } });
    await waitFor(() => expect(screen.queryByText('名称不能为空')).toBeNull());
    // A field not touched keeps its message until it is corrected.
    expect(screen.getByText('编码只能是大写字母')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: 'CUT' } });
    await waitFor(() => expect(screen.queryByText('编码只能是大写字母')).toBeNull());
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: ' ' } });
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
  });
});
