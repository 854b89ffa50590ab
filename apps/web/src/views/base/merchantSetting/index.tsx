import { merchantSettings } from '@printfloor/contract';
import { SettingsForm } from '../../../components/settings/SettingsForm.tsx';

/** Menu merchantSetting (component /base/merchantSetting/index): the settings form generated from the contract. */
export default function MerchantSettingPage() {
  return <SettingsForm group={merchantSettings} />;
}
