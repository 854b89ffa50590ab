import { Breadcrumb, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '../../i18n/index.ts';
import { useAreaRoutes } from '../../layout/useAreaRoutes.ts';
import { routeChain } from '../../router/routeUtils.ts';
import { DemoCard } from '../fun/DemoCard.tsx';

/** A page of the nested menu demo (menu1 → menu12 → menu121 …): where it sits in the menu tree. */
export function NestedMenuPage() {
  const { t } = useTranslation();
  const { tree, current, location } = useAreaRoutes();
  const chain = current ? routeChain(tree, current) : [];
  return (
    <DemoCard title={translateTitle(current?.meta.title)} hint={t('demo.menu.hint')} testId="demo-nested-menu">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('demo.menu.route')}>
          <code data-testid="nested-menu-route">{location.pathname}</code>
        </Descriptions.Item>
        <Descriptions.Item label={t('demo.menu.breadcrumb')}>
          <Breadcrumb
            data-testid="nested-menu-breadcrumb"
            items={chain.map((r) => ({ key: r.id, title: translateTitle(r.meta.title) }))}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('demo.menu.level')}>
          <Tag color="blue" data-testid="nested-menu-level">
            {chain.length}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
    </DemoCard>
  );
}
