import { useLingui } from '@lingui/react';
import { apiPaths, type CalendarKind, calendarFileName } from '@soccer/contracts';
import { ExportButton } from '../../../components/ui/export-button';

/**
 * 'Add to calendar' for a paid registration: downloads its .ics (the camp's days at their daily
 * times in the facility's zone, or the tournament's dates), which a phone or computer opens in
 * its calendar app. Written in the language the site shows.
 */
export function AddToCalendar({ kind, id, context }: { kind: CalendarKind; id: number; context: string }) {
  const { _ } = useLingui();
  return (
    <ExportButton
      label={_('calendar.add')}
      variant="outline-primary"
      size="sm"
      context={context}
      path={kind === 'camp' ? apiPaths.campCalendar(id) : apiPaths.tournamentCalendar(id)}
      fallbackName={() => calendarFileName(kind, id)}
      failureText={() => _('calendar.addFailed')}
    />
  );
}
