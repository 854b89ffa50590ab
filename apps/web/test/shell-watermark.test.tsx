import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../src/app/Providers.tsx';
import { WatermarkHost } from '../src/layout/watermark/WatermarkHost.tsx';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { removeWatermark, setWatermark, WATERMARK_ID, watermarkTile } from '../src/utils/watermark.ts';
import { fetchStub } from './helpers.tsx';
import { resetShellStores } from './shell-helpers.tsx';

interface Recorded {
  width: number;
  height: number;
  ops: Array<[string, ...unknown[]]>;
  font?: string;
  fillStyle?: string;
  textAlign?: string;
  textBaseline?: string;
}

let recorded: Recorded[] = [];
const originalGetContext = HTMLCanvasElement.prototype.getContext;
const originalToDataURL = HTMLCanvasElement.prototype.toDataURL;

/** A recording 2D context (jsdom has no canvas): keeps every call and the style at fillText time. */
function installRecordingCanvas() {
  recorded = [];
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
    const rec: Recorded = { width: this.width, height: this.height, ops: [] };
    recorded.push(rec);
    return {
      set font(v: string) {
        rec.font = v;
      },
      set fillStyle(v: string) {
        rec.fillStyle = v;
      },
      set textAlign(v: string) {
        rec.textAlign = v;
      },
      set textBaseline(v: string) {
        rec.textBaseline = v;
      },
      rotate: (a: number) => rec.ops.push(['rotate', a]),
      fillText: (text: string, x: number, y: number) => rec.ops.push(['fillText', text, x, y]),
    };
  } as unknown as HTMLCanvasElement['getContext'];
  HTMLCanvasElement.prototype.toDataURL = () => 'data:image/png;base64,TILE';
}

function layer(): HTMLElement | null {
  return document.getElementById(WATERMARK_ID);
}

describe('watermark (shell-reference §7, spec §9)', () => {
  beforeEach(() => {
    installRecordingCanvas();
    resetShellStores();
  });
  afterEach(() => {
    removeWatermark();
    HTMLCanvasElement.prototype.getContext = originalGetContext;
    HTMLCanvasElement.prototype.toDataURL = originalToDataURL;
  });

  it('draws a 200 × 130 tile rotated −20° with 12 px text at (20, 65), baseline middle', () => {
    expect(watermarkTile('Wang Fang')).toBe('data:image/png;base64,TILE');
    const [rec] = recorded;
    expect(rec!.width).toBe(200);
    expect(rec!.height).toBe(130);
    const rotate = rec!.ops.find((o) => o[0] === 'rotate')!;
    expect(rotate[1]).toBeCloseTo((-20 * Math.PI) / 180, 10);
    expect(rec!.font).toMatch(/^12px /);
    expect(rec!.fillStyle).toBe('rgba(200, 200, 200, 0.30)');
    expect(rec!.textBaseline).toBe('middle');
    expect(rec!.ops.find((o) => o[0] === 'fillText')).toEqual(['fillText', 'Wang Fang', 20, 65]);
    // Rotation happens before the text is drawn.
    expect(rec!.ops.map((o) => o[0])).toEqual(['rotate', 'fillText']);
  });

  it('one fixed, click-through, full-viewport layer; set replaces it, del removes it', () => {
    setWatermark('A');
    setWatermark('B');
    expect(document.querySelectorAll(`#${WATERMARK_ID}`)).toHaveLength(1);
    const el = layer()!;
    expect(el.dataset.text).toBe('B');
    expect(el.style.position).toBe('fixed');
    expect(el.style.pointerEvents).toBe('none');
    expect(el.style.zIndex).toBe('10000000');
    expect(el.style.backgroundImage).toContain('data:image/png;base64,TILE');
    expect(el.style.backgroundRepeat).toBe('repeat');
    removeWatermark();
    expect(layer()).toBeNull();
  });

  it("follows the server's watermarkEnabled with the user's real name, and is removed when off", async () => {
    const server = fetchStub({ 'GET /api/sysAuth/watermarkConfig': { watermarkEnabled: true } });
    const view = render(
      <Providers>
        <WatermarkHost />
      </Providers>,
    );
    await waitFor(() => expect(layer()?.dataset.text).toBe('Wang Fang'));
    expect(server.paths()).toContain('GET /api/sysAuth/watermarkConfig');
    expect(recorded.at(-1)!.ops.find((o) => o[0] === 'fillText')![1]).toBe('Wang Fang');
    view.unmount();
    expect(layer()).toBeNull();
  });

  it('stays off when the server says no and the switch is off; the switch and text turn it on', async () => {
    fetchStub({ 'GET /api/sysAuth/watermarkConfig': { watermarkEnabled: false } });
    render(
      <Providers>
        <WatermarkHost />
      </Providers>,
    );
    await act(async () => {});
    expect(layer()).toBeNull();
    act(() => useThemeConfig.getState().setThemeConfig({ isWatermark: true }));
    expect(layer()?.dataset.text).toBe('Wang Fang');
    act(() => useThemeConfig.getState().setThemeConfig({ watermarkText: 'Line 3 only' }));
    expect(layer()?.dataset.text).toBe('Line 3 only');
    act(() => useThemeConfig.getState().setThemeConfig({ isWatermark: false }));
    expect(layer()).toBeNull();
  });
});
