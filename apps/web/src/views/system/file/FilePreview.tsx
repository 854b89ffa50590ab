import { checkZip, sizeInfo, ZipRefusedError } from '@printfloor/contract';
import { Alert, Image, Modal, Spin, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SysFile, sysFileApi } from '../../../api/sysFile.ts';
import { MAX_ROWS, readSheets, type SheetPreview } from './sheets.ts';

type Loaded =
  | { kind: 'image' | 'pdf'; href: string }
  | { kind: 'text'; text: string }
  | { kind: 'docx'; blob: Blob }
  | { kind: 'xlsx'; sheets: SheetPreview[] }
  | { kind: 'none' };

const PREVIEWABLE = new Set(['jpg', 'png', 'gif', 'webp', 'pdf', 'docx', 'xlsx', 'csv', 'txt']);

export function canPreview(file: SysFile): boolean {
  return PREVIEWABLE.has(file.fileType);
}

/** Reads the file through the authenticated download call and turns it into something to show. */
async function load(file: SysFile): Promise<Loaded> {
  if (!canPreview(file)) return { kind: 'none' };
  const { blob } = await sysFileApi.download(file.id, `${file.fileName}${file.suffix}`);
  const typed = new Blob([blob], { type: file.mime });
  // docx-preview and exceljs inflate everything they are given: the zip guard goes first, so a
  // zip bomb is refused here instead of exhausting the tab.
  const zipped = file.fileType === 'docx' || file.fileType === 'xlsx' ? await typed.arrayBuffer() : null;
  if (zipped) checkZip(new Uint8Array(zipped));
  switch (file.fileType) {
    case 'pdf':
      return { kind: 'pdf', href: URL.createObjectURL(typed) };
    case 'docx':
      return { kind: 'docx', blob: typed };
    case 'xlsx':
      return { kind: 'xlsx', sheets: await readSheets(zipped as ArrayBuffer) };
    case 'csv':
    case 'txt':
      return { kind: 'text', text: await typed.text() };
    default:
      return { kind: 'image', href: URL.createObjectURL(typed) };
  }
}

/** docx-preview (loaded on demand) renders into a container element. */
function DocxView({ blob }: { blob: Blob }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void import('docx-preview')
      .then(({ renderAsync }) => (ref.current && live ? renderAsync(blob, ref.current) : undefined))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [blob]);
  const { t } = useTranslation();
  if (failed) return <Alert type="error" title={t('sysFile.previewFailed')} />;
  return <div ref={ref} data-testid="docx-preview" style={{ maxHeight: '70vh', overflow: 'auto' }} />;
}

function SheetView({ sheets }: { sheets: SheetPreview[] }) {
  const { t } = useTranslation();
  return (
    <Tabs
      items={sheets.map((sheet, i) => ({
        key: String(i),
        label: sheet.name,
        children: (
          <div style={{ maxHeight: '65vh', overflow: 'auto' }}>
            <table className="pf-sheet-preview" data-testid="sheet-preview" style={{ borderCollapse: 'collapse' }}>
              <tbody>
                {sheet.rows.map((row, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows of a sheet have no identity but their position
                  <tr key={r}>
                    {row.map((cell, c) => (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells are identified by their column
                        key={c}
                        style={{ border: '1px solid #d9d9d9', padding: '2px 8px', whiteSpace: 'pre-wrap' }}
                      >
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {sheet.truncated ? (
              <Typography.Text type="secondary">{t('sysFile.sheetTruncated', { rows: MAX_ROWS })}</Typography.Text>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}

/** The preview dialog of the Files page: images, PDF, docx, xlsx (first sheets) and text in the browser. */
export function FilePreview({ file, onClose }: { file: SysFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // false, or the message key of what went wrong (with the limit when the zip guard refused).
  const [error, setError] = useState<false | { key: string; max?: string }>(false);

  useEffect(() => {
    setLoaded(null);
    setError(false);
    if (!file) return;
    let live = true;
    let href: string | null = null;
    load(file)
      .then((result) => {
        if ('href' in result) href = result.href;
        if (live) setLoaded(result);
      })
      .catch(
        (reason: unknown) =>
          live &&
          setError(
            reason instanceof ZipRefusedError && reason.problem !== 'notZip'
              ? { key: 'sysFile.previewTooLarge', max: sizeInfo(reason.max) }
              : { key: 'sysFile.previewFailed' },
          ),
      );
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [file]);

  let body: React.ReactNode = <Spin tip={t('sysFile.loading')} />;
  if (error) body = <Alert type="error" title={t(error.key, { max: error.max })} />;
  else if (loaded?.kind === 'none') body = <Alert type="info" title={t('sysFile.noPreview')} />;
  else if (loaded?.kind === 'image')
    body = <Image src={loaded.href} alt={file?.fileName} style={{ maxWidth: '100%' }} />;
  else if (loaded?.kind === 'pdf')
    body = <iframe title={file?.fileName} src={loaded.href} style={{ width: '100%', height: '70vh', border: 0 }} />;
  else if (loaded?.kind === 'text')
    body = <pre style={{ maxHeight: '70vh', overflow: 'auto', whiteSpace: 'pre-wrap' }}>{loaded.text}</pre>;
  else if (loaded?.kind === 'docx') body = <DocxView blob={loaded.blob} />;
  else if (loaded?.kind === 'xlsx') body = <SheetView sheets={loaded.sheets} />;

  return (
    <Modal
      open={!!file}
      title={file ? `${file.fileName}${file.suffix}` : ''}
      onCancel={onClose}
      footer={null}
      width="80%"
      destroyOnHidden
    >
      <div data-testid="file-preview">{body}</div>
    </Modal>
  );
}
