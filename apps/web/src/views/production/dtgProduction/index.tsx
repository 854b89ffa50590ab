import { StationPage } from '../shared/StationPage.tsx';

/** Direct-print production (menu dtgProduction, component /production/dtgProduction/index): the scan station. */
export default function DtgProductionPage() {
  return <StationPage service="dtgProduction" />;
}
