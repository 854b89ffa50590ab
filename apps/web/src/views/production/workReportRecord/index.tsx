import { workReportRecordResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Reporting records (menu workReportRecord, component /production/workReportRecord/index): every scan, read-only, with filters and export. */
export default function WorkReportRecordPage() {
  return <ResourcePage resource={workReportRecordResource} />;
}
