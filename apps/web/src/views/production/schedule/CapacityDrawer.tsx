import { workstationCapacityResource } from '@printfloor/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleKeys } from '../../../api/productionSchedule.ts';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/**
 * Workstation capacity (resource workstationCapacity, codes under the schedule menu): a button of the
 * schedule page, shown with `workstationCapacity:page`, that opens the capacity list — pieces per
 * working hour per workstation, which the planner divides a task's open quantity by (30 when a
 * workstation has no row). A change refreshes the schedule (its load and capacity figures).
 */
export function CapacityButton() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!auth(workstationCapacityResource.permissions.page)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="schedule-capacity">
        {t('productionSchedule.capacity')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size="large"
        title={t('productionSchedule.capacity')}
        destroyOnHidden
      >
        <ResourcePage
          resource={workstationCapacityResource}
          narrow
          onChanged={() => void client.invalidateQueries({ queryKey: scheduleKeys.all })}
        />
      </Drawer>
    </>
  );
}
