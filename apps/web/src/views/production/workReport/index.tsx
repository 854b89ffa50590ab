import { workReportResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Quality reporting (menu workReport, component /production/workReport/index): the declaration's page with its audit transition. */
export default function WorkReportPage() {
  return <ResourcePage resource={workReportResource} />;
}
