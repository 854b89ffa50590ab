import { deviceCategoryResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Device categories (menu deviceCategory, component /base/deviceCategory/index): the generic page of the deviceCategory declaration. */
export default function DeviceCategoryPage() {
  return <ResourcePage resource={deviceCategoryResource} />;
}
