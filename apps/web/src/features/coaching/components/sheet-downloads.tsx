import { useLingui } from '@lingui/react';
import { apiPaths, type RosterSheetKind } from '@soccer/contracts';
import { ExportButton } from '../../../components/ui/export-button';

/**
 * The paper backup of a session's day (decision 0095): the printable roster and the sign-in/sign-out
 * sheet, as PDF with the caller's token. Each download that carries medical notes is a recorded
 * view on the server, as the roster page is. `day` '' lets the server pick today's (within the session).
 */
export function SheetDownloads({ sessionId, day }: { sessionId: number; day: string }) {
  const { _ } = useLingui();
  const query = day ? `?day=${encodeURIComponent(day)}` : '';
  const button = (sheet: RosterSheetKind, label: string) => (
    <ExportButton
      label={label}
      path={`${apiPaths.coachSessionSheet(sessionId, sheet)}${query}`}
      fallbackName={() => `${sheet}-${sessionId}${day ? `-${day}` : ''}.pdf`}
      failureText={() => _('coaching.print.failed')}
      variant="outline-primary"
    />
  );
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" data-testid="sheet-downloads">
      {button('roster', _('coaching.print.roster'))}
      {button('sign-in', _('coaching.print.signIn'))}
    </div>
  );
}
