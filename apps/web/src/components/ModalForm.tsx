import { App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * The add/edit dialog of a page: a vertical form in a modal whose OK button submits it. While
 * `onSubmit` runs the button spins; when it resolves the saved message is shown and the dialog
 * closes with `onClose(true)`. `onSubmit` answers `false` to stay open (a check failed and the
 * form shows why); a thrown error also keeps the dialog open (the request layer shows it).
 */
export function ModalForm<T>({
  open,
  title,
  width,
  form: givenForm,
  initialValues,
  okTestId,
  savedMessage,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: ReactNode;
  width?: number;
  /** The form instance when the caller needs it (e.g. to set field errors); one is made otherwise. */
  form?: FormInstance<T>;
  initialValues?: Partial<T> | Record<string, unknown>;
  /** `data-testid` of the OK button. */
  okTestId?: string;
  savedMessage: string;
  onClose: (saved: boolean) => void;
  onSubmit: (values: T) => Promise<boolean | undefined> | Promise<void>;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const [ownForm] = Form.useForm<T>();
  const form = givenForm ?? ownForm;
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={open}
      width={width}
      title={title}
      destroyOnHidden
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      okButtonProps={okTestId ? ({ 'data-testid': okTestId } as never) : undefined}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={async (values: T) => {
          setSaving(true);
          try {
            if ((await onSubmit(values)) === false) return;
            void message.success(savedMessage);
            onClose(true);
          } finally {
            setSaving(false);
          }
        }}
      >
        {children}
      </Form>
    </Modal>
  );
}
