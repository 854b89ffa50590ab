import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The buttons of a search bar: Search (submits the form), Reset (clears `form`, then `onReset`)
 * and, when `foldable`, More / Less to show the folded fields.
 */
export function SearchButtons({
  form,
  onReset,
  foldable,
  expanded,
  onToggle,
}: {
  form: Pick<FormInstance, 'resetFields'>;
  onReset: () => void;
  foldable: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
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
      {foldable && (
        <Button type="link" onClick={onToggle} data-testid="search-more">
          {expanded ? t('resource.collapse') : t('resource.expand')}
          {expanded ? <UpOutlined /> : <DownOutlined />}
        </Button>
      )}
    </>
  );
}
