import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Input, Modal, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { fullPath } from '../../router/routeUtils.ts';
import { useOpenRoute } from '../layouts/ShellMenu.tsx';
import { useAreaRoutes } from '../useAreaRoutes.ts';
import { searchMenus } from './menuSearch.ts';

/** Header menu search: a dialog with an autocomplete over the user's menus; choosing one navigates. */
export function MenuSearch() {
  const { t } = useTranslation();
  const { area, flat } = useAreaRoutes();
  const openRoute = useOpenRoute();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const options = useMemo(
    () =>
      searchMenus(flat, query).map(({ route, title }) => ({
        value: fullPath(area, route),
        label: (
          <span className="pf-search-option" data-testid="menu-search-option">
            <MenuIcon icon={route.meta.icon} />
            <span>{title}</span>
            <span className="pf-search-path">{route.path}</span>
          </span>
        ),
      })),
    [flat, query, area],
  );
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (key: string) => {
    const route = flat.find((r) => fullPath(area, r) === key);
    close();
    if (route?.redirect && !route.view) openRoute(`/${area}${route.redirect}`);
    else openRoute(key);
  };
  return (
    <>
      <Tooltip title={t('shell.search.title')}>
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label={t('shell.search.title')}
          onClick={() => setOpen(true)}
          data-testid="menu-search"
        />
      </Tooltip>
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        closable={false}
        destroyOnHidden
        title={t('shell.search.title')}
        styles={{ body: { paddingTop: 8 } }}
      >
        <AutoComplete
          style={{ width: '100%' }}
          options={options}
          value={query}
          onChange={setQuery}
          onSelect={choose}
          defaultActiveFirstOption
          open={open}
          notFoundContent={t('shell.search.empty')}
        >
          <Input
            autoFocus
            prefix={<SearchOutlined />}
            placeholder={t('shell.search.placeholder')}
            aria-label={t('shell.search.placeholder')}
            data-testid="menu-search-input"
          />
        </AutoComplete>
      </Modal>
    </>
  );
}
