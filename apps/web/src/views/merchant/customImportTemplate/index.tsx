import { customImportTemplateResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { TemplateMapper } from '../../orders/import/TemplateMapper.tsx';

/** Custom import templates (menu customImportTemplate): the list, and the mapper to add or edit one. */
export default function CustomImportTemplatePage() {
  return (
    <ResourcePage
      resource={customImportTemplateResource}
      editor={(mode, close) => <TemplateMapper mode={mode} close={close} />}
    />
  );
}
