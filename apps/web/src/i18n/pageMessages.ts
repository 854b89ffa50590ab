import type { Language } from '@printfloor/contract';

/**
 * Messages of the pages behind login, merged into the `translation` namespace when those pages
 * load (see `loadPageMessages`). Each page or domain keeps its own messages file exporting
 * `MESSAGES_PART = { namespace, messages }` (messages by language); this file only collects them,
 * so adding a page's messages edits no shared list.
 */
interface MessagesPart {
  namespace: string;
  messages: Record<Language, object>;
}

const files = import.meta.glob<MessagesPart>(['../components/**/*essages.ts', '../views/**/messages.ts'], {
  eager: true,
  import: 'MESSAGES_PART',
});

function collect(): Record<Language, Record<string, object>> {
  const out = {} as Record<Language, Record<string, object>>;
  const owners = new Map<string, string>();
  for (const [file, part] of Object.entries(files)) {
    if (!part) continue;
    const other = owners.get(part.namespace);
    if (other) throw new Error(`page messages ${part.namespace}: both ${other} and ${file}`);
    owners.set(part.namespace, file);
    for (const [lang, messages] of Object.entries(part.messages) as [Language, object][]) {
      out[lang] ??= {};
      out[lang][part.namespace] = messages;
    }
  }
  return out;
}

export const PAGE_MESSAGES = collect();
