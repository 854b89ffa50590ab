import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The search bar of a hand-written list page: the filter items inline, then Search, Reset (clears
 * the items and calls `onReset`) and any `extra` buttons (e.g. Add).
 */
export function SearchForm<T>({
  form,
  onSearch,
  onReset,
  extra,
  style,
  children,
}: {
  form: FormInstance<T>;
  onSearch: (values: T) => void;
  onReset: () => void;
  extra?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="inline" onFinish={onSearch} style={{ marginBottom: 16, ...style }}>
      {children}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('resource.search')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('resource.reset')}
        </Button>
        {extra}
      </Space>
    </Form>
  );
}
