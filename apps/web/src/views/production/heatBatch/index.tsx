import { heatBatchResource } from '@printfloor/contract';
import { BatchPage } from '../shared/BatchPage.tsx';

/** Heat-print batching (menu heatBatch, component /production/heatBatch/index). */
export default function HeatBatchPage() {
  return <BatchPage service="heatBatch" resource={heatBatchResource} />;
}
