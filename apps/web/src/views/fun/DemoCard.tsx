import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The frame of a demo page: its title, one line saying what it shows, then the demo. */
export function DemoCard({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} data-testid={testId}>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {children}
    </Card>
  );
}
