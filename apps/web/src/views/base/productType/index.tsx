import { productTypeResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Product types (menu productType, component /base/productType/index): the generic page of the productType declaration. */
export default function ProductTypePage() {
  return <ResourcePage resource={productTypeResource} />;
}
