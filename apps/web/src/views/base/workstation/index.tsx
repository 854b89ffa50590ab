import { workstationResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Workstations (menu workstation, component /base/workstation/index): the generic page of the workstation declaration. */
export default function WorkstationPage() {
  return <ResourcePage resource={workstationResource} />;
}
