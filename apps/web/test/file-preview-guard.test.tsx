import { cleanup, render, screen } from '@testing-library/react';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../src/api/request.ts';
import type { SysFile } from '../src/api/sysFile.ts';
import { Providers } from '../src/app/Providers.tsx';
import { FilePreview } from '../src/views/system/file/FilePreview.tsx';
import '../src/i18n/index.ts';

const file = {
  id: 1,
  fileName: 'report',
  suffix: '.xlsx',
  fileType: 'xlsx',
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as SysFile;

/** The download answers with these bytes (as a Blob of the test window, like a browser's). */
function serve(bytes: Uint8Array) {
  const answer = () => {
    const response = new Response(null, { status: 200 });
    response.blob = async () => new Blob([bytes as BlobPart]);
    return response;
  };
  configureRequest({ fetch: vi.fn(async () => answer()) as unknown as typeof fetch, baseURL: '' });
}

describe('file preview: the zip guard before exceljs / docx-preview', () => {
  afterEach(cleanup);

  it('refuses a workbook that would unpack far beyond its size, saying so', async () => {
    // 16 MB of one byte deflates ~1,000:1: a small zip bomb.
    serve(zipSync({ 'xl/workbook.xml': new Uint8Array(10), 'xl/worksheets/sheet1.xml': new Uint8Array(16 << 20) }));
    render(
      <Providers>
        <FilePreview file={file} onClose={() => undefined} />
      </Providers>,
    );
    // A loaded machine (the suites run side by side) can take more than the default 5 s to read the archive.
    expect(await screen.findByText(/此文件解压后超过预览上限（200\.0 MB/, {}, { timeout: 20_000 })).toBeTruthy();
  }, 45_000);

  it('still previews an ordinary workbook', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Orders').addRow(['PO-1', 'shirt']);
    serve(new Uint8Array(await wb.xlsx.writeBuffer()));
    render(
      <Providers>
        <FilePreview file={file} onClose={() => undefined} />
      </Providers>,
    );
    expect(await screen.findByText('PO-1', {}, { timeout: 20_000 })).toBeTruthy();
  }, 45_000);
});
