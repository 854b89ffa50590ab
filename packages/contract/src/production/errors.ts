/**
 * Error codes of production (issue 15; spec §8: the QR hints, unbinding after audit, scan with no
 * data). Stations show them as they come, so each says what to do next.
 */
export const PRODUCTION_ERRORS = {
  P1001: {
    'zh-CN': '批次审核后不支持解绑（批次「{code}」）',
    en: 'Unbinding a batch after audit is not supported (batch "{code}")',
    'zh-TW': '批次審核後不支援解除綁定（批次「{code}」）',
    'pt-BR': 'Não é possível desvincular um lote depois de auditado (lote "{code}")',
  },
  P1002: {
    'zh-CN': '暂不支持旧服务器的二维码，请重新打印本件的二维码',
    en: "QR codes of the old server are not supported: print this piece's QR code again",
    'zh-TW': '暫不支援舊伺服器的 QR 碼，請重新列印本件的 QR 碼',
    'pt-BR': 'QR codes do servidor antigo não são suportados: imprima de novo o QR desta peça',
  },
  P1003: {
    'zh-CN': '不是本系统生成的二维码，无法识别',
    en: 'This QR code was not made by this system and cannot be used',
    'zh-TW': '不是本系統產生的 QR 碼，無法識別',
    'pt-BR': 'Este QR code não foi gerado por este sistema e não pode ser usado',
  },
  P1004: {
    'zh-CN': '没有找到「{code}」对应的生产件，请确认扫码枪以回车结束后重新扫码',
    en: 'No piece found for "{code}": make sure the scanner sends Enter, then scan again',
    'zh-TW': '沒有找到「{code}」對應的生產件，請確認掃碼槍以 Enter 結束後重新掃碼',
    'pt-BR': 'Nenhuma peça encontrada para "{code}": verifique se o leitor envia Enter e leia de novo',
  },
  P1005: {
    'zh-CN': '生产件「{code}」应先在「{expected}」工序扫码，本工位是「{actual}」',
    en: 'Piece "{code}" must be scanned at "{expected}" next; this workstation is "{actual}"',
    'zh-TW': '生產件「{code}」應先在「{expected}」製程掃碼，本工位是「{actual}」',
    'pt-BR': 'A peça "{code}" deve passar por "{expected}" antes; esta estação é "{actual}"',
  },
  P1006: {
    'zh-CN': '生产件「{code}」已在「{process}」扫过码',
    en: 'Piece "{code}" has already been scanned at "{process}"',
    'zh-TW': '生產件「{code}」已在「{process}」掃過碼',
    'pt-BR': 'A peça "{code}" já foi lida em "{process}"',
  },
  P1007: {
    'zh-CN': '生产件「{code}」当前状态为「{state}」，不能扫码',
    en: 'Piece "{code}" is "{state}" and cannot be scanned',
    'zh-TW': '生產件「{code}」目前狀態為「{state}」，不能掃碼',
    'pt-BR': 'A peça "{code}" está "{state}" e não pode ser lida',
  },
  P1008: {
    'zh-CN': '工位不存在或已停用',
    en: 'The workstation does not exist or is disabled',
    'zh-TW': '工位不存在或已停用',
    'pt-BR': 'A estação não existe ou está desativada',
  },
  P1009: {
    'zh-CN': '工单「{code}」还有 {open} 件未完成，不能关闭',
    en: 'Work order "{code}" still has {open} unfinished piece(s) and cannot be closed',
    'zh-TW': '工單「{code}」還有 {open} 件未完成，不能關閉',
    'pt-BR': 'A ordem "{code}" ainda tem {open} peça(s) em aberto e não pode ser encerrada',
  },
  P1010: {
    'zh-CN': '工单「{code}」的订单已取消或不再审核通过，不能下达',
    en: 'The order of work order "{code}" is cancelled or no longer passed: it cannot be released',
    'zh-TW': '工單「{code}」的訂單已取消或不再審核通過，不能下達',
    'pt-BR': 'O pedido da ordem "{code}" foi cancelado ou não está mais aprovado: não pode ser liberada',
  },
  P1011: {
    'zh-CN': '产品「{product}」的工艺路线没有工序，不能下达',
    en: 'The process route of product "{product}" has no processes: it cannot be released',
    'zh-TW': '產品「{product}」的製程路線沒有製程，不能下達',
    'pt-BR': 'O roteiro do produto "{product}" não tem processos: não pode ser liberada',
  },
  P1012: {
    'zh-CN': '批次「{code}」已审核，不能再增减生产件',
    en: 'Batch "{code}" is audited: pieces can no longer be added or removed',
    'zh-TW': '批次「{code}」已審核，不能再增減生產件',
    'pt-BR': 'O lote "{code}" já foi auditado: não é possível incluir ou remover peças',
  },
  P1013: {
    'zh-CN': '生产件「{code}」不能加入本批次：{reason}',
    en: 'Piece "{code}" cannot join this batch: {reason}',
    'zh-TW': '生產件「{code}」不能加入本批次：{reason}',
    'pt-BR': 'A peça "{code}" não pode entrar neste lote: {reason}',
  },
  P1014: {
    'zh-CN': '不合格时请选择缺陷项',
    en: 'Choose a defect item for an unqualified piece',
    'zh-TW': '不合格時請選擇缺陷項',
    'pt-BR': 'Escolha um defeito para uma peça reprovada',
  },
  P1015: {
    'zh-CN': '合格数量不能大于报工总数（{total}）',
    en: 'The qualified quantity cannot exceed the total reported ({total})',
    'zh-TW': '合格數量不能大於報工總數（{total}）',
    'pt-BR': 'A quantidade aprovada não pode passar do total apontado ({total})',
  },
  P1016: {
    'zh-CN': '批次「{code}」未审核，不能传图',
    en: 'Batch "{code}" is not audited: its images cannot be transferred yet',
    'zh-TW': '批次「{code}」未審核，不能傳圖',
    'pt-BR': 'O lote "{code}" não foi auditado: as imagens ainda não podem ser transferidas',
  },
  P1017: {
    'zh-CN': '传图失败：{reason}',
    en: 'Image transfer failed: {reason}',
    'zh-TW': '傳圖失敗：{reason}',
    'pt-BR': 'Falha na transferência de imagens: {reason}',
  },
  P1018: {
    'zh-CN': '任务不存在',
    en: 'The task does not exist',
    'zh-TW': '任務不存在',
    'pt-BR': 'A tarefa não existe',
  },
  P1019: {
    'zh-CN': '任务「{code}」已完成，不能调整计划',
    en: 'Task "{code}" is done: its plan cannot be changed',
    'zh-TW': '任務「{code}」已完成，不能調整計畫',
    'pt-BR': 'A tarefa "{code}" está concluída: o plano não pode ser alterado',
  },
  P1020: {
    'zh-CN': '工位不存在、已停用或不属于工序「{process}」',
    en: 'The workstation does not exist, is disabled or does not belong to process "{process}"',
    'zh-TW': '工位不存在、已停用或不屬於製程「{process}」',
    'pt-BR': 'A estação não existe, está desativada ou não pertence ao processo "{process}"',
  },
  P1021: {
    'zh-CN': '不能早于上一道工序「{process}」的计划完工时间 {end}',
    en: 'Cannot start before the previous process "{process}" is planned to end ({end})',
    'zh-TW': '不能早於上一道製程「{process}」的計畫完工時間 {end}',
    'pt-BR': 'Não pode começar antes do fim planejado do processo anterior "{process}" ({end})',
  },
  P1022: {
    'zh-CN': '任务已被他人修改，请刷新后重试',
    en: 'The task was changed by someone else: reload and try again',
    'zh-TW': '任務已被他人修改，請重新整理後再試',
    'pt-BR': 'A tarefa foi alterada por outra pessoa: recarregue e tente de novo',
  },
  P1023: {
    'zh-CN': '日期范围最多 {days} 天',
    en: 'The date range may span at most {days} days',
    'zh-TW': '日期範圍最多 {days} 天',
    'pt-BR': 'O período pode ter no máximo {days} dias',
  },
  P1024: {
    'zh-CN': '{horizon} 天内没有可用的工作时间，无法排程',
    en: 'No working time in the next {horizon} days: the task cannot be scheduled',
    'zh-TW': '{horizon} 天內沒有可用的工作時間，無法排程',
    'pt-BR': 'Não há horário de trabalho nos próximos {horizon} dias: a tarefa não pode ser programada',
  },
  P1025: {
    'zh-CN': '烫画批次「{code}」尚未审核，不能完成',
    en: 'Heat-print batch "{code}" is not audited: it cannot be completed',
    'zh-TW': '燙畫批次「{code}」尚未審核，不能完成',
    'pt-BR': 'O lote de transfer "{code}" não foi auditado: não pode ser concluído',
  },
  P1026: {
    'zh-CN': '烫画批次「{code}」的膜还没有传图，不能完成',
    en: 'The gang sheets of heat-print batch "{code}" have not been transferred: it cannot be completed',
    'zh-TW': '燙畫批次「{code}」的膜還沒有傳圖，不能完成',
    'pt-BR': 'As folhas do lote de transfer "{code}" não foram transferidas: não pode ser concluído',
  },
  P1027: {
    'zh-CN': '工单「{code}」没有工序「{process}」的任务（工序不在其工艺路线上，或工单尚未下达）',
    en: 'Work order "{code}" has no task at process "{process}" (the process is not on its route, or the work order is not released yet)',
    'zh-TW': '工單「{code}」沒有製程「{process}」的任務（製程不在其製程路線上，或工單尚未下達）',
    'pt-BR':
      'A ordem "{code}" não tem tarefa no processo "{process}" (o processo não está na sua rota, ou a ordem ainda não foi liberada)',
  },
  P1028: {
    'zh-CN': '缺陷项数量合计 {defects} 不能大于不合格数 {unqualified}',
    en: 'The defect items add up to {defects}, more than the {unqualified} unqualified',
    'zh-TW': '缺陷項數量合計 {defects} 不能大於不合格數 {unqualified}',
    'pt-BR': 'Os defeitos somam {defects}, mais que os {unqualified} reprovados',
  },
  P1029: {
    'zh-CN': '生产件「{code}」不是直喷件：烫画件随其烫画批次的膜重打',
    en: 'Piece "{code}" is not a direct-print piece: heat-transfer pieces are reprinted with their batch\'s gang sheets',
    'zh-TW': '生產件「{code}」不是直噴件：燙畫件隨其燙畫批次的膜重打',
    'pt-BR': 'A peça "{code}" não é de impressão direta: peças de transfer são reimpressas com as folhas do seu lote',
  },
  P1030: {
    'zh-CN': '扫码已记录，但打印文件未能写入热文件夹：{reason}。请检查热文件夹后在「传图」页面重试',
    en: 'The scan is recorded, but the print files could not be written to the hot folder: {reason}. Check the hot folder, then retry on the Image transfer page',
    'zh-TW': '掃碼已記錄，但列印檔案未能寫入熱資料夾：{reason}。請檢查熱資料夾後在「傳圖」頁面重試',
    'pt-BR':
      'A leitura foi registrada, mas os arquivos de impressão não puderam ser gravados na pasta quente: {reason}. Verifique a pasta e tente de novo na página Transferência de imagens',
  },
  P1031: {
    'zh-CN': '「{code}」已传过图，请使用重试',
    en: '"{code}" has already been transferred: use retry',
    'zh-TW': '「{code}」已傳過圖，請使用重試',
    'pt-BR': '"{code}" já foi transferido: use tentar novamente',
  },
  P1032: {
    'zh-CN': '「{code}」没有失败的传图可重试',
    en: '"{code}" has no failed transfer to retry',
    'zh-TW': '「{code}」沒有失敗的傳圖可重試',
    'pt-BR': '"{code}" não tem transferência com falha para repetir',
  },
  P1033: {
    'zh-CN': '生产件「{code}」还没有在带热文件夹的打印工位扫码',
    en: 'Piece "{code}" has not been scanned at a print workstation with a hot folder',
    'zh-TW': '生產件「{code}」還沒有在帶熱資料夾的列印工位掃碼',
    'pt-BR': 'A peça "{code}" ainda não foi lida numa estação de impressão com pasta quente',
  },
  P1034: {
    'zh-CN': '设备「{device}」不属于工位「{workstation}」的设备类型，不能更换',
    en: 'Device "{device}" is not of the device type of workstation "{workstation}"',
    'zh-TW': '設備「{device}」不屬於工位「{workstation}」的設備類型，不能更換',
    'pt-BR': 'O equipamento "{device}" não é do tipo da estação "{workstation}"',
  },
  P1035: {
    'zh-CN': '报工已完成（已审核），不能更换设备',
    en: 'The work report is completed (audited): its device cannot be changed',
    'zh-TW': '報工已完成（已審核），不能更換設備',
    'pt-BR': 'O apontamento está concluído (auditado): o equipamento não pode ser trocado',
  },
  P1036: {
    'zh-CN': '生产件「{code}」还没有在「{process}」扫码打印，请先扫码，不能重打',
    en: 'Piece "{code}" has not been printed at "{process}" yet: scan it there first, a reprint comes after',
    'zh-TW': '生產件「{code}」還沒有在「{process}」掃碼列印，請先掃碼，不能重打',
    'pt-BR': 'A peça "{code}" ainda não foi impressa em "{process}": leia-a lá primeiro, a reimpressão vem depois',
  },
  P1037: {
    'zh-CN': '生产件「{code}」在「{expected}」打印，本工位是「{actual}」，不能在此重打',
    en: 'Piece "{code}" is printed at "{expected}"; this workstation is "{actual}": it cannot be reprinted here',
    'zh-TW': '生產件「{code}」在「{expected}」列印，本工位是「{actual}」，不能在此重打',
    'pt-BR': 'A peça "{code}" é impressa em "{expected}"; esta estação é "{actual}": não pode ser reimpressa aqui',
  },
  P1038: {
    'zh-CN': '重打已记录，但打印文件未能写入热文件夹：{reason}。请检查热文件夹后在「传图」页面重试',
    en: 'The reprint is logged, but the print files could not be written to the hot folder: {reason}. Check the hot folder, then retry on the Image transfer page',
    'zh-TW': '重打已記錄，但列印檔案未能寫入熱資料夾：{reason}。請檢查熱資料夾後在「傳圖」頁面重試',
    'pt-BR':
      'A reimpressão foi registrada, mas os arquivos não puderam ser gravados na pasta quente: {reason}. Verifique a pasta e tente de novo na página Transferência de imagens',
  },
  P1039: {
    'zh-CN': '合并至少需要选择两张同一产品的待下达工单',
    en: 'A merge needs at least two work orders of one product, to release',
    'zh-TW': '合併至少需要選擇兩張同一產品的待下達工單',
    'pt-BR': 'Uma mescla precisa de pelo menos duas ordens de um produto, a liberar',
  },
  P1040: {
    'zh-CN': '只能合并同一产品的工单：{detail}',
    en: 'Only work orders of one product can be merged: {detail}',
    'zh-TW': '只能合併同一產品的工單：{detail}',
    'pt-BR': 'Só ordens de um mesmo produto podem ser mescladas: {detail}',
  },
  P1043: {
    'zh-CN': '工单「{code}」本身是合并生成的，请先拆分再合并',
    en: 'Work order "{code}" is itself a merge: split it first, then merge',
    'zh-TW': '工單「{code}」本身是合併產生的，請先拆分再合併',
    'pt-BR': 'A ordem "{code}" já é uma mescla: desfaça-a primeiro e depois mescle',
  },
  P1044: {
    'zh-CN': '只有合并生成的工单可以拆分',
    en: 'Only a work order made by a merge can be split',
    'zh-TW': '只有合併產生的工單可以拆分',
    'pt-BR': 'Só uma ordem criada por mescla pode ser desfeita',
  },
  P1045: {
    'zh-CN': '工单「{code}」由合并生成：产品和数量来自被合并的工单，要修改或删除请先拆分',
    en: 'Work order "{code}" is a merge: its product and quantity come from the merged work orders; split it to change or delete them',
    'zh-TW': '工單「{code}」由合併產生：產品和數量來自被合併的工單，要修改或刪除請先拆分',
    'pt-BR':
      'A ordem "{code}" é uma mescla: produto e quantidade vêm das ordens mescladas; desfaça a mescla para alterá-los ou excluí-la',
  },
  P1041: {
    'zh-CN': '订单「{code}」不能生成工单：不存在、不是本工厂的订单、未审核通过或已取消',
    en: 'Order "{code}" cannot make work orders: it is not found, not this factory\'s, not passed or cancelled',
    'zh-TW': '訂單「{code}」不能產生工單：不存在、不是本工廠的訂單、未審核通過或已取消',
    'pt-BR':
      'O pedido "{code}" não pode gerar ordens: não foi encontrado, não é desta fábrica, não foi aprovado ou foi cancelado',
  },
  P1042: {
    'zh-CN': '订单「{code}」已映射产品的明细都已有工单，没有可生成的',
    en: 'Every mapped line of order "{code}" already has its work order: nothing to make',
    'zh-TW': '訂單「{code}」已對應產品的明細都已有工單，沒有可產生的',
    'pt-BR': 'Toda linha mapeada do pedido "{code}" já tem sua ordem: nada a gerar',
  },
  P1046: {
    'zh-CN':
      '生产件「{code}」所在批次「{batch}」在打印机「{batchPrinter}」打印，本工位是打印机「{printer}」：请到「{batchPrinter}」扫码',
    en: 'Piece "{code}" is in batch "{batch}", printed on printer "{batchPrinter}"; this workstation prints on "{printer}": scan it at "{batchPrinter}"',
    'zh-TW':
      '生產件「{code}」所在批次「{batch}」在印表機「{batchPrinter}」列印，本工位是印表機「{printer}」：請到「{batchPrinter}」掃碼',
    'pt-BR':
      'A peça "{code}" está no lote "{batch}", impresso na impressora "{batchPrinter}"; esta estação imprime em "{printer}": leia-a em "{batchPrinter}"',
  },
  P1047: {
    'zh-CN':
      '生产件「{code}」所在批次「{batch}」在打印机「{batchPrinter}」打印，本工位是打印机「{printer}」：在此打印需填写原因',
    en: 'Piece "{code}" is in batch "{batch}", printed on printer "{batchPrinter}"; this workstation prints on "{printer}": give a reason to print it here',
    'zh-TW':
      '生產件「{code}」所在批次「{batch}」在印表機「{batchPrinter}」列印，本工位是印表機「{printer}」：在此列印需填寫原因',
    'pt-BR':
      'A peça "{code}" está no lote "{batch}", impresso na impressora "{batchPrinter}"; esta estação imprime em "{printer}": informe um motivo para imprimi-la aqui',
  },
} as const;
