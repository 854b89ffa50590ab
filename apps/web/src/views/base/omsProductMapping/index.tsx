import { omsProductMappingResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** OMS product mapping (menu omsProductMapping, component /base/omsProductMapping/index): the generic page of the omsProductMapping declaration, with the print-area sub-table. */
export default function OmsProductMappingPage() {
  return <ResourcePage resource={omsProductMappingResource} />;
}
