import { App, Drawer, Form, type FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { DrawerFooter } from './DrawerFooter.tsx';

/**
 * The add/edit form of a hand-written page, in the one container every form of the console uses
 * (issue 12): a drawer whose footer (always visible, however long the form) holds Cancel and
 * Save — no centred modal that scrolls the whole page. While `onSubmit` runs Save spins; when it
 * resolves the saved message is shown and the drawer closes with `onClose(true)`. `onSubmit`
 * answers `false` to stay open (a check failed and the form shows why); a thrown error also
 * keeps it open (the request layer or the form shows it).
 */
export function FormDrawer<T>({
  open,
  title,
  width = 720,
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
  /** `data-testid` of the Save button. */
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
    <Drawer
      open={open}
      size={width}
      title={title}
      destroyOnHidden
      onClose={() => onClose(false)}
      footer={
        <DrawerFooter
          busy={saving}
          onCancel={() => onClose(false)}
          onSave={() => form.submit()}
          saveTestId={okTestId}
        />
      }
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
    </Drawer>
  );
}
