import { orderImportRecordResource } from '@printfloor/contract';
import { ImportRecordPage } from '../../orders/import/ImportRecordPage.tsx';

/** The factory's view of its customers' import runs and their failed rows (menu orderImportRecord). */
export default function OrderImportRecordPage() {
  return <ImportRecordPage resource={orderImportRecordResource} exportCode="orderImportError:export" />;
}
