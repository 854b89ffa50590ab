import { batchStrategyResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Batching strategies (menu batchStrategy, component /production/batchStrategy/index): the generic page of the declaration. */
export default function BatchStrategyPage() {
  return <ResourcePage resource={batchStrategyResource} />;
}
