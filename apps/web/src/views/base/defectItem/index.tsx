import { defectItemResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Defect items (menu defectItem, component /base/defectItem/index): the generic page of the defectItem declaration. */
export default function DefectItemPage() {
  return <ResourcePage resource={defectItemResource} />;
}
