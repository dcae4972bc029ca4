/**
 * The timing rules of core spec §4, §8 and §9 with the spec's own figures written out here, and the
 * behaviour each constant drives (debounce, de-duplication, toast duration).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, ERROR_DEDUP_MS, EXPORT_TIMEOUT_MS } from '../../../src/config/constants';
import { NOTIFY_TOAST_DEDUP_MS, NOTIFY_TOAST_SECONDS } from '../../../src/config/notify';
import { TICKET_RECOMPUTE_DEBOUNCE_MS } from '../../../src/config/tickets';
import { debounceRowUpdates } from '../../../src/fees';
import { createDeduper } from '../../../src/http/dedupe';
import { toNotifyItem } from '../../../src/notify/types';
import { notifyToast } from '../../../renderers/shell/navbar/notify-toast';

describe('spec timings', () => {
  it('use the spec’s figures: 300 ms recompute, 10 s toast, 3 s de-duplication, 5 s API, 6 min export', () => {
    expect(TICKET_RECOMPUTE_DEBOUNCE_MS).toBe(300);
    expect(NOTIFY_TOAST_SECONDS).toBe(10);
    expect(NOTIFY_TOAST_DEDUP_MS).toBe(3000);
    expect(ERROR_DEDUP_MS).toBe(3000);
    expect(API_TIMEOUT_MS).toBe(5000);
    expect(EXPORT_TIMEOUT_MS).toBe(360000);
  });

  describe('ticket rules recompute at most every 300 ms while the user types', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('runs once, 300 ms after the last change, with the last form data', () => {
      const recompute = vi.fn();
      const debouncer = debounceRowUpdates<{ amount: string }>(recompute, TICKET_RECOMPUTE_DEBOUNCE_MS);
      debouncer.push({ amount: '1' });
      vi.advanceTimersByTime(200);
      debouncer.push({ amount: '12' });
      vi.advanceTimersByTime(299);
      expect(recompute).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(recompute).toHaveBeenCalledTimes(1);
      expect(recompute).toHaveBeenCalledWith({ amount: '12' });
    });
  });

  it('a pushed message toast stays 10 s, top right, and a click closes it and opens the message', () => {
    const item = toNotifyItem({ id: 5, title: '异常待处理', message: '运单 YD001 超时' });
    const opened = vi.fn();
    const closed = vi.fn();
    const toast = notifyToast(item, '新消息', opened, closed);
    expect(toast).toMatchObject({ duration: 10, placement: 'topRight', message: '异常待处理', description: '运单 YD001 超时' });
    toast.onClick?.();
    expect(closed).toHaveBeenCalledWith(toast.key);
    expect(opened).toHaveBeenCalledWith(item);
    expect(notifyToast(toNotifyItem({ id: 6, message: '无标题' }), '新消息', opened, closed).message).toBe('新消息');
  });

  it('the same toast or error text shows once within 3 s and again from 3 s on', () => {
    for (const windowMs of [NOTIFY_TOAST_DEDUP_MS, ERROR_DEDUP_MS]) {
      let at = 0;
      const shouldShow = createDeduper(windowMs, () => at);
      expect(shouldShow('Network Error')).toBe(true);
      at = 2999;
      expect(shouldShow('Network Error')).toBe(false);
      at = 3000;
      expect(shouldShow('Network Error')).toBe(true);
    }
  });
});
