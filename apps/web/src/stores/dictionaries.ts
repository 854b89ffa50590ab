import type { DictData, DictType } from '@printfloor/contract';
import { create } from 'zustand';
import { currentArea } from '../utils/area.ts';
import { Session } from '../utils/storage.ts';

/** All dictionaries (`sysDictType/allDictList`), keyed by type code; tab storage `dictList`. */
interface DictionariesState {
  dictList: Record<string, DictType>;
  setDictList: (types: DictType[]) => void;
  /** Rows of a type (data `code` = stored key, `value` = label; contract §6.1). */
  getDictData: (typeCode: string) => DictData[];
  /** Label of a stored key. */
  dictLabel: (typeCode: string, code: unknown) => string | undefined;
}

export const useDictionaries = create<DictionariesState>((set, get) => ({
  dictList: {},
  setDictList: (types) => {
    const dictList = Object.fromEntries(types.map((t) => [t.code, t]));
    Session.set(currentArea(), 'dictList', dictList);
    set({ dictList });
  },
  getDictData: (typeCode) => get().dictList[typeCode]?.children ?? [],
  dictLabel: (typeCode, code) =>
    get()
      .getDictData(typeCode)
      .find((d) => String(d.code) === String(code))?.value,
}));
