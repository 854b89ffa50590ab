import { parsePrintTemplate } from '@printfloor/contract';
import { eq } from 'drizzle-orm';
import { sysPrintTemplate } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import type { ResourceHooks } from '../../resources/hooks/types.ts';
import { parseSampleData } from './service.ts';

/**
 * Print templates: the template JSON is checked (F1603 naming where and what) and stored in its
 * normal form, the sample data must be a JSON object or a list of them (F1605), and the paper size
 * columns of the list are copied from the template.
 */
export const sysPrintHooks: ResourceHooks = {
  async beforeWrite({ caller }, { values }) {
    if (values.templateJson !== undefined) {
      const parsed = parsePrintTemplate(values.templateJson, caller.lang);
      if (!parsed.ok) throw new BizError('F1603', { ...parsed.issue }, 400, 'templateJson');
      values.templateJson = JSON.stringify(parsed.template);
    }
    if (typeof values.sampleData === 'string' && values.sampleData.trim() !== '') parseSampleData(values.sampleData);
  },
  async written({ tx }, { id }) {
    const [row] = await tx
      .select({ templateJson: sysPrintTemplate.templateJson })
      .from(sysPrintTemplate)
      .where(eq(sysPrintTemplate.id, id));
    if (!row) return;
    const t = JSON.parse(row.templateJson) as { widthMm: number; heightMm: number };
    await tx
      .update(sysPrintTemplate)
      .set({ widthMm: String(t.widthMm), heightMm: String(t.heightMm) })
      .where(eq(sysPrintTemplate.id, id));
  },
};
