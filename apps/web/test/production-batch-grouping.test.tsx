import { BatchOrigin, dtgBatchResource, GarmentShade, GtxInk, type Language } from '@printfloor/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../src/app/Providers.tsx';
import { loadPageMessages } from '../src/i18n/index.ts';
import { BatchGrouping } from '../src/views/production/shared/BatchGrouping.tsx';
import { setLanguage } from './helpers.tsx';

/** A batch made by the demo's dark strategy, as the batch detail answers it. */
const DARK = {
  id: 1,
  origin: BatchOrigin.Strategy,
  strategyName: '深色衣物（白墨 + 彩色）',
  printKind: 1,
  deviceId: 5,
  deviceName: 'GTX-02',
  platen: 2,
  inkMode: GtxInk.ColourWhite,
  shade: GarmentShade.Dark,
  colours: '黑色,藏青',
  sku: null,
};

/** What each language says of it: the words of the sentence and of the key's parts. */
const SAYS: [Language, string, string[]][] = [
  [
    'zh-CN',
    'zh-cn',
    [
      '由策略「深色衣物（白墨 + 彩色）」自动分批',
      '机台 GTX-02',
      '14×16 英寸',
      '彩色+白色',
      '深色衣物',
      '颜色 黑色、藏青',
      '混合 SKU',
    ],
  ],
  [
    'en',
    'en',
    [
      'Batched by the strategy "深色衣物（白墨 + 彩色）"',
      'machine GTX-02',
      '14 × 16″',
      'Colour + white',
      'Dark garments',
      'colours 黑色, 藏青',
      'mixed SKUs',
    ],
  ],
  [
    'zh-TW',
    'zh-tw',
    ['由策略「深色衣物（白墨 + 彩色）」自動分批', '機台 GTX-02', '14×16 英吋', '深色衣物', '顏色 黑色、藏青'],
  ],
  [
    'pt-BR',
    'pt-br',
    [
      'Loteado pela estratégia',
      'máquina GTX-02',
      'Cor + branco',
      'tom da peça: Escura',
      'cores 黑色, 藏青',
      'SKUs mistos',
    ],
  ],
];

const MANUAL: Record<Language, string> = {
  'zh-CN': '手工建批',
  en: 'Made by hand',
  'zh-TW': '手工建批',
  'pt-BR': 'Criado manualmente',
};

describe('a batch says why its pieces are together (BatchGrouping)', { timeout: 60_000 }, () => {
  beforeAll(() => loadPageMessages());
  afterEach(() => setLanguage('zh-cn'));

  for (const [lang, ui, words] of SAYS) {
    it(`in ${lang}: the strategy and its key, or made by hand`, async () => {
      setLanguage(ui as Parameters<typeof setLanguage>[0]);
      const { unmount } = render(
        <Providers>
          <BatchGrouping resource={dtgBatchResource} row={DARK} lang={lang} />
        </Providers>,
      );
      await waitFor(() => {
        const text = screen.getByTestId('batch-grouping').textContent ?? '';
        for (const w of words) expect(text).toContain(w);
      });
      unmount();
      render(
        <Providers>
          <BatchGrouping resource={dtgBatchResource} row={{ id: 2, origin: BatchOrigin.Manual }} lang={lang} />
        </Providers>,
      );
      await waitFor(() => expect(screen.getByTestId('batch-grouping').textContent).toContain(MANUAL[lang]));
    });
  }

  it('a per-SKU batch names its SKU, a strategy without colours any colour', async () => {
    setLanguage('en');
    render(
      <Providers>
        <BatchGrouping
          resource={dtgBatchResource}
          row={{ ...DARK, colours: null, sku: 'PRD-TEE-B · 藏青 · M' }}
          lang="en"
        />
      </Providers>,
    );
    await waitFor(() => {
      const text = screen.getByTestId('batch-grouping').textContent ?? '';
      expect(text).toContain('any colour');
      expect(text).toContain('SKU PRD-TEE-B · 藏青 · M');
    });
  });
});
