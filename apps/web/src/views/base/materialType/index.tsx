import { materialTypeResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Material types (menu materialType, component /base/materialType/index): the generic page of the materialType declaration. */
export default function MaterialTypePage() {
  return <ResourcePage resource={materialTypeResource} />;
}
