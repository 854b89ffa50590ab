import { merchantGeneralSettings } from '@printfloor/contract';
import { SettingsForm } from '../../../components/settings/SettingsForm.tsx';

/** Menu merchantGeneralSetting: the merchant's defaults for new orders (logistics, freight). */
export default function MerchantGeneralSettingPage() {
  return <SettingsForm group={merchantGeneralSettings} />;
}
