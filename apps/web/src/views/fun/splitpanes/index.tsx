import { Card, Splitter, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '../DemoCard.tsx';

function Pane({ title }: { title: string }) {
  return (
    <div style={{ padding: 12, height: '100%' }}>
      <Typography.Title level={5}>{title}</Typography.Title>
    </div>
  );
}

/** Split-panes demo (menu splitpanes): resizable, collapsible panes (antd Splitter). */
export default function SplitPanesDemo() {
  const { t } = useTranslation();
  return (
    <DemoCard title={t('demo.splitpanes.title')} hint={t('demo.splitpanes.hint')} testId="demo-splitpanes">
      <Card size="small" styles={{ body: { padding: 0 } }}>
        <Splitter style={{ height: 420 }}>
          <Splitter.Panel defaultSize="30%" min="15%" collapsible>
            <Pane title={t('demo.splitpanes.orders')} />
          </Splitter.Panel>
          <Splitter.Panel>
            <Splitter layout="vertical">
              <Splitter.Panel defaultSize="60%">
                <Pane title={t('demo.splitpanes.detail')} />
              </Splitter.Panel>
              <Splitter.Panel collapsible>
                <Pane title={t('demo.splitpanes.log')} />
              </Splitter.Panel>
            </Splitter>
          </Splitter.Panel>
          <Splitter.Panel defaultSize="25%" collapsible>
            <Pane title={t('demo.splitpanes.preview')} />
          </Splitter.Panel>
        </Splitter>
      </Card>
    </DemoCard>
  );
}
