import { heatBatchSettings } from '@printfloor/contract';
import { SettingsForm } from '../../../components/settings/SettingsForm.tsx';

/** Menu heatBatchSetting (component /base/heatBatchSetting/index): the settings form generated from the contract. */
export default function HeatBatchSettingPage() {
  return <SettingsForm group={heatBatchSettings} />;
}
