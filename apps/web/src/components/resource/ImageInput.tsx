import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Image, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysFileApi } from '../../api/sysFile.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** What each upload kind of an image field accepts (FieldDef.upload), checked before sending; the server checks again. */
const UPLOADS = {
  image: { types: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES, accept: IMAGE_ACCEPT, upload: sysFileApi.uploadImage },
  artwork: {
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxBytes: 20 * 1024 * 1024,
    accept: '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp',
    upload: sysFileApi.uploadArtwork,
  },
} as const;
export type ImageUploadKind = keyof typeof UPLOADS;

/** Why a picked file is refused before upload (`sysFile.imageType` / `imageSize`, or the artwork ones), or null. */
export function imageProblem(
  file: { type: string; size: number },
  kind: ImageUploadKind = 'image',
): 'imageType' | 'imageSize' | 'artworkType' | 'artworkSize' | null {
  const rule = UPLOADS[kind];
  if (!(rule.types as readonly string[]).includes(file.type)) return kind === 'image' ? 'imageType' : 'artworkType';
  if (file.size > rule.maxBytes) return kind === 'image' ? 'imageSize' : 'artworkSize';
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
  kind = 'image',
}: {
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
  kind?: ImageUploadKind;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile | null>(null);
  const rule = UPLOADS[kind];
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
        accept={rule.accept}
        maxCount={1}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={(file) => {
          const problem = imageProblem(file, kind);
          if (problem) {
            void message.error(t(`sysFile.${problem}`));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const picked = file as File;
          setUploading({ uid: String(Date.now()), name: picked.name, status: 'uploading' });
          rule
            .upload(picked)
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
        {/* With an image set, a second card replaces it (maxCount 1 keeps the newest). */}
        {uploading ? null : <UploadButton replace={!!url} />}
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

function UploadButton({ replace = false }: { replace?: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
      {replace ? <SwapOutlined /> : <PlusOutlined />}
      <div style={{ marginTop: 8 }}>{t(replace ? 'sysFile.imageReplace' : 'sysFile.imageUpload')}</div>
    </button>
  );
}

/**
 * Several images as a `string[]` value (e.g. a login carousel): picture cards, each file checked
 * like ImageInput (jpg/png, ≤ 2 MB) and uploaded through `POST /api/sysFile/uploadImage`; at most `max`.
 */
export function ImageListInput({
  value,
  onChange,
  id,
  disabled,
  max = 10,
}: {
  value?: unknown;
  onChange?: (value: string[]) => void;
  id?: string;
  disabled?: boolean;
  max?: number;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const urls = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && !!v) : [];
  // Uploads finish one by one: each appends to the newest list, not to the one of its render.
  const latest = useRef(urls);
  latest.current = urls;
  const pending = useRef(0);

  const fileList: UploadFile[] = [
    ...urls.map(
      (url, i): UploadFile => ({ uid: `${i}:${url}`, name: url.split('/').pop() ?? 'image', status: 'done', url }),
    ),
    ...uploading,
  ];
  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };

  return (
    <span id={id} data-testid="image-list-input">
      <Upload
        listType="picture-card"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={disabled}
        fileList={fileList}
        beforeUpload={(file, batch) => {
          const problem = imageProblem(file);
          if (problem) {
            void message.error(t(`sysFile.${problem}`));
            return Upload.LIST_IGNORE;
          }
          if (latest.current.length + pending.current + batch.indexOf(file) >= max) {
            void message.error({ content: t('sysFile.imageCount', { max }), key: 'sysFile.imageCount' });
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const picked = file as File & { uid?: string };
          const uid = picked.uid ?? `${Date.now()}-${Math.random()}`;
          pending.current += 1;
          setUploading((list) => [...list, { uid, name: picked.name, status: 'uploading' }]);
          const done = () => {
            pending.current -= 1;
            setUploading((list) => list.filter((f) => f.uid !== uid));
          };
          sysFileApi
            .uploadImage(picked)
            .then((saved) => {
              done();
              change([...latest.current, saved.url]);
              onSuccess?.(saved);
            })
            .catch((error: Error) => {
              done();
              onError?.(error);
            });
        }}
        onPreview={(file) => setPreview(file.url ?? null)}
        onRemove={(file) => {
          const index = fileList.findIndex((f) => f.uid === file.uid);
          if (index >= 0 && index < latest.current.length) change(latest.current.filter((_, i) => i !== index));
          return true;
        }}
      >
        {fileList.length >= max ? null : <UploadButton />}
      </Upload>
      {preview ? (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ open: true, onOpenChange: (open) => !open && setPreview(null) }}
        />
      ) : null}
    </span>
  );
}
