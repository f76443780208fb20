import { useLingui } from '@lingui/react';
import { rosterDeadlineOf, type Tournament } from '@soccer/contracts';
import { InstalmentSchedule } from '../../../components/details/instalment-schedule';
import { PriceWindowNote, priceNow } from '../../../components/details/price-window-note';
import { facilityLine } from '../../../lib/format';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localDate, localDateRange, localMoney } from '../../../lib/i18n/formats';

/** The side panel of the team registration form; the spec's fallback text when it failed. */
export function TournamentSummary({ tournament, loading }: { tournament?: Tournament; loading: boolean }) {
  const { _ } = useLingui();
  const price = tournament ? priceNow({ ...tournament, cost: tournament.tournamentCost }) : null;
  return (
    <aside className="team-summary card shadow-sm" aria-labelledby="team-summary-title">
      <div className="card-body">
        <p className="team-summary-kicker mb-1" id="team-summary-title">
          {_('team.summary.kicker')}
        </p>
        {loading ? (
          <p className="d-flex align-items-center gap-2 mb-0" role="status">
            <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
            {_('team.summary.loading')}
          </p>
        ) : tournament ? (
          <>
            <h2 className="h4 mb-2">{inReadersLanguage(tournament).tournamentName}</h2>
            <p className="text-body-secondary">{inReadersLanguage(tournament).tournamentDescription}</p>
            <dl className="team-summary-facts mb-0">
              <dt>{_('team.summary.date')}</dt>
              <dd>{localDateRange(tournament.tournamentStartDate, tournament.tournamentEndDate)}</dd>
              <dt>{_('team.summary.ageGroup')}</dt>
              <dd>{tournament.ageRange.ageRangeDescription}</dd>
              <AgeGroupRule ageRange={tournament.ageRange} />
              <dt>{_('team.summary.location')}</dt>
              <dd>{facilityLine(tournament.facility)}</dd>
              <dt>{_('team.summary.cost')}</dt>
              <dd>
                {localMoney(price!.cost)}
                <PriceWindowNote price={price!} />
                {tournament.deposit ? (
                  <span className="d-block small" data-testid="deposit-offer">
                    {_('team.summary.deposit', {
                      deposit: localMoney(tournament.deposit.deposit),
                      balance: localMoney(tournament.deposit.balance),
                      date: localDate(tournament.deposit.balanceDueDate),
                    })}
                  </span>
                ) : null}
                <InstalmentSchedule offer={tournament.instalments} />
              </dd>
              <dt>{_('team.summary.size')}</dt>
              <dd>{_('team.summary.upTo', { count: tournament.maxNumberOfPlayers })}</dd>
              <dt>{_('team.summary.registerBy')}</dt>
              <dd>{localDate(tournament.lastDateToRegister)}</dd>
              <dt>{_('team.summary.rosterUntil')}</dt>
              <dd>{localDate(rosterDeadlineOf(tournament))}</dd>
            </dl>
          </>
        ) : (
          <p className="mb-0">{_('team.summary.unavailable')}</p>
        )}
      </div>
    </aside>
  );
}

/** Who may play in the age group (contracts eligibility), when it says. */
function AgeGroupRule({ ageRange }: { ageRange: Tournament['ageRange'] }) {
  const { _ } = useLingui();
  const { birthDateFrom: from, birthDateTo: to } = ageRange;
  // contracts `birthDateRangeText`, whose English the catalogue repeats (capitalised).
  const born =
    from && to
      ? _('team.rule.bornBetween', { from: localDate(from), to: localDate(to) })
      : from
        ? _('team.rule.bornFrom', { from: localDate(from) })
        : to
          ? _('team.rule.bornTo', { to: localDate(to) })
          : null;
  const gender = ageRange.gender && ageRange.gender !== 'coed' ? _(`team.rule.${ageRange.gender}Only`) : null;
  if (!born && !gender) return null;
  const text = [gender, born];
  return (
    <>
      <dt>{_('team.summary.players')}</dt>
      <dd data-testid="age-group-rule">{text.filter(Boolean).join('; ')}</dd>
    </>
  );
}
