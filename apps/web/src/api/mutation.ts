import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequestError } from './request.ts';

export interface ActionOptions<V, R> {
  /** The localized success toast, or one built from the result (undefined: no toast). */
  success?: string | ((result: R, vars: V) => string | undefined);
  /** Query keys refreshed after success, e.g. `[noticeKeys.all]`. */
  invalidate?: readonly QueryKey[];
  onSuccess?: (result: R, vars: V) => void | Promise<void>;
}

/**
 * The one busy / success / error pattern of a console write: a TanStack mutation whose
 * `busy` disables or spins the button, whose success shows the localized toast and refreshes
 * the given queries, and whose failure is shown once — the request layer already toasted the
 * server's localized message; anything else (a bug, a network fault) is toasted here.
 * `run` never throws: it answers whether the action succeeded, so a Popconfirm or a dialog
 * can `return run(vars)` and stay open on failure.
 */
export function useActionMutation<V = void, R = unknown>(
  action: (vars: V) => Promise<R>,
  options: ActionOptions<V, R> = {},
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mutation = useMutation<R, unknown, V>({
    mutationFn: action,
    onSuccess: async (result, vars) => {
      const text = typeof options.success === 'function' ? options.success(result, vars) : options.success;
      if (text) void message.success(text);
      await Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options.onSuccess?.(result, vars);
    },
    onError: (error) => {
      if (!(error instanceof RequestError)) void message.error(error instanceof Error ? error.message : String(error));
    },
  });
  const run = async (vars: V): Promise<boolean> => {
    try {
      await mutation.mutateAsync(vars);
      return true;
    } catch {
      return false;
    }
  };
  const error = mutation.error;
  // What a dialog shows of a refusal inside itself: the server's words, less their `[P1042]` code.
  const errorText = error ? (error instanceof Error ? error.message : String(error)).replace(/^\[\w+\]\s*/, '') : null;
  return { run, busy: mutation.isPending, variables: mutation.variables, error, errorText, mutation };
}

/**
 * Deleting one row of a list: `remove(row.id)` with the shared "deleted" toast and the list's
 * queries refreshed; answers whether the row was deleted (a Popconfirm can return it).
 */
export function useDeleteRow(remove: (id: number) => Promise<unknown>, invalidate: readonly QueryKey[]) {
  const { t } = useTranslation();
  return useActionMutation((row: { id: number }) => remove(row.id), { success: t('resource.deleted'), invalidate }).run;
}
