import { useLingui } from '@lingui/react';
import { type CampSession, type CancellationPolicy, mapSearchUrl } from '@soccer/contracts';
import type { ReactNode } from 'react';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localMoney } from '../../../lib/i18n/formats';

/**
 * One part of a camp session's page: a heading and what it holds, or nothing at all when there is
 * nothing to show (a camp without notes has no "What to bring"). Each later fact of the
 * catalogue (photos, coaches, questions) is one more section.
 */
export function SessionSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <section className="session-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Paragraphs from staff's text (blank lines separate them; single line ends stay). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => (
          <p key={p} className="session-text">
            {p}
          </p>
        ))}
    </>
  );
}

/** The camp's description in the reader's language. */
export function AboutSection({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const text = inReadersLanguage(session.campSpec).catalogDescription.trim();
  return (
    <SessionSection id="about" title={_('session.about')}>
      {text ? <Paragraphs text={text} /> : null}
    </SessionSection>
  );
}

/**
 * The facility, its street address, a map link (a plain link to a map search: no map script on
 * the page; its accessible name starts with its visible words) and the venue notes.
 */
export function WhereSection({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const notes = session.details ? inReadersLanguage(session.details).venueNotes.trim() : '';
  const { facilityName, addressLine1, city, state, zipCode } = session.campFacility;
  const address = [addressLine1, `${city}, ${state} ${zipCode}`.trim()].filter(Boolean).join(', ');
  return (
    <SessionSection id="where" title={_('session.where')}>
      <address className="mb-2">
        <strong>{facilityName}</strong>
        <br />
        {addressLine1 ? (
          <>
            {addressLine1}
            <br />
          </>
        ) : null}
        {city}, {state} {zipCode}
      </address>
      <a
        href={mapSearchUrl(`${facilityName}, ${address}`)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={_('session.mapOf', { place: facilityName })}
      >
        {_('session.map')}
      </a>
      {notes ? <Paragraphs text={notes} /> : null}
    </SessionSection>
  );
}

/** What to bring (the camp's attendee notes), in the reader's language. */
export function BringSection({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const text = inReadersLanguage(session.campSpec).attendeeNotes.trim();
  return (
    <SessionSection id="bring" title={_('session.bring')}>
      {text ? <Paragraphs text={text} /> : null}
    </SessionSection>
  );
}

/** The cancellation policy in force, in plain words (contracts `describePolicy`, translated). */
export function usePolicyText(policy: CancellationPolicy): string {
  const { _ } = useLingui();
  if (policy.feeDays === policy.fullRefundDays)
    return _('session.policy.oneStep', { fullDays: policy.fullRefundDays });
  const fee =
    policy.fee.kind === 'amount'
      ? _('session.policy.feeAmount', { amount: localMoney(policy.fee.cents / 100) })
      : _('session.policy.feePercent', { percent: policy.fee.percent });
  return _('session.policy.twoSteps', { fullDays: policy.fullRefundDays, feeDays: policy.feeDays, fee });
}

function PolicyText({ policy }: { policy: CancellationPolicy }) {
  return <p className="mb-0">{usePolicyText(policy)}</p>;
}

export function PolicySection({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const policy = session.cancellationPolicy;
  return (
    <SessionSection id="policy" title={_('session.policy')}>
      {policy ? <PolicyText policy={policy} /> : null}
    </SessionSection>
  );
}
