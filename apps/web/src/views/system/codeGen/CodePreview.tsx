import type { GeneratedFile } from '@printfloor/contract';
import { Empty, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';

type Highlighter = (code: string, language: GeneratedFile['language']) => string;

let loading: Promise<Highlighter> | null = null;

/**
 * highlight.js with only the three languages of the generated files, loaded on first use (its own
 * chunk, with its theme), so the console's main bundle does not carry it.
 */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= (async () => {
    const [{ default: hljs }, sql, typescript, markdown] = await Promise.all([
      import('highlight.js/lib/core'),
      import('highlight.js/lib/languages/sql'),
      import('highlight.js/lib/languages/typescript'),
      import('highlight.js/lib/languages/markdown'),
      import('highlight.js/styles/github.css'),
    ]);
    hljs.registerLanguage('sql', sql.default);
    hljs.registerLanguage('typescript', typescript.default);
    hljs.registerLanguage('markdown', markdown.default);
    return (code, language) => hljs.highlight(code, { language, ignoreIllegals: true }).value;
  })();
  return loading;
}

function CodeBlock({ file }: { file: GeneratedFile }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadHighlighter().then((highlight) => {
      if (live) setHtml(highlight(file.content, file.language));
    });
    return () => {
      live = false;
    };
  }, [file]);
  return (
    <pre className="hljs" style={{ margin: 0, padding: 12, overflow: 'auto', maxHeight: '70vh', fontSize: 12 }}>
      {html === null ? (
        <code data-testid="code-plain">{file.content}</code>
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js escapes the text it wraps in its spans
        <code data-testid="code-highlighted" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </pre>
  );
}

/** The generated files, one tab each (the file name as title, the full path on top), highlighted. */
export function CodePreview({
  files,
  loading: busy,
}: {
  files: readonly GeneratedFile[] | undefined;
  loading?: boolean;
}) {
  if (busy) return <Spin />;
  if (!files?.length) return <Empty />;
  return (
    <Tabs
      data-testid="code-preview"
      items={files.map((file) => ({
        key: file.path,
        label: file.path.split('/').pop(),
        children: (
          <div>
            <div style={{ fontFamily: 'monospace', fontSize: 12, marginBottom: 8 }} data-testid="code-path">
              {file.path}
            </div>
            <CodeBlock file={file} />
          </div>
        ),
      }))}
    />
  );
}
