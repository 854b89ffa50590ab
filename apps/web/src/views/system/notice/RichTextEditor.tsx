import { useMemo, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';

/**
 * The notice editor (Quill), loaded lazily with the notices page. Images are inserted by
 * URL and must be absolute http(s) addresses — the server refuses anything else.
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
  const ref = useRef<ReactQuill>(null);
  const modules = useMemo(
    () => ({
      toolbar: {
        container: [
          [{ header: [1, 2, 3, false] }],
          ['bold', 'italic', 'underline', 'strike'],
          [{ list: 'ordered' }, { list: 'bullet' }],
          [{ align: [] }],
          ['link', 'image'],
          ['clean'],
        ],
        handlers: {
          image: async () => {
            const url = await askImageUrl();
            const editor = ref.current?.getEditor();
            if (!url || !editor) return;
            const range = editor.getSelection(true);
            editor.insertEmbed(range ? range.index : editor.getLength(), 'image', url, 'user');
          },
        },
      },
    }),
    [askImageUrl],
  );
  return (
    <div data-testid="notice-editor">
      <ReactQuill ref={ref} theme="snow" value={value ?? ''} onChange={(html) => onChange?.(html)} modules={modules} />
    </div>
  );
}
