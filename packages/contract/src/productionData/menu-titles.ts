import type { TitleRow } from '../domain.ts';

/** Titles of the production data menus (docs/menus.md "Base data"). */
export const PRODUCTION_DATA_MENU_TITLES = {
  processRoute: ['工艺路线', 'Process routes', '工藝路線', 'Roteiros de processo'],
  process: ['工序管理', 'Processes', '工序管理', 'Processos'],
  product: ['产品管理', 'Products', '產品管理', 'Produtos'],
  omsProductMapping: ['OMS产品映射', 'OMS product mapping', 'OMS產品映射', 'Mapeamento de produtos OMS'],
} as const satisfies Record<string, TitleRow>;
