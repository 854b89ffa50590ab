import type { Language } from '../languages.ts';

/** Error codes of the scheduled jobs (modules/sysJob), group D1100, merged into ERROR_MESSAGES. */
export const SYS_JOB_ERRORS = {
  D1100: {
    'zh-CN': '作业「{jobId}」不存在',
    en: 'Job "{jobId}" does not exist',
    'zh-TW': '作業「{jobId}」不存在',
    'pt-BR': 'A tarefa "{jobId}" não existe',
  },
  D1101: {
    'zh-CN': '作业编号「{jobId}」已存在',
    en: 'A job with the id "{jobId}" already exists',
    'zh-TW': '作業編號「{jobId}」已存在',
    'pt-BR': 'Já existe uma tarefa com o id "{jobId}"',
  },
  D1102: {
    'zh-CN': 'Cron 表达式无效：{detail}',
    en: 'Invalid cron expression: {detail}',
    'zh-TW': 'Cron 運算式無效：{detail}',
    'pt-BR': 'Expressão cron inválida: {detail}',
  },
  D1103: {
    'zh-CN': '触发器「{triggerId}」不存在',
    en: 'Trigger "{triggerId}" does not exist',
    'zh-TW': '觸發器「{triggerId}」不存在',
    'pt-BR': 'O gatilho "{triggerId}" não existe',
  },
  D1104: {
    'zh-CN': '作业「{jobId}」已有触发器「{triggerId}」',
    en: 'Job "{jobId}" already has a trigger "{triggerId}"',
    'zh-TW': '作業「{jobId}」已有觸發器「{triggerId}」',
    'pt-BR': 'A tarefa "{jobId}" já tem um gatilho "{triggerId}"',
  },
  D1105: {
    'zh-CN': '没有名为「{jobType}」的作业处理程序（可用：{known}）',
    en: 'No job handler is named "{jobType}" (available: {known})',
    'zh-TW': '沒有名為「{jobType}」的作業處理程式（可用：{known}）',
    'pt-BR': 'Nenhum executor de tarefa se chama "{jobType}" (disponíveis: {known})',
  },
  D1106: {
    'zh-CN': '结束时间必须晚于开始时间',
    en: 'The end time must be after the start time',
    'zh-TW': '結束時間必須晚於開始時間',
    'pt-BR': 'O horário de término deve ser posterior ao de início',
  },
  D1107: {
    'zh-CN': '未知的时区「{timeZone}」',
    en: 'Unknown time zone "{timeZone}"',
    'zh-TW': '未知的時區「{timeZone}」',
    'pt-BR': 'Fuso horário desconhecido "{timeZone}"',
  },
  D1108: {
    'zh-CN': 'Cron 表达式「{args}」以后不会再触发',
    en: 'The cron expression "{args}" never fires again',
    'zh-TW': 'Cron 運算式「{args}」以後不會再觸發',
    'pt-BR': 'A expressão cron "{args}" não dispara mais',
  },
  D1109: {
    'zh-CN': '作业「{jobId}」正在执行，且不允许并发执行，请等它结束后再试',
    en: 'Job "{jobId}" is running and does not allow concurrent runs; try again when it has finished',
    'zh-TW': '作業「{jobId}」正在執行，且不允許並行執行，請等它結束後再試',
    'pt-BR': 'A tarefa "{jobId}" está em execução e não permite execuções simultâneas; tente de novo quando terminar',
  },
  D1110: {
    'zh-CN': '作业「{jobId}」刚刚已被手动执行（同一时刻的重复请求），未重复执行',
    en: 'Job "{jobId}" was just run by another request at the same instant; it was not run twice',
    'zh-TW': '作業「{jobId}」剛剛已被手動執行（同一時刻的重複請求），未重複執行',
    'pt-BR':
      'A tarefa "{jobId}" acabou de ser executada por outra solicitação no mesmo instante; não foi executada duas vezes',
  },
  D1111: {
    'zh-CN': '此服务器实例未运行作业调度器，无法立即执行作业',
    en: 'This server instance runs no job scheduler, so it cannot run a job now',
    'zh-TW': '此伺服器執行個體未執行作業排程器，無法立即執行作業',
    'pt-BR': 'Esta instância do servidor não executa o agendador de tarefas, então não pode executar uma tarefa agora',
  },
} as const satisfies Record<string, Record<Language, string>>;
