/** The first sheets of an xlsx as rows of cell texts (exceljs is loaded on demand, off the shell bundle). */
export interface SheetPreview {
  name: string;
  rows: string[][];
  truncated: boolean;
}

export const MAX_SHEETS = 3;
export const MAX_ROWS = 200;
export const MAX_COLUMNS = 40;

/** exceljs inflates the whole workbook: the caller runs the zip guard (`checkZip`) first. */
export async function readSheets(data: ArrayBuffer): Promise<SheetPreview[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  return workbook.worksheets.slice(0, MAX_SHEETS).map((sheet) => {
    const rows: string[][] = [];
    const columns = Math.min(sheet.columnCount, MAX_COLUMNS);
    const last = Math.min(sheet.rowCount, MAX_ROWS);
    for (let r = 1; r <= last; r++) {
      const row = sheet.getRow(r);
      const cells: string[] = [];
      for (let c = 1; c <= columns; c++) cells.push(row.getCell(c).text ?? '');
      rows.push(cells);
    }
    return { name: sheet.name, rows, truncated: sheet.rowCount > MAX_ROWS };
  });
}
