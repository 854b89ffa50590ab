import { Button, Card, InputNumber, Select, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  base64Decode,
  base64Encode,
  formatJson,
  HASHES,
  type HashName,
  hashText,
  newUuid,
  urlDecode,
  urlEncode,
} from './converters.ts';
import { EnumTool, Sm2Tool } from './ServerTools.tsx';
import { TextTool } from './TextTool.tsx';
import { TimeTool } from './TimeTool.tsx';

function HashTool() {
  const [name, setName] = useState<HashName>('SHA-256');
  return (
    <TextTool
      testId="tool-hash"
      actions={[{ label: name, run: (text) => hashText(name, text) }]}
      extra={
        <Select<HashName>
          value={name}
          onChange={setName}
          style={{ width: 120 }}
          options={HASHES.map((h) => ({ value: h, label: h }))}
        />
      }
    />
  );
}

function UuidTool() {
  const { t } = useTranslation();
  const [count, setCount] = useState(5);
  const [list, setList] = useState<string[]>(() => Array.from({ length: 5 }, newUuid));
  const text = list.join('\n');
  return (
    <Space orientation="vertical" data-testid="tool-uuid">
      <Space>
        {t('sysTools.count')}
        <InputNumber min={1} max={100} value={count} onChange={(v) => setCount(v ?? 1)} />
        <Button type="primary" onClick={() => setList(Array.from({ length: count }, newUuid))}>
          {t('sysTools.generate')}
        </Button>
      </Space>
      <Typography.Paragraph copyable={{ text }} style={{ whiteSpace: 'pre', fontFamily: 'monospace' }}>
        {text}
      </Typography.Paragraph>
    </Space>
  );
}

/**
 * Tools (menu sysTools, component /system/tools/index): the converters Admin.NET users expect —
 * JSON, Base64, hashes, URL encoding, timestamps in the tenant's zone, UUIDs — computed in the
 * browser, plus an SM2 key pair and the enum list from the server.
 */
export default function SysToolsPage() {
  const { t } = useTranslation();
  return (
    <Card data-testid="tools-page">
      <Tabs
        items={[
          {
            key: 'json',
            label: t('sysTools.json'),
            children: (
              <TextTool
                testId="tool-json"
                initial={'{"orderCode":"PF20261124000123","pieces":2}'}
                actions={[
                  { label: t('sysTools.format'), run: (s) => formatJson(s, 2) },
                  { label: t('sysTools.minify'), run: (s) => formatJson(s, 0) },
                ]}
              />
            ),
          },
          {
            key: 'base64',
            label: t('sysTools.base64'),
            children: (
              <TextTool
                testId="tool-base64"
                actions={[
                  { label: t('sysTools.encode'), run: base64Encode },
                  { label: t('sysTools.decode'), run: base64Decode },
                ]}
              />
            ),
          },
          { key: 'hash', label: t('sysTools.hash'), children: <HashTool /> },
          {
            key: 'url',
            label: t('sysTools.url'),
            children: (
              <TextTool
                testId="tool-url"
                actions={[
                  { label: t('sysTools.encode'), run: urlEncode },
                  { label: t('sysTools.decode'), run: urlDecode },
                ]}
              />
            ),
          },
          { key: 'time', label: t('sysTools.time'), children: <TimeTool /> },
          { key: 'uuid', label: t('sysTools.uuid'), children: <UuidTool /> },
          { key: 'sm2', label: t('sysTools.sm2'), children: <Sm2Tool /> },
          { key: 'enums', label: t('sysTools.enums'), children: <EnumTool /> },
        ]}
      />
    </Card>
  );
}
