import { App, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '../DemoCard.tsx';

/** Clipboard demo (menu clipboard): copy or cut a text to the system clipboard, with feedback. */
export default function ClipboardDemo() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState('');

  const write = async (cut: boolean) => {
    if (!text) {
      void message.warning(t('demo.clipboard.empty'));
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      if (cut) setText('');
      void message.success(t(cut ? 'demo.clipboard.cutDone' : 'demo.clipboard.copied'));
    } catch {
      void message.error(t('demo.clipboard.failed'));
    }
  };

  return (
    <DemoCard title={t('demo.clipboard.title')} hint={t('demo.clipboard.hint')} testId="demo-clipboard">
      <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('demo.clipboard.placeholder')}
          data-testid="clipboard-input"
        />
        <Button type="primary" onClick={() => void write(false)} data-testid="clipboard-copy">
          {t('demo.clipboard.copy')}
        </Button>
        <Button onClick={() => void write(true)} data-testid="clipboard-cut">
          {t('demo.clipboard.cut')}
        </Button>
      </Space.Compact>
      <Typography.Paragraph style={{ marginTop: 24 }}>
        {t('demo.clipboard.inline')}: <Typography.Text copyable>{t('demo.clipboard.sample')}</Typography.Text>
      </Typography.Paragraph>
    </DemoCard>
  );
}
