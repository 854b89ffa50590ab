import { labelTemplateResource } from '@printfloor/contract';
import { LabelTemplatePage } from './LabelTemplatePage.tsx';

/** Label print templates (menu labelTemplate, component /base/labelTemplate/index): direct-print piece labels. */
export default function LabelTemplateIndex() {
  return <LabelTemplatePage resource={labelTemplateResource} />;
}
