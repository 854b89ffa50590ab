import type { ReprintAnswer } from '@printfloor/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageMessages } from '../src/i18n/index.ts';
import { ReprintDialog } from '../src/views/production/shared/ReprintDialog.tsx';
import { fetchStub, inEnglish, renderAt } from './helpers.tsx';

const ANSWER: ReprintAnswer = { pieceId: 1, pieceCode: 'P0001', reprints: 2, files: ['P0001-1.png'] };

function renderDialog() {
  const onDone = vi.fn();
  renderAt('/', <ReprintDialog open workstationId={12} lastCode={null} onClose={() => {}} onDone={onDone} />);
  return onDone;
}

/** Scans the piece into the dialog, gives the reason and sends it. */
async function reprint(code: string, reason: string) {
  fireEvent.change(await screen.findByTestId('reprint-code'), { target: { value: code } });
  const reasonBox = screen.getByTestId('reprint-reason');
  fireEvent.change(reasonBox.querySelector('input') ?? reasonBox, { target: { value: reason } });
  await act(async () => fireEvent.click(screen.getByTestId('reprint-submit')));
}

/** The direct-print station's reprint dialog (F8): the piece and a reason, the answer to the station. */
describe('production: ReprintDialog', () => {
  beforeAll(() => loadPageMessages());
  inEnglish({ emptyDictionaries: true });

  it('sends the piece and the reason and hands the answer to the station', async () => {
    const stub = fetchStub({ 'POST /api/dtgProduction/reprint': ANSWER });
    const onDone = renderDialog();
    await reprint(' P0001', '  Colours off ');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(ANSWER, 'Colours off'));
    expect(stub.calls.find((c) => c.url.pathname === '/api/dtgProduction/reprint')?.body).toEqual({
      workstationId: 12,
      code: 'P0001',
      reason: 'Colours off',
    });
    expect(screen.queryByTestId('reprint-error')).toBeNull();
  });

  it("shows a refusal in the dialog, in the server's words", async () => {
    fetchStub({
      'POST /api/dtgProduction/reprint': () => ({
        body: { code: 400, type: 'error', message: '[P1004] No piece P0009', extras: null, time: '' },
      }),
    });
    const onDone = renderDialog();
    await reprint('P0009', 'Colours off');
    expect((await screen.findByTestId('reprint-error')).textContent).toBe('No piece P0009');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByTestId('reprint-dialog')).toBeTruthy();
  });
});
