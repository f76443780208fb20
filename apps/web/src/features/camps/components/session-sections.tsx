import { useLingui } from '@lingui/react';
import type { CampSession, CancellationPolicy } from '@soccer/contracts';
import { DetailSection, PlaceSection, TextSection } from '../../../components/details/detail-sections';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localMoney } from '../../../lib/i18n/formats';

/** The camp's description in the reader's language. */
export function AboutSection({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  return (
    <TextSection
      id="about"
      title={_('session.about')}
      text={inReadersLanguage(session.campSpec).catalogDescription}
    />
  );
}

/** The facility, its address with a map link, and the venue notes (the session's or the camp's). */
export function WhereSection({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const facility = session.campFacility;
  return (
    <PlaceSection
      title={_('session.where')}
      facility={facility}
      notes={session.details ? inReadersLanguage(session.details).venueNotes : ''}
      mapText={_('session.map')}
      mapLabel={_('session.mapOf', { place: facility.facilityName })}
    />
  );
}

/** What to bring (the camp's attendee notes), in the reader's language. */
export function BringSection({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  return (
    <TextSection
      id="bring"
      title={_('session.bring')}
      text={inReadersLanguage(session.campSpec).attendeeNotes}
    />
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
    <DetailSection id="policy" title={_('session.policy')}>
      {policy ? <PolicyText policy={policy} /> : null}
    </DetailSection>
  );
}
