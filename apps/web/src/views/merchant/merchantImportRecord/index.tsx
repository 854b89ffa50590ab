import { merchantImportRecordResource } from '@printfloor/contract';
import { ImportRecordPage } from '../../orders/import/ImportRecordPage.tsx';

/** The merchant's import runs and their failed rows (menu merchantImportRecord). */
export default function MerchantImportRecordPage() {
  return <ImportRecordPage resource={merchantImportRecordResource} exportCode="merchantImportRecord:errorList" />;
}
