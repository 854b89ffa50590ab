import { Button, Card, Col, InputNumber, Row, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '../DemoCard.tsx';
import { CountUpNumber } from './CountUpNumber.tsx';

const COUNTERS = [
  { key: 'ordersToday', start: 1286, decimals: 0 },
  { key: 'pieces', start: 3942, decimals: 0 },
  { key: 'revenue', start: 58230.5, decimals: 2 },
] as const;

/** Count-up demo (menu countup): animated counters (react-countup) with a target and a replay. */
export default function CountUpDemo() {
  const { t, i18n } = useTranslation();
  const [targets, setTargets] = useState<number[]>(COUNTERS.map((c) => c.start));
  const [run, setRun] = useState(0);
  const separator = i18n.language === 'pt-BR' ? '.' : ',';
  const decimal = i18n.language === 'pt-BR' ? ',' : '.';
  return (
    <DemoCard title={t('demo.countup.title')} hint={t('demo.countup.hint')} testId="demo-countup">
      <Row gutter={[16, 16]}>
        {COUNTERS.map((c, i) => (
          <Col xs={24} md={8} key={c.key}>
            <Card size="small">
              <Statistic
                title={t(`demo.countup.${c.key}`)}
                value={targets[i]}
                formatter={(value) => (
                  <CountUpNumber
                    end={Number(value)}
                    decimals={c.decimals}
                    separator={separator}
                    decimal={decimal}
                    run={run}
                    testId={`countup-${c.key}`}
                  />
                )}
              />
              <Space style={{ marginTop: 8 }}>
                {t('demo.countup.target')}
                <InputNumber
                  min={0}
                  value={targets[i]}
                  onChange={(v) => setTargets(targets.map((x, j) => (j === i ? Number(v ?? 0) : x)))}
                  data-testid={`countup-target-${c.key}`}
                />
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <Button style={{ marginTop: 16 }} onClick={() => setRun(run + 1)} data-testid="countup-replay">
        {t('demo.countup.replay')}
      </Button>
    </DemoCard>
  );
}
