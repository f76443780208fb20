import { useCallback, useEffect, useRef, useState } from 'react';
import { type HttpResult, useHttp } from '../lib/http';
import {
  flushOutbox,
  onOutboxChange,
  pendingWrites,
  type QueuedWrite,
  type WriteSender,
} from '../lib/offline/outbox';

/** The writes of this device not yet sent (oldest first) and their count, kept current across tabs. */
export function usePendingWrites(): { count: number; writes: QueuedWrite[] } {
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void pendingWrites()
        .then((list) => {
          if (live) setWrites(list);
        })
        .catch(() => undefined);
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return { count: writes.length, writes };
}

/**
 * What the server answered to a write of the outbox, told before the outbox lets it go: the page
 * that queued it shows the result (a 2xx) or the refusal (a 4xx that removes it, decision 0108).
 */
export type OutboxAnswer = (write: QueuedWrite, answer: HttpResult<unknown>) => void;

/**
 * Sends the outbox with the signed-in account's token: when the page starts, when the connection
 * returns, and when a write is queued while online. A page that queues writes mounts it once.
 */
export function useOutboxSender(onAnswer?: OutboxAnswer): void {
  const { secureFetch } = useHttp();
  const answered = useRef(onAnswer);
  answered.current = onAnswer;
  const send = useCallback<WriteSender>(
    async (write) => {
      const answer = await secureFetch(write.path, { method: write.method, body: write.body });
      answered.current?.(write, answer);
      return answer.status;
    },
    [secureFetch],
  );
  useEffect(() => {
    const flush = () => {
      if (navigator.onLine) void flushOutbox(send).catch(() => undefined);
    };
    flush();
    window.addEventListener('online', flush);
    const stop = onOutboxChange(flush);
    return () => {
      window.removeEventListener('online', flush);
      stop();
    };
  }, [send]);
}
