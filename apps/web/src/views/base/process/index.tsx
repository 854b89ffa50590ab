import { processResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Processes (menu process, component /base/process/index): the generic page of the process declaration, with the defect-item sub-table. */
export default function ProcessPage() {
  return <ResourcePage resource={processResource} />;
}
