import type { CoachRoster, CoachRosterItem } from '@soccer/contracts';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useOnline } from '../../../hooks/use-online';
import { useAuth } from '../../../lib/auth/auth-provider';
import { HttpError, useHttp } from '../../../lib/http';
import { sweepKept } from '../../../lib/offline/kept';
import { sessionRoster } from '../api/coach-rosters';
import { browserToday } from '../components/roster-item-title';
import { forgetRoster, keepRoster, keptRoster } from './kept-rosters';

// The query library starts out assuming a connection and learns of changes from events only: a
// coach page opened without signal would ask the server, fail, and toast. Told at once, it waits
// (paused reads go out when the connection returns) and the page shows the kept copy.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** What the roster page shows when the server's answer is not there: the kept copy and its time. */
export interface KeptRosterState {
  roster: CoachRoster | undefined;
  /** When the kept copy was read from the server (ISO instant); null when none is shown. */
  savedAt: string | null;
  /** The phone is being looked at for a kept copy. */
  looking: boolean;
  /** Online, the server's answer is still on its way: the kept copy stands in until it comes. */
  updating: boolean;
}

/**
 * The roster page's offline half (decision 0107): keeps today's roster when it is read online, and
 * answers the copy kept for this account (if any) while there is no answer from the server:
 * offline, when the read reached no server, and online until the answer comes (decision 0118: a
 * returning coach sees the roster at once). A server's refusal (403: no longer assigned; 404)
 * never shows the kept copy.
 */
export function useKeptRoster(
  sessionId: number,
  day: string,
  fresh: CoachRoster | undefined,
  readError: unknown,
): KeptRosterState {
  const failed = Boolean(readError) && !(readError instanceof HttpError);
  const { user } = useAuth();
  const online = useOnline();
  const owner = user?.id ?? '';
  const [kept, setKept] = useState<Omit<KeptRosterState, 'updating'>>({
    roster: undefined,
    savedAt: null,
    looking: true,
  });

  useEffect(() => {
    if (fresh && owner) void keepRoster(owner, fresh).catch(() => undefined);
  }, [fresh, owner]);

  // No longer this coach's (403) or gone (404): the copy on the phone goes too.
  const refused = readError instanceof HttpError && (readError.status === 403 || readError.status === 404);
  useEffect(() => {
    if (refused && sessionId > 0) void forgetRoster(sessionId, day).catch(() => undefined);
  }, [refused, sessionId, day]);

  // Online with no error yet, the read is on its way.
  const updating = online && !readError;
  const wanted = !fresh && Boolean(owner) && sessionId > 0 && (!online || failed || updating);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void keptRoster(owner, sessionId, day)
      .then((record) => {
        if (live) setKept({ roster: record?.value, savedAt: record?.savedAt ?? null, looking: false });
      })
      .catch(() => {
        if (live) setKept({ roster: undefined, savedAt: null, looking: false });
      });
    return () => {
      live = false;
    };
  }, [wanted, owner, sessionId, day]);

  return wanted
    ? { ...kept, updating }
    : { roster: undefined, savedAt: null, looking: false, updating: false };
}

/**
 * On the coach's list page, online: reads and keeps today's rosters of the sessions assigned, so
 * that they open on the field without signal. Each is a read of the notes, recorded as any view.
 */
export function useKeepTodaysRosters(items: CoachRosterItem[] | undefined): void {
  const { user } = useAuth();
  const http = useHttp();
  const client = useQueryClient();
  const owner = user?.id ?? '';
  useEffect(() => {
    if (!items || !owner || !navigator.onLine) return;
    const today = browserToday();
    const todays = items.filter((i) => i.kind === 'session' && i.startDate <= today && today <= i.endDate);
    void (async () => {
      await sweepKept(owner);
      for (const item of todays) {
        // A session that does not meet today answers 400: nothing to keep for it.
        const roster = await client.fetchQuery(sessionRoster.options(http, item.id, today)).catch(() => null);
        if (roster) await keepRoster(owner, roster);
      }
    })().catch(() => undefined);
  }, [items, owner, http, client]);
}
