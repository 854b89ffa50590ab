import { messagesByLanguage } from '../../../i18n/rows.ts';

/** Texts of the quality reporting page, under `workReport`. */
const MESSAGES = messagesByLanguage({
  changeDevice: ['更换设备', 'Change device', '更換設備', 'Trocar equipamento'],
  device: ['设备', 'Device', '設備', 'Equipamento'],
  workstation: ['工位（可选）', 'Workstation (optional)', '工位（可選）', 'Estação (opcional)'],
  changed: ['设备已更换', 'Device changed', '設備已更換', 'Equipamento trocado'],
});

export const MESSAGES_PART = { namespace: 'workReport', messages: MESSAGES };
