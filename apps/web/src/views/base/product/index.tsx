import { productResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Products (menu product, component /base/product/index): the generic page of the product declaration, with the material sub-table. */
export default function ProductPage() {
  return <ResourcePage resource={productResource} />;
}
