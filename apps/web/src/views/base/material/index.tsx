import { materialResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Materials (menu material, component /base/material/index): the generic page of the material declaration. */
export default function MaterialPage() {
  return <ResourcePage resource={materialResource} />;
}
