import { processRouteResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Process routes (menu processRoute, component /base/processRoute/index): the generic page of the processRoute declaration, with the ordered process sub-table (drag to reorder). */
export default function ProcessRoutePage() {
  return <ResourcePage resource={processRouteResource} />;
}
