import { sysDictDataResource, sysDictTypeResource } from '@printfloor/contract';
import { Card, Col, Empty, Row } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '../../../api/resource.ts';
import { sysDictTypeApi } from '../../../api/sysDictType.ts';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { useDictionaries } from '../../../stores/dictionaries.ts';

const TYPE_HIDDEN = ['remark', 'createTime'];
const DATA_HIDDEN = ['remark', 'createTime'];

/**
 * Dictionaries (menu sysDict, component /system/dict/index): the types on the left, the
 * values of the chosen type on the right. Every write reloads the shell's dictionary store.
 */
export default function SysDictPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<ResourceRow | null>(null);
  const fixed = useMemo(() => (type ? { dictTypeId: type.id } : undefined), [type]);
  const reloadDictionaries = useCallback(async () => {
    try {
      const types = await sysDictTypeApi.allDictList();
      useDictionaries.getState().setDictList(types);
      // The chosen type was deleted (or renamed): follow the server's list.
      setType((current) => {
        if (!current) return current;
        const fresh = types.find((x) => x.id === current.id);
        if (!fresh) return null;
        if (fresh.name === current.name && fresh.code === current.code) return current;
        return { ...current, name: fresh.name, code: fresh.code };
      });
    } catch {
      /* the request layer showed the server's message */
    }
  }, []);

  return (
    <Row gutter={[12, 12]} data-testid="dict-page">
      <Col xs={24} xl={11}>
        <ResourcePage
          resource={sysDictTypeResource}
          title={t('resource.dict.types')}
          onRowClick={setType}
          activeRowId={type?.id ?? null}
          onChanged={reloadDictionaries}
          defaultPageSize={10}
          narrow
          defaultHidden={TYPE_HIDDEN}
        />
      </Col>
      <Col xs={24} xl={13}>
        {type && fixed ? (
          <ResourcePage
            key={type.id}
            resource={sysDictDataResource}
            fixed={fixed}
            title={t('resource.dict.of', { name: `${String(type.name)} (${String(type.code)})` })}
            onChanged={reloadDictionaries}
            defaultPageSize={10}
            narrow
            defaultHidden={DATA_HIDDEN}
          />
        ) : (
          <Card size="small" title={t('resource.dict.data')}>
            <Empty description={t('resource.dict.selectType')} />
          </Card>
        )}
      </Col>
    </Row>
  );
}
