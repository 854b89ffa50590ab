import { AccountType } from '../enums.ts';
import { defineResource } from '../resources/define.ts';
import { commonFields } from '../resources/fields.ts';
import { L } from './text.ts';

/**
 * The merchant's own accounts (menu merchantAccount, spec §2 "merchant accounts"): the users of the
 * caller's tenant with account type 666 "Member (merchant)". Reads (page, list, detail, export) are
 * the engine's over `sys_user` — the fixed account type keeps administrators and other types out —
 * and the writes are user management's services (modules/merchantAccount on the server): the
 * password is hashed, the account name is unique across tenants, disabling, deleting and
 * `resetPwd` end the user's sessions. A merchant never chooses the account type.
 */
export const merchantAccountResource = defineResource({
  name: 'merchantAccount',
  table: 'sys_user',
  scope: 'tenant',
  dataScope: true,
  title: L('商户账号', 'Merchant accounts', '商戶帳號', 'Contas do comerciante'),
  fields: {
    account: {
      type: 'string',
      label: L('账号', 'Account', '帳號', 'Conta'),
      required: true,
      max: 16,
      validators: ['account'],
      search: 'like',
      sortable: true,
      help: L(
        '字母开头，5–16 位字母、数字或下划线',
        'Starts with a letter; 5–16 letters, digits or underscores',
        '字母開頭，5–16 位字母、數字或底線',
        'Começa com uma letra; 5–16 letras, dígitos ou sublinhados',
      ),
    },
    password: {
      type: 'string',
      label: L('密码', 'Password', '密碼', 'Senha'),
      required: true,
      max: 16,
      validators: ['password'],
      writeOnly: true,
      help: L('6–16 位', '6–16 characters', '6–16 位', '6–16 caracteres'),
    },
    realName: {
      type: 'string',
      label: L('姓名', 'Name', '姓名', 'Nome'),
      required: true,
      max: 32,
      search: 'like',
      sortable: true,
    },
    phone: {
      type: 'string',
      label: L('手机号码', 'Mobile phone', '手機號碼', 'Celular'),
      max: 32,
      validators: ['phone'],
      search: 'like',
    },
    email: { type: 'string', label: L('邮箱', 'E-mail', '電子郵件', 'E-mail'), max: 64, validators: ['email'] },
    accountType: {
      type: 'enum',
      label: L('账号类型', 'Account type', '帳號類型', 'Tipo de conta'),
      options: [{ value: AccountType.Member, label: L('会员', 'Member', '會員', 'Membro') }],
      form: false,
      list: false,
      exportable: false,
    },
    status: commonFields.status(),
    lastLoginTime: {
      type: 'datetime',
      label: L('最近登录', 'Last login', '最近登入', 'Último acesso'),
      form: false,
      exportable: true,
      sortable: true,
    },
    remark: commonFields.remark({ list: false }),
  },
  fixed: { accountType: AccountType.Member },
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  // Accounts carry passwords: no spreadsheet import.
  actions: ['page', 'list', 'detail', 'add', 'update', 'delete', 'batchDelete', 'setStatus', 'export'],
  bespoke: ['add', 'update', 'delete', 'batchDelete', 'setStatus'],
  notFoundError: 'D1002',
});

/**
 * The staff role every merchant tenant has beside its administrator role (`sys_admin`): the
 * workbench, orders (with their imports, templates and sync) and shops — not the merchant's
 * settings (accounts, general settings). Provisioned with each new merchant tenant and, once, for
 * the merchant tenants that existed before it (the server's seed); a new account gets it when the
 * add names no roles.
 */
export const MERCHANT_STAFF_ROLE = {
  code: 'merchant_staff',
  name: '商户员工',
  remark: '订单、导入与店铺（不含账号与设置）',
} as const;

/**
 * One role the merchant may give its accounts (`GET /api/merchantAccount/roleList`): the live roles
 * of the caller's tenant; a disabled one is listed (an account may still hold it) but grants nothing.
 */
export interface MerchantAccountRole {
  id: number;
  name: string;
  code: string;
  status: number;
}

/**
 * The roles of a merchant account (`roleIdList` of `/api/merchantAccount/add` and `/update`): only
 * roles of the caller's own tenant; on add, absent = the staff role; on update, absent = unchanged;
 * an empty list is refused (an account without a role sees nothing).
 */
export const MERCHANT_ACCOUNT_ROLE_MESSAGES = {
  required: L('请至少选择一个角色', 'Choose at least one role', '請至少選擇一個角色', 'Escolha pelo menos uma função'),
  notOwn: L(
    '只能分配本商户自己的角色',
    "Only your own merchant's roles can be given",
    '只能分配本商戶自己的角色',
    'Só é possível atribuir funções do seu próprio comerciante',
  ),
  noDefault: L(
    '本商户没有可默认分配的员工角色，请选择角色',
    'Your merchant has no staff role to give by default: choose a role',
    '本商戶沒有可預設分配的員工角色，請選擇角色',
    'Seu comerciante não tem uma função de equipe padrão: escolha uma função',
  ),
} as const;
