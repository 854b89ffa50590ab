import type { GeneratedFile } from '@printfloor/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodePreview, loadHighlighter } from '../src/views/system/codeGen/CodePreview.tsx';
import { renderAt } from './helpers.tsx';

const files: GeneratedFile[] = [
  {
    path: 'apps/server/src/modules/baseData/migrations/9001_demo_item.sql',
    language: 'sql',
    content:
      "create table if not exists demo_item (\n  tenant_id bigint not null\n);\nselect pf_tenant_table('demo_item');\n",
  },
  {
    path: 'apps/web/src/views/baseData/demoItem/index.tsx',
    language: 'typescript',
    content:
      "import { demoItemResource } from '@printfloor/contract';\nexport default function DemoItemPage() {\n  return null;\n}\n",
  },
];

describe('code generation preview', () => {
  it('shows one tab per generated file, its path, and the code highlighted once the highlighter has loaded', async () => {
    renderAt('/', <CodePreview files={files} />);
    expect(screen.getByText('9001_demo_item.sql')).toBeTruthy();
    expect(screen.getByText('index.tsx')).toBeTruthy();
    expect(screen.getByTestId('code-path').textContent).toBe(files[0].path);
    const code = await screen.findByTestId('code-highlighted');
    // Highlighted (keyword spans), and the text is the file's, unchanged.
    expect(code.querySelector('.hljs-keyword')?.textContent).toBe('create table');
    expect(code.textContent).toBe(files[0].content);

    fireEvent.click(screen.getByText('index.tsx'));
    await waitFor(() =>
      expect(screen.getAllByTestId('code-path').some((p) => p.textContent === files[1].path)).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('code-highlighted').some((c) => c.textContent === files[1].content)).toBe(true),
    );
  });

  it('escapes what it highlights: markup in a generated file stays text', async () => {
    const highlight = await loadHighlighter();
    const html = highlight("const x = '<img src=x onerror=alert(1)>';", 'typescript');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });

  it('says so when there is nothing to show', () => {
    renderAt('/', <CodePreview files={[]} />);
    expect(screen.queryByTestId('code-preview')).toBeNull();
  });
});
