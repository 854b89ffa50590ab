import { ORDER_DICTS } from './orders.ts';
import { PRODUCTION_DICTS } from './production.ts';
import { SYSTEM_DICTS } from './system.ts';
import type { DictSpec } from './types.ts';

export type { DictRow, DictSpec, TagType } from './types.ts';

/** Every seeded dictionary type, in dictionary-screen order. */
export const DICTIONARIES: readonly DictSpec[] = [...SYSTEM_DICTS, ...ORDER_DICTS, ...PRODUCTION_DICTS];
