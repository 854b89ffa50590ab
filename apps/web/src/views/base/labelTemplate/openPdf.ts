import { http } from '../../../api/request.ts';

/**
 * Opens a PDF the server renders (a label preview, the labels of pieces) in a new window. The window
 * opens before the request so the browser counts it as the user's click, then takes the file; a
 * refusal (a JSON envelope instead of the file) is toasted by the request layer and closes it.
 * Answers false when the browser blocked the window.
 */
export async function openPdf(call: {
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
}): Promise<boolean> {
  const win = window.open('', '_blank');
  try {
    const response =
      call.data === undefined
        ? await http.get<Response>(call.url, call.params, { responseType: 'download' })
        : await http.post<Response>(call.url, call.data, { responseType: 'download' });
    const href = URL.createObjectURL(new Blob([await response.blob()], { type: 'application/pdf' }));
    if (!win) return false;
    win.location.href = href;
    return true;
  } catch (e) {
    win?.close();
    throw e;
  }
}
