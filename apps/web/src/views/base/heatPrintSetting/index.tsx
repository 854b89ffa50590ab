import { heatPrintSettingResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Heat (DTF) print settings (menu heatPrintSetting, component /base/heatPrintSetting/index). */
export default function HeatPrintSettingPage() {
  return <ResourcePage resource={heatPrintSettingResource} />;
}
