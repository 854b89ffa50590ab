import { testItemResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Test items (menu testItem, component /base/testItem/index): the generic page of the testItem declaration. */
export default function TestItemPage() {
  return <ResourcePage resource={testItemResource} />;
}
