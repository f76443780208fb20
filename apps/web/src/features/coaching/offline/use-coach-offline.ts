import { useEffect } from 'react';
import { useOutboxSender } from '../../../hooks/use-outbox';
import { useAuth } from '../../../lib/auth/auth-provider';
import { sweepKept } from '../../../lib/offline/kept';
import { useTapAnswers } from './queued-taps';

/** The coach's pages' worker: the built app kept for offline use, never API answers (decision 0108). */
export const coachWorkerUrl = '/coach-sw.js';
/** Only the coach's pages are under it: the public pages never load through a worker. */
export const coachWorkerScope = '/coach';

/**
 * What every coach page does for the field without signal: registers the coach pages' worker (a
 * production build only), sends the outbox when it can (the taps' answers onto the roster), and deletes what this phone kept for
 * another account or past its day (decision 0107).
 */
export function useCoachOffline(): void {
  useOutboxSender(useTapAnswers());
  const { user } = useAuth();
  const owner = user?.id ?? '';
  useEffect(() => {
    if (owner) void sweepKept(owner).catch(() => undefined);
  }, [owner]);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    void navigator.serviceWorker
      .register(coachWorkerUrl, { scope: coachWorkerScope, updateViaCache: 'none' })
      .catch(() => undefined);
  }, []);
}
