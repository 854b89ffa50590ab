import { PlusOutlined } from '@ant-design/icons';
import { App, Image, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysFileApi } from '../../api/sysFile.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Why a picked file is refused before upload (`sysFile.imageType` / `sysFile.imageSize`), or null. */
export function imageProblem(file: { type: string; size: number }): 'imageType' | 'imageSize' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'imageType';
  if (file.size > IMAGE_MAX_BYTES) return 'imageSize';
  return null;
}

/**
 * The control of an `image` field: a picture card that checks the file (jpg/png, ≤ 2 MB) before
 * uploading it through the self-service `POST /api/sysFile/uploadImage`, keeps the returned URL as
 * the field value and shows it. The URL works in `<img src>` without a token (see docs/architecture.md, Files).
 */
export function ImageInput({
  value,
  onChange,
  id,
  disabled,
}: {
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const url = typeof value === 'string' && value ? value : null;

  const fileList: UploadFile[] = uploading
    ? [uploading]
    : url
      ? [{ uid: url, name: url.split('/').pop() ?? 'image', status: 'done', url }]
      : [];

  return (
    <span id={id} data-testid="image-input">
      <Upload
        listType="picture-card"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        maxCount={1}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={(file) => {
          const problem = imageProblem(file);
          if (problem) {
            void message.error(t(`sysFile.${problem}`));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const picked = file as File;
          setUploading({ uid: String(Date.now()), name: picked.name, status: 'uploading' });
          sysFileApi
            .uploadImage(picked)
            .then((saved) => {
              setUploading(null);
              onChange?.(saved.url);
              onSuccess?.(saved);
            })
            .catch((error: Error) => {
              setUploading(null);
              onError?.(error);
            });
        }}
        onPreview={() => setPreviewOpen(true)}
        onRemove={() => {
          onChange?.(null);
          return true;
        }}
      >
        {fileList.length ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('sysFile.imageUpload')}</div>
          </button>
        )}
      </Upload>
      {url ? (
        <Image
          style={{ display: 'none' }}
          src={url}
          preview={{ open: previewOpen, onOpenChange: (open) => setPreviewOpen(open) }}
        />
      ) : null}
    </span>
  );
}
