import type { Language } from './languages.ts';
import type { Resource } from './resources/define.ts';

/** A text in the four languages, in the order zh-CN, en, zh-TW, pt-BR (the menu-title rows' shape). */
export type TitleRow = readonly [string, string, string, string];

/**
 * What a business domain brings to the contract, from its own folder
 * (`packages/contract/src/<domain>/index.ts`): its declared resources, its error codes with their
 * messages, and the titles of its menus and buttons. A domain is added by its folder and one line
 * in `domains.ts`; the shared tables (ERROR_MESSAGES, MENU_TITLES) take its rows from there.
 */
export interface ContractDomain {
  name: string;
  resources: readonly Resource[];
  /** Error code → message in every language (admin-net-contract §8); also listed in domain-errors.ts. */
  errors: ErrorTable;
  /** Menu route name → title (`menu.<name>`). */
  menuTitles: Readonly<Record<string, TitleRow>>;
  /** Button action → title (`button.<action>`), for actions no other domain names. */
  buttonTitles: Readonly<Record<string, TitleRow>>;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** An error table: code → message in every language. */
export type ErrorTable = Readonly<Record<string, Readonly<Record<Language, string>>>>;

/** The error tables of a list, typed as one object (so `ErrorCode` knows each code). */
export type DomainErrors<T extends readonly ErrorTable[]> = T extends readonly []
  ? Record<never, never>
  : UnionToIntersection<T[number]>;

/** The domains' error tables as one; a code defined twice (or already a platform code) fails at load. */
export function mergeErrorTables(tables: readonly ErrorTable[], base: ErrorTable): ErrorTable {
  const out: Record<string, Readonly<Record<Language, string>>> = {};
  for (const table of tables) {
    for (const [code, row] of Object.entries(table)) {
      if (code in out || code in base) throw new Error(`error code ${code} is defined twice`);
      out[code] = row;
    }
  }
  return out;
}

/** Merges the rows of a table over domains; a key brought twice is a mistake caught at load. */
export function mergeDomainRows<K extends 'menuTitles' | 'buttonTitles'>(
  domains: readonly ContractDomain[],
  key: K,
  base: Readonly<Record<string, unknown>> = {},
): Record<string, ContractDomain[K][string]> {
  const out: Record<string, ContractDomain[K][string]> = {};
  for (const domain of domains) {
    for (const [name, row] of Object.entries(domain[key])) {
      if (name in out || name in base)
        throw new Error(`contract domain ${domain.name}: ${key} "${name}" is already defined`);
      out[name] = row as ContractDomain[K][string];
    }
  }
  return out;
}
