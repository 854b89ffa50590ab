import { Button, Card, Statistic } from 'antd';
import { useState } from 'react';
import ReactGridLayout, { type Layout, useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../stores/userInfo.ts';
import { currentArea } from '../../../utils/area.ts';
import { Local } from '../../../utils/storage.ts';
import { DemoCard } from '../DemoCard.tsx';

const TILES = ['orders', 'pieces', 'defects', 'output', 'late', 'shipped'] as const;
const VALUES: Record<(typeof TILES)[number], number> = {
  orders: 1286,
  pieces: 3942,
  defects: 17,
  output: 3610,
  late: 4,
  shipped: 1190,
};

const DEFAULT_LAYOUT: Layout = TILES.map((i, n) => ({
  i,
  x: (n % 3) * 4,
  y: Math.floor(n / 3) * 3,
  w: 4,
  h: 3,
  minW: 2,
  minH: 2,
}));

/** Where the user's arrangement is kept: this browser, per area and user. */
const storageKey = (userId: number | undefined) => `gridLayout:${userId ?? 0}`;

/** Grid-layout demo (menu gridLayout): tiles dragged and resized on a 12-column grid, kept per user. */
export default function GridLayoutDemo() {
  const { t } = useTranslation();
  const userId = useUserInfo((s) => s.userInfos?.id);
  const { width, containerRef, mounted } = useContainerWidth();
  const [layout, setLayout] = useState<Layout>(
    () => Local.get<Layout>(currentArea(), storageKey(userId)) ?? DEFAULT_LAYOUT,
  );
  const change = (next: Layout) => {
    setLayout(next);
    Local.set(currentArea(), storageKey(userId), next);
  };
  const reset = () => change(DEFAULT_LAYOUT);

  return (
    <DemoCard title={t('demo.gridLayout.title')} hint={t('demo.gridLayout.hint')} testId="demo-grid-layout">
      <Button onClick={reset} style={{ marginBottom: 12 }} data-testid="grid-layout-reset">
        {t('demo.gridLayout.reset')}
      </Button>
      <div ref={containerRef} data-testid="grid-layout">
        {mounted ? (
          <ReactGridLayout
            layout={layout}
            width={width}
            gridConfig={{ cols: 12, rowHeight: 30 }}
            dragConfig={{ enabled: true, handle: '.pf-grid-handle' }}
            onLayoutChange={change}
          >
            {TILES.map((key) => (
              <div key={key} data-testid={`grid-tile-${key}`}>
                <Card
                  size="small"
                  style={{ height: '100%' }}
                  title={<span className="pf-grid-handle">⠿ {t(`demo.gridLayout.${key}`)}</span>}
                >
                  <Statistic value={VALUES[key]} />
                </Card>
              </div>
            ))}
          </ReactGridLayout>
        ) : null}
      </div>
    </DemoCard>
  );
}
