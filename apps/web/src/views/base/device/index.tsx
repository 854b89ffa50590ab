import { deviceResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Devices (menu device, component /base/device/index): the generic page of the device declaration. */
export default function DevicePage() {
  return <ResourcePage resource={deviceResource} />;
}
