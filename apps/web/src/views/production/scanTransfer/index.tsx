import { StationPage } from '../shared/StationPage.tsx';

/** Scan to transfer (menu scanTransfer, component /production/scanTransfer/index): the scan station. */
export default function ScanTransferPage() {
  return <StationPage service="scanTransfer" />;
}
