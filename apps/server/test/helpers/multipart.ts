import ExcelJS from 'exceljs';

export interface Part {
  /** A file part; without it the part is a text field whose value is `content`. */
  filename?: string;
  content: Buffer;
  field?: string;
  contentType?: string;
}

/** A multipart/form-data body of file parts (field `file` and type application/octet-stream unless given). */
export function multipart(...parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----pfboundary${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      p.filename === undefined
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), p.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A multipart body of one workbook upload, as the import endpoints receive it. */
export function xlsxUpload(filename: string, content: Buffer, field = 'file') {
  return multipart({ filename, content, field, contentType: XLSX_TYPE });
}

/** A one-sheet workbook of `rows` (the first row the headers). */
export async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
