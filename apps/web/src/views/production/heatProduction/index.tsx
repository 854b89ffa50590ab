import { StationPage } from '../shared/StationPage.tsx';

/** Heat-print production (menu heatProduction, component /production/heatProduction/index): the scan station. */
export default function HeatProductionPage() {
  return <StationPage service="heatProduction" />;
}
