import { heatLabelTemplateResource } from '@printfloor/contract';
import { LabelTemplatePage } from '../labelTemplate/LabelTemplatePage.tsx';

/** Heat-print label templates (menu heatLabelTemplate, component /base/heatLabelTemplate/index). */
export default function HeatLabelTemplateIndex() {
  return <LabelTemplatePage resource={heatLabelTemplateResource} />;
}
