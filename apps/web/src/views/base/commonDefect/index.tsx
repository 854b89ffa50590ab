import { commonDefectResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Common defects (menu commonDefect, component /base/commonDefect/index): the generic page of the commonDefect declaration. */
export default function CommonDefectPage() {
  return <ResourcePage resource={commonDefectResource} />;
}
