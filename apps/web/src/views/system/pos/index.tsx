import { sysPosResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Positions (menu sysPos, component /system/pos/index): the generic page of the sysPos declaration. */
export default function SysPosPage() {
  return <ResourcePage resource={sysPosResource} />;
}
