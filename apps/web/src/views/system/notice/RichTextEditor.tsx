import { App } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill, { Quill } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { sysFileApi } from '../../../api/sysFile.ts';
import { imageProblem } from '../../../components/resource/ImageInput.tsx';

/** The toolbar icon of "insert image by address" (Quill's image icon with a link mark). */
const IMAGE_URL_ICON =
  '<svg viewBox="0 0 18 18"><rect class="ql-stroke" height="10" width="12" x="3" y="4"></rect>' +
  '<line class="ql-stroke" x1="6" x2="12" y1="9" y2="9"></line>' +
  '<line class="ql-stroke" x1="6" x2="10" y1="12" y2="12"></line></svg>';
(Quill.import('ui/icons') as Record<string, string>).imageUrl = IMAGE_URL_ICON;

/** Image types Quill hands to the uploader on paste/drop: more than we accept, so refusals are explained. */
const DROPPED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/svg+xml'];

/**
 * The preview URL the server answers is relative (`/api/sysFile/preview/…`); notice images must be
 * absolute http(s) addresses (the server's sanitiser drops anything else), so it is resolved here.
 */
export function absoluteImageUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}

type Op = { insert?: unknown };

/** The file inside a data: URL (pasted HTML may carry images that way), or null if it is not one. */
function dataUrlFile(url: string, name: string): File | null {
  const match = /^data:([^;,]+)((?:;[^;,]*)*?)(;base64)?,(.*)$/is.exec(url);
  if (!match) return null;
  const [, type, , base64, data] = match;
  try {
    const bytes = base64
      ? Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
      : new TextEncoder().encode(decodeURIComponent(data));
    return new File([bytes], `${name}.${type.split('/')[1] ?? 'bin'}`, { type });
  } catch {
    return null;
  }
}

/**
 * The notice editor (Quill), loaded lazily with the notices page. The image button uploads a
 * jpg/png ≤ 2 MB to the file store (`POST /api/sysFile/uploadImage`) and inserts its absolute
 * URL; pasted or dropped image files are uploaded the same way (Quill would embed them as data:
 * URLs, which the server refuses). The second image button inserts an http(s) address instead.
 */
export default function RichTextEditor({
  value,
  onChange,
  askImageUrl,
}: {
  value?: string;
  onChange?: (html: string) => void;
  /** Asks for an image address; resolves null when cancelled or invalid. */
  askImageUrl: () => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ReactQuill>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  /** Uploads the files one by one and inserts each image where the caret is (or at `at`). */
  const upload = async (files: File[], at?: number) => {
    const editor = ref.current?.getEditor();
    if (!editor) return;
    let index = at ?? editor.getSelection(true)?.index ?? editor.getLength();
    for (const file of files) {
      const problem = imageProblem(file);
      if (problem) {
        void message.error(t(`sysFile.${problem}`));
        continue;
      }
      const key = `notice-image-${file.name}-${Date.now()}`;
      void message.loading({ content: t('notice.imageUploading'), key, duration: 0 });
      try {
        const saved = await sysFileApi.uploadImage(file);
        editor.insertEmbed(index, 'image', absoluteImageUrl(saved.url), 'user');
        index += 1;
        editor.setSelection(index, 0, 'silent');
        void message.success({ content: t('notice.imageUploaded'), key });
      } catch {
        void message.error({ content: t('sysFile.imageFailed'), key });
      }
    }
  };
  // Quill keeps the module options of its first render: they call the newest functions through refs.
  const uploadRef = useRef(upload);
  uploadRef.current = upload;
  const askRef = useRef(askImageUrl);
  askRef.current = askImageUrl;

  const modules = useMemo(() => {
    /** data: images inside pasted HTML are taken out and uploaded after the paste. */
    const pasted: string[] = [];
    const uploadPasted = () => {
      const files = pasted.splice(0).flatMap((url, i) => dataUrlFile(url, `pasted-${i + 1}`) ?? []);
      void uploadRef.current(files);
    };
    return {
      toolbar: {
        container: [
          [{ header: [1, 2, 3, false] }],
          ['bold', 'italic', 'underline', 'strike'],
          [{ list: 'ordered' }, { list: 'bullet' }],
          [{ align: [] }],
          ['link', 'image', 'imageUrl'],
          ['clean'],
        ],
        handlers: {
          image: () => fileInput.current?.click(),
          imageUrl: async () => {
            const url = await askRef.current();
            const editor = ref.current?.getEditor();
            if (!url || !editor) return;
            const range = editor.getSelection(true);
            editor.insertEmbed(range ? range.index : editor.getLength(), 'image', url, 'user');
          },
        },
      },
      uploader: {
        mimetypes: DROPPED_TYPES,
        handler: (range: { index: number }, files: File[]) => void uploadRef.current(files, range.index),
      },
      clipboard: {
        matchers: [
          [
            'img',
            (node: Node, delta: { ops: Op[] }) => {
              const src = (node as HTMLImageElement).getAttribute('src') ?? '';
              if (!/^data:/i.test(src)) return delta;
              if (pasted.push(src) === 1) setTimeout(uploadPasted, 0);
              delta.ops = delta.ops.filter((op) => !(op.insert && typeof op.insert === 'object'));
              return delta;
            },
          ],
        ],
      },
    };
  }, []);

  // Quill's toolbar buttons have no text: name the two image buttons.
  const uploadTitle = t('notice.uploadImage');
  const urlTitle = t('notice.insertImage');
  useEffect(() => {
    wrapper.current?.querySelector('button.ql-image')?.setAttribute('title', uploadTitle);
    wrapper.current?.querySelector('button.ql-imageUrl')?.setAttribute('title', urlTitle);
  });

  return (
    <div data-testid="notice-editor" ref={wrapper}>
      <input
        ref={fileInput}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        style={{ display: 'none' }}
        data-testid="notice-image-file"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) void upload(files);
        }}
      />
      <ReactQuill ref={ref} theme="snow" value={value ?? ''} onChange={(html) => onChange?.(html)} modules={modules} />
    </div>
  );
}
