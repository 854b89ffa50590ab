import type { Language } from '@printfloor/contract';
import { RESOURCE_MESSAGES } from '../components/resource/messages.ts';
import { WORKBENCH_MESSAGES } from '../views/home/messages.ts';

/**
 * Messages of the pages behind login (`resource.*`, `workbench.*`), merged into the
 * `translation` namespace when those pages load (see `loadPageMessages`).
 */
export const PAGE_MESSAGES = Object.fromEntries(
  (Object.keys(RESOURCE_MESSAGES) as Language[]).map((lang) => [
    lang,
    { resource: RESOURCE_MESSAGES[lang], workbench: WORKBENCH_MESSAGES[lang] },
  ]),
) as Record<
  Language,
  { resource: (typeof RESOURCE_MESSAGES)[Language]; workbench: (typeof WORKBENCH_MESSAGES)[Language] }
>;
