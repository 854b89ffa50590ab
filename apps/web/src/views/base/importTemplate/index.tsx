import { importTemplateResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** The factory's view of its customers' import templates (Base data › Import templates), read only. */
export default function ImportTemplatePage() {
  return <ResourcePage resource={importTemplateResource} />;
}
