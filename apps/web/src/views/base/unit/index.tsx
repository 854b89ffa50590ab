import { unitResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Units (menu unit, component /base/unit/index): the generic page of the unit declaration. */
export default function UnitPage() {
  return <ResourcePage resource={unitResource} />;
}
