import { CONST_CLASSES, type ConstClass, constClassOf, type Language } from '@printfloor/contract';

/** ConstOutput (admin-net-contract §6.3). */
export interface ConstOutput {
  name: string;
  code: string | number | boolean;
  data: null;
}

function outputs(cls: ConstClass): ConstOutput[] {
  return cls.items.map((item) => ({ name: item.name, code: item.code, data: null }));
}

/**
 * sysConst/list: one `{name, code, data}` per class; `data` is `{result: ConstOutput[]}`
 * because the stock client reads `data.result` (Admin.NET serialises a task there).
 */
export function listConstClasses(lang: Language) {
  return CONST_CLASSES.map((cls) => ({ name: cls.label[lang], code: cls.code, data: { result: outputs(cls) } }));
}

/** sysConst/data/{typeName}: the items of one class; an unknown class gives an empty list. */
export function constData(typeName: string): ConstOutput[] {
  const cls = constClassOf(typeName);
  return cls ? outputs(cls) : [];
}
