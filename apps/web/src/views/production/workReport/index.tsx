import { SwapOutlined } from '@ant-design/icons';
import { WorkReportState, workReportResource } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { productionApi } from '../../../api/production.ts';
import { type ResourceRow, resourceApi, resourceKeys } from '../../../api/resource.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** The change-device dialog: a device (the server checks it is of the kind the report's process uses) and optionally the workstation. */
export function ChangeDeviceDialog({ row, onClose }: { row: ResourceRow | null; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const [deviceId, setDeviceId] = useState<number | null>(null);
  const [workstationId, setWorkstationId] = useState<number | null>(null);
  const devices = useQuery({
    queryKey: resourceKeys('device').list({ changeDevice: true }),
    queryFn: () => resourceApi('device').list(),
    enabled: row !== null,
  });
  const workstations = useQuery({
    queryKey: resourceKeys('workstation').list({ processId: row?.processId }),
    queryFn: () => resourceApi('workstation').list({ processId: row?.processId }),
    enabled: row !== null,
  });
  const change = useActionMutation(
    () => productionApi.changeDevice({ id: Number(row?.id), deviceId: Number(deviceId), workstationId }),
    {
      success: t('workReport.changed'),
      invalidate: [resourceKeys(workReportResource.name).all],
      onSuccess: () => onClose(true),
    },
  );
  return (
    <Modal
      open={row !== null}
      title={t('workReport.changeDevice')}
      onCancel={() => onClose(false)}
      onOk={() => void change.run()}
      okButtonProps={{ disabled: !deviceId, loading: change.busy }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('workReport.device')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            value={deviceId ?? (row?.deviceId ? Number(row.deviceId) : null)}
            onChange={(v) => setDeviceId(v)}
            options={(devices.data ?? []).map((d) => ({ value: d.id, label: `${String(d.name)} (${String(d.code)})` }))}
            data-testid="change-device-select"
          />
        </Form.Item>
        <Form.Item label={t('workReport.workstation')}>
          <Select
            allowClear
            value={workstationId}
            onChange={(v) => setWorkstationId(v ?? null)}
            options={(workstations.data ?? []).map((w) => ({ value: w.id, label: String(w.name) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Quality reporting (menu workReport, component /production/workReport/index): the declaration's
 * page with its audit transition, and "change device" on reports not completed yet (workReport:changeDevice).
 */
export default function WorkReportPage() {
  const { t } = useTranslation();
  const [changing, setChanging] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourcePage
        resource={workReportResource}
        rowActions={(row) =>
          row.state !== WorkReportState.Completed && (
            <Auth value={`${workReportResource.name}:changeDevice`}>
              <Button type="link" size="small" icon={<SwapOutlined />} onClick={() => setChanging(row)}>
                {t('workReport.changeDevice')}
              </Button>
            </Auth>
          )
        }
      />
      <ChangeDeviceDialog row={changing} onClose={() => setChanging(null)} />
    </>
  );
}
