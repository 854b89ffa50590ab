import { orderReportResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** The row's own creation time says nothing here: the order time and the report's times do. */
const HIDDEN = ['createTime'] as const;

/**
 * Reports › Order report (menu orderReport): each order the factory's desk received with its times,
 * states, lead time and late flag — searched, sorted by order time or lead time, exported as xlsx.
 * Everything, texts included, comes from the declaration (packages/contract/src/orders/report.ts).
 */
export default function OrderReportPage() {
  return <ResourcePage resource={orderReportResource} defaultHidden={HIDDEN} />;
}
