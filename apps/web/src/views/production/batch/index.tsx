import { dtgBatchResource } from '@printfloor/contract';
import { BatchPage } from '../shared/BatchPage.tsx';

/** Direct-print batching (menu batch, component /production/batch/index). */
export default function DtgBatchPage() {
  return <BatchPage service="batch" resource={dtgBatchResource} />;
}
