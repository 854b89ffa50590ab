import type { FormInstance } from 'antd';
import { useCallback, useRef } from 'react';

/**
 * Messages that follow the input on a hand-validated form (one checked with the contract's schema
 * on save, `validateWith`): nothing is said before the first save; after it, every change checks
 * the form again and updates the messages of the changed fields and of those already showing one,
 * so "名称不能为空" goes away as soon as a name is typed (issue 12, like antd's own rules).
 *
 * `validate` returns the messages per field for the current values; `show` (default: setFields on
 * `fields`) lets a form with nested cells (the user form's extension organisations) show them its way.
 */
export function useLiveValidation<K extends string>(
  form: FormInstance,
  fields: readonly K[],
  validate: () => Record<string, string[]>,
) {
  const submitted = useRef(false);
  const latest = useRef(validate);
  latest.current = validate;

  const show = useCallback(
    (errors: Record<string, string[]>, names: readonly K[]) =>
      form.setFields(names.map((k) => ({ name: k as never, errors: errors[k] ?? [] }))),
    [form],
  );

  /** The save's check: shows every field's messages and turns on checking while typing. */
  const check = useCallback((): Record<string, string[]> => {
    submitted.current = true;
    const errors = latest.current();
    show(errors, fields);
    return errors;
  }, [fields, show]);

  /** `onValuesChange` of the form. */
  const onValuesChange = useCallback(
    (changed: Record<string, unknown>) => {
      if (!submitted.current) return;
      const errors = latest.current();
      show(
        errors,
        fields.filter((k) => k in changed || form.getFieldError(k as never).length > 0),
      );
    },
    [fields, form, show],
  );

  /** A new record in the form (opened again): quiet until its first save. */
  const reset = useCallback(() => {
    submitted.current = false;
  }, []);

  return { check, onValuesChange, reset };
}
