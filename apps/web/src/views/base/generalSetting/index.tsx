import { generalSettings } from '@printfloor/contract';
import { SettingsForm } from '../../../components/settings/SettingsForm.tsx';

/** Menu generalSetting (component /base/generalSetting/index): the settings form generated from the contract. */
export default function GeneralSettingPage() {
  return <SettingsForm group={generalSettings} />;
}
