import { Button, Input, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Converted } from './converters.ts';

export interface TextAction {
  label: string;
  run: (input: string) => Converted | string;
}

/** Input on top, the actions, the result below (copyable) or the reason it failed. */
export function TextTool({
  actions,
  initial = '',
  testId,
  extra,
}: {
  actions: TextAction[];
  initial?: string;
  testId: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState(initial);
  const [result, setResult] = useState<Converted | null>(null);
  const run = (action: TextAction) => {
    const out = action.run(input);
    setResult(typeof out === 'string' ? { ok: true, value: out } : out);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={testId}>
      <Input.TextArea
        rows={6}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        placeholder={t('sysTools.input')}
        data-testid={`${testId}-input`}
        style={{ fontFamily: 'monospace' }}
      />
      <Space wrap>
        {actions.map((a) => (
          <Button key={a.label} onClick={() => run(a)}>
            {a.label}
          </Button>
        ))}
        {extra}
      </Space>
      {result && !result.ok && (
        <Typography.Text type="danger" data-testid={`${testId}-error`}>
          {t('sysTools.invalid', { error: result.error })}
        </Typography.Text>
      )}
      {result?.ok && (
        <Typography.Paragraph
          copyable={{ text: result.value }}
          data-testid={`${testId}-output`}
          style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', wordBreak: 'break-all' }}
        >
          {result.value}
        </Typography.Paragraph>
      )}
    </Space>
  );
}
