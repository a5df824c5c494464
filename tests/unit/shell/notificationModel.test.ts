import { describe, expect, it } from 'vitest';
import {
  allWatched,
  noticeTarget,
  toNotices,
  typeLabelKey,
  unseenCount,
  withWatched,
  type PortalNotice,
} from '../../../src/custom/notifications/notificationModel';

const notice = (over: Partial<PortalNotice>): PortalNotice => ({
  id: 1,
  watched: false,
  type: 'INFO',
  title: 't',
  data: {},
  ...over,
});

describe('notification rules', () => {
  it('NOT-006 NOT-007: APPOINTMENT and DRC open the import pickup detail of their container', () => {
    expect(noticeTarget(notice({ type: 'APPOINTMENT', data: { containerId: 123456, operationId: 7654321 } }))).toBe(
      '/import/management/123456/7654321/detailRetiro',
    );
    expect(noticeTarget(notice({ type: 'DRC', data: { containerId: '42', operationId: '99' } }))).toBe(
      '/import/management/42/99/detailRetiro',
    );
  });

  it('NOT-008: other types, or a pickup notice without its ids, open nothing', () => {
    expect(noticeTarget(notice({ type: 'INVOICE', data: { containerId: 1, operationId: 2 } }))).toBeUndefined();
    expect(noticeTarget(notice({ type: 'INFO' }))).toBeUndefined();
    expect(noticeTarget(notice({ type: 'APPOINTMENT', data: { containerId: 1 } }))).toBeUndefined();
    expect(noticeTarget(notice({ type: 'DRC', data: null }))).toBeUndefined();
  });

  it('NOT-004 NOT-005: unseen count, all watched, one watched', () => {
    const list = [notice({ id: 1 }), notice({ id: 2, watched: true }), notice({ id: 3 })];
    expect(unseenCount(list)).toBe(2);
    expect(unseenCount(allWatched(list))).toBe(0);
    const one = withWatched(list, '3');
    expect(one.map((n) => n.watched)).toEqual([false, true, true]);
    expect(withWatched(list, 1, notice({ id: 1, watched: true, title: 'nuevo' }))[0]).toMatchObject({
      watched: true,
      title: 'nuevo',
    });
    expect(list[0].watched).toBe(false); // never mutated
  });

  it('NOT-009: server rows become notices; anything without an id is dropped; types get Spanish labels', () => {
    expect(toNotices([{ id: 5, watched: 'yes', type: 'DRC' }, { title: 'sin id' }, null, 'x'])).toEqual([
      { id: 5, watched: false, type: 'DRC' },
    ]);
    expect(toNotices({ not: 'a list' })).toEqual([]);
    expect(typeLabelKey('APPOINTMENT')).toBe('app.notifications.types.APPOINTMENT');
    expect(typeLabelKey('SOMETHING_NEW')).toBe('app.notifications.types.other');
  });
});
