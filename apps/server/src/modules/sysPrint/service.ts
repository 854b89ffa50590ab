import { type PrintTemplate, printDataRowSchema } from '@printfloor/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { sysPrintTemplate } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import { PrintDataError, renderPrintPdf } from './render.ts';

type DataRow = Record<string, unknown>;

/** A template's sample data: a JSON object (one page) or a list of objects (a page each); F1605 otherwise. */
export function parseSampleData(text: string | null | undefined): DataRow[] {
  if (!text?.trim()) return [{}];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BizError('F1605', { detail: 'sampleData: not valid JSON' }, 400, 'sampleData');
  }
  const rows = z.union([printDataRowSchema, z.array(printDataRowSchema).max(500)]).safeParse(value);
  if (!rows.success)
    throw new BizError(
      'F1605',
      { detail: 'sampleData: an object of field values, or a list of them' },
      400,
      'sampleData',
    );
  return Array.isArray(rows.data) ? rows.data : [rows.data];
}

/** The template by id printed with `data` (or its sample data) as a PDF. */
export async function loadTemplate(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      name: sysPrintTemplate.name,
      templateJson: sysPrintTemplate.templateJson,
      sampleData: sysPrintTemplate.sampleData,
    })
    .from(sysPrintTemplate)
    .where(and(eq(sysPrintTemplate.id, id), eq(sysPrintTemplate.isDelete, false)));
  if (!row) throw new BizError('F1604', undefined, 404);
  return { name: row.name, template: JSON.parse(row.templateJson) as PrintTemplate, sampleData: row.sampleData };
}

export async function printPdf(
  loaded: Awaited<ReturnType<typeof loadTemplate>>,
  data: readonly DataRow[] | undefined,
): Promise<Buffer> {
  const rows = data ?? parseSampleData(loaded.sampleData);
  try {
    return await renderPrintPdf(loaded.template, rows, loaded.name);
  } catch (error) {
    if (error instanceof PrintDataError) throw new BizError('F1605', { detail: error.message });
    throw error;
  }
}
