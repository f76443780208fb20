import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '../lib/http';
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
 * Sends the outbox with the signed-in account's token: when the page starts, when the connection
 * returns, and when a write is queued while online. A page that queues writes mounts it once.
 */
export function useOutboxSender(): void {
  const { secureFetch } = useHttp();
  const send = useCallback<WriteSender>(
    async (write) =>
      (await secureFetch(write.path, { method: write.method, body: write.body, read: async () => null }))
        .status,
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
