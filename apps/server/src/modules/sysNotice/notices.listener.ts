import { onEvent } from '../../events/listeners.ts';
import { publishLive } from '../live/index.ts';

interface NoticeEventPayload {
  row: { id: number; title: string; type: number; publicTime: string | null; publicUserName: string | null };
}

/**
 * The bells of the tenant's open consoles: a published notice pops up, a withdrawn one
 * leaves. Fed from the outbox after commit; the live NOTIFY goes out with the delivery's
 * commit, so a retried delivery does not push twice.
 */
export function registerSysNoticeListeners(): void {
  onEvent<NoticeEventPayload>('sysNotice.published', 'live.pushNotice', async (event, { tx }) => {
    const { row } = event.payload;
    await publishLive(tx, {
      tenantIds: [event.tenantId],
      event: {
        type: 'notice',
        notice: {
          id: event.aggregateId,
          title: row.title,
          type: row.type,
          publicTime: row.publicTime,
          publicUserName: row.publicUserName,
        },
      },
    });
  });
  onEvent('sysNotice.withdrawn', 'live.noticeWithdrawn', async (event, { tx }) => {
    await publishLive(tx, {
      tenantIds: [event.tenantId],
      event: { type: 'noticeChanged', noticeId: event.aggregateId },
    });
  });
}
