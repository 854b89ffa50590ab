import { waitFor } from '@testing-library/react';
import { expect, type Mock } from 'vitest';
import { http } from '../src/api/request.ts';

/**
 * Negative checks without a sleep: what must not happen is asserted once a marker,
 * sent after it through the same channel, has arrived.
 */

/** The marker refusal's text: a refusal with its code, so the request layer toasts it as it is. */
export const MARKER_TOAST = '[T0000] marker refusal';

/** A stub route (fetchStub) answering the marker refusal: it names a field that no form shows. */
export const MARKER_ROUTE = {
  'POST /api/test/marker': () => ({
    body: {
      code: 400,
      type: 'error',
      message: MARKER_TOAST,
      result: null,
      extras: { errorCode: 'T0000', fields: { marker: ['marker refusal'] } },
      time: '',
    },
  }),
};

/**
 * Calls the marker route and waits for its toast. A refusal naming fields is toasted a timer later
 * (request.ts: unless a form showed it meanwhile), and timers run in order: a toast still due from
 * an earlier refusal comes before the marker's. Assert `toast.mock.calls` afterwards.
 */
export async function toastMarker(toast: Mock): Promise<void> {
  await http.post('/api/test/marker', {}).catch(() => undefined);
  await waitFor(() => expect(toast).toHaveBeenCalledWith(MARKER_TOAST));
}

/**
 * Form items flagged as in error. antd flags an item in the same render that sets its errors (only
 * the message text follows later, debounced), so a form that checks a change shows it here as soon
 * as the change event returns: there is nothing to wait for.
 */
export function flaggedItems(root: ParentNode = document): Element[] {
  return [...root.querySelectorAll('.ant-form-item-has-error')];
}
