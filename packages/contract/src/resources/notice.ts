import { NoticeStatus, NoticeType } from '../enums.ts';
import { defineResource } from './define.ts';

/**
 * Notices (admin-net-contract §9.2 SysNotice) as a resource with a state machine: the list,
 * editing (sanitised HTML) and the receivers' side stay hand-written in modules/sysNotice;
 * publishing and withdrawing are the engine's transitions, so `POST sysNotice/public` and
 * `sysNotice/cancel` are the Admin.NET routes and the console's actions come from here.
 * Draft → published (irrevocable: never edited or deleted again) → withdrawn.
 */
export const sysNoticeResource = defineResource({
  name: 'sysNotice',
  // Admin.NET's detail answers null for an id the caller cannot see.
  missingDetail: 'null',
  table: 'sys_notice',
  scope: 'tenant',
  title: { 'zh-CN': '通知公告', en: 'Notices', 'zh-TW': '通知公告', 'pt-BR': 'Avisos' },
  // page / add / update / delete are the module's own calls (HTML sanitising, D7001/D7002).
  actions: [],
  fields: {
    title: {
      type: 'string',
      label: { 'zh-CN': '标题', en: 'Title', 'zh-TW': '標題', 'pt-BR': 'Título' },
      required: true,
      max: 128,
      search: 'like',
    },
    content: {
      type: 'text',
      label: { 'zh-CN': '内容', en: 'Content', 'zh-TW': '內容', 'pt-BR': 'Conteúdo' },
      required: true,
      max: 200_000,
      list: false,
    },
    type: {
      type: 'enum',
      label: { 'zh-CN': '类型', en: 'Type', 'zh-TW': '類型', 'pt-BR': 'Tipo' },
      required: true,
      search: 'eq',
      options: [
        { value: NoticeType.Notice, label: { 'zh-CN': '通知', en: 'Notice', 'zh-TW': '通知', 'pt-BR': 'Aviso' } },
        {
          value: NoticeType.Announcement,
          label: { 'zh-CN': '公告', en: 'Announcement', 'zh-TW': '公告', 'pt-BR': 'Comunicado' },
        },
      ],
    },
    status: {
      type: 'enum',
      label: { 'zh-CN': '状态', en: 'Status', 'zh-TW': '狀態', 'pt-BR': 'Status' },
      search: 'eq',
      options: [
        {
          value: NoticeStatus.Draft,
          label: { 'zh-CN': '草稿', en: 'Draft', 'zh-TW': '草稿', 'pt-BR': 'Rascunho' },
          tagType: 'info',
        },
        {
          value: NoticeStatus.Public,
          label: { 'zh-CN': '已发布', en: 'Published', 'zh-TW': '已發布', 'pt-BR': 'Publicado' },
          tagType: 'success',
        },
        {
          value: NoticeStatus.Cancel,
          label: { 'zh-CN': '已撤回', en: 'Withdrawn', 'zh-TW': '已撤回', 'pt-BR': 'Retirado' },
          tagType: 'warning',
        },
      ],
    },
    // Written by the transitions (server hooks), shown in lists and carried by the events.
    publicUserName: {
      type: 'string',
      label: { 'zh-CN': '发布人', en: 'Published by', 'zh-TW': '發布人', 'pt-BR': 'Publicado por' },
      form: false,
    },
    publicTime: {
      type: 'datetime',
      label: { 'zh-CN': '发布时间', en: 'Published', 'zh-TW': '發布時間', 'pt-BR': 'Publicado em' },
      form: false,
    },
    cancelTime: {
      type: 'datetime',
      label: { 'zh-CN': '撤回时间', en: 'Withdrawn', 'zh-TW': '撤回時間', 'pt-BR': 'Retirado em' },
      form: false,
      list: false,
    },
  },
  stateField: 'status',
  transitions: {
    public: {
      label: { 'zh-CN': '发布', en: 'Publish', 'zh-TW': '發布', 'pt-BR': 'Publicar' },
      from: [NoticeStatus.Draft],
      to: NoticeStatus.Public,
      event: 'published',
      error: 'D7003',
      confirm: {
        'zh-CN': '发布后不可修改或删除，并立即推送给本租户所有用户，确定发布？',
        en: 'Once published it cannot be edited or deleted, and every user of the tenant receives it now. Publish?',
        'zh-TW': '發布後不可修改或刪除，並立即推送給本租戶所有使用者，確定發布？',
        'pt-BR':
          'Depois de publicado não pode ser editado nem excluído, e todos os usuários do inquilino o recebem agora. Publicar?',
      },
    },
    cancel: {
      label: { 'zh-CN': '撤回', en: 'Withdraw', 'zh-TW': '撤回', 'pt-BR': 'Retirar' },
      from: [NoticeStatus.Public],
      to: NoticeStatus.Cancel,
      event: 'withdrawn',
      error: 'D7004',
      danger: true,
      confirm: {
        'zh-CN': '撤回后用户将不再看到该通知，确定撤回？',
        en: 'Users will no longer see this notice. Withdraw it?',
        'zh-TW': '撤回後使用者將不再看到該通知，確定撤回？',
        'pt-BR': 'Os usuários não verão mais este aviso. Retirar?',
      },
    },
  },
});

export const NOTICE_RESOURCES = [sysNoticeResource] as const;
