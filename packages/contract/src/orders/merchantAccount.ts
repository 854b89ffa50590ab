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
