import { sysConfigResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** System parameters (menu sysConfig, component /system/config/index). */
export default function SysConfigPage() {
  return <ResourcePage resource={sysConfigResource} />;
}
