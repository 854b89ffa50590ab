import { workshopResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Workshops (menu workshop, component /base/workshop/index): the generic page of the workshop declaration. */
export default function WorkshopPage() {
  return <ResourcePage resource={workshopResource} />;
}
