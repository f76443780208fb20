import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import {
  acceptanceErrors,
  type ConsentDocument,
  tournamentRegistrationLimits as limits,
  type Tournament,
  teamEligibilityErrors,
  todayIsoDate,
  tournamentRegistrationRequestSchema,
  waitlistMessages,
} from '@soccer/contracts';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ArrayError } from '../../../components/form/array-error';
import { EligibilityExceptionField } from '../../../components/form/eligibility-exception-field';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useCheckWhenEntered, withRuleErrors } from '../../../components/form/rule-errors';
import type { TextFieldProps } from '../../../components/form/text-field';
import { TextFields } from '../../../components/form/text-fields';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { WaiversSection } from '../../../components/registration/waivers-section';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { hasStaffRole } from '../../../lib/auth/auth-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { validationText } from '../../../lib/i18n/form-texts';
import { useJoinTeamWaitlist } from '../api/join-waitlist';
import { useRegisterTournament } from '../api/register-tournament';
import { InvitedPlayerFields } from './invited-player-fields';
import { SubmittingOverlay } from './submitting-overlay';
import {
  coachFields,
  emptyMember,
  maxTeamMembers,
  type TeamFormOutput,
  type TeamFormValues,
} from './team-form-values';
import { memberHeadingId, TeamMemberFields } from './team-member-fields';
import { CoachSection, MembersSection } from './team-sections';

/** Coach Information: who to reach about the team, and the team's name. */
const coachInputs: TextFieldProps<TeamFormValues>[] = [
  { name: 'contactName', label: 'Contact name', autoComplete: 'name', required: true },
  { name: 'contactEmail', label: 'Contact e-mail', type: 'email', autoComplete: 'email', required: true },
  { name: 'contactPhone', label: 'Contact phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'teamName', label: 'Team name', autoComplete: 'off', required: true },
];
const promoInput: TextFieldProps<TeamFormValues> = {
  name: 'promoCode',
  label: 'Promo code',
  autoComplete: 'off',
  help: 'Optional. The discount shows at checkout.',
};
const couponInput: TextFieldProps<TeamFormValues> = {
  name: 'couponCode',
  label: 'Coupon code',
  autoComplete: 'off',
  help: 'Optional. The discount shows at checkout.',
};

interface TeamRegistrationFormProps {
  defaultValues: TeamFormValues;
  /** Undefined when it could not be loaded: the optional inputs stay hidden, the server decides. */
  tournament: Tournament | undefined;
  /** A registration that can no longer change (paid, expired, cancelled): shown, not editable. */
  readOnly?: boolean;
  /** The tournament's waivers and consents this save must accept (an edit: those not accepted yet at their version). */
  documents?: readonly ConsentDocument[];
  /**
   * A paid team's roster: players and contact details change, the price does not (no promo code
   * input; the stored one goes back unchanged), and a save goes back to My Registrations.
   */
  rosterOnly?: boolean;
}

/** A member's birth date and gender are checked against the age group as soon as they are entered. */
const isEligibilityField = (name: string) =>
  /^teamMembers\.\d+\.(playerDateOfBirth|playerGender)$/.test(name);

/** What the age group's rules refuse in these members (none while the tournament is unknown). */
const eligibilityErrors = (tournament: Tournament | undefined, members: TeamFormValues['teamMembers']) =>
  tournament ? teamEligibilityErrors(members, tournament.ageRange) : {};

/**
 * The team form: Coach Information and a repeatable Team Members section, validated with the
 * contracts schema and the age group's rules (birth dates and gender, contracts eligibility: each
 * member's field says so as soon as it is entered); the server's 400 errors land beside the field
 * they name. Staff may give a reason to register players outside the rules. A full age group (or
 * one teams already wait for) takes a new team's form onto its waitlist instead.
 */
export function TeamRegistrationForm({
  defaultValues,
  tournament,
  readOnly = false,
  documents = [],
  rosterOnly = false,
}: TeamRegistrationFormProps) {
  const tshirtRequired = tournament?.supportsTshirtOffering ?? false;
  const showPromo = !rosterOnly && (tournament?.hasPromoCode ?? false);
  const staff = hasStaffRole(useAuth().user);
  const resolver = useMemo(
    // The inputs hold '' until a gender or size is chosen; the schema is what says which values are valid.
    () =>
      withRuleErrors(
        zodResolver(tournamentRegistrationRequestSchema({ tshirtRequired })) as unknown as Resolver<
          TeamFormValues,
          unknown,
          TeamFormOutput
        >,
        (values) => ({
          ...acceptanceErrors(documents, values.waivers ?? []),
          ...(staff && values.eligibilityOverrideReason?.trim()
            ? {}
            : eligibilityErrors(tournament, values.teamMembers)),
        }),
      ),
    [tshirtRequired, staff, tournament, documents],
  );
  const form = useForm<TeamFormValues, unknown, TeamFormOutput>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, formState } = form;
  useCheckWhenEntered(form, isEligibilityField);
  const members = useWatch({ control, name: 'teamMembers' });
  const outsideRules = Object.keys(eligibilityErrors(tournament, members ?? [])).length > 0;
  const { fields, insert, remove } = useFieldArray({ control, name: 'teamMembers', keyName: 'fieldKey' });
  const invited = useFieldArray({ control, name: 'invitedPlayers', keyName: 'fieldKey' });
  const register = useRegisterTournament();
  const join = useJoinTeamWaitlist();
  const waitlist =
    !readOnly &&
    defaultValues.id === 0 &&
    tournament?.ageRange.teamsLeft === 0 &&
    tournament.lastDateToRegister.slice(0, 10) >= todayIsoDate();
  const { _ } = useLingui();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [focusMember, setFocusMember] = useState<number | null>(null);
  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    fields: [
      'teamMembers',
      'invitedPlayers',
      ...coachFields.filter((f) => (f !== 'promoCode' || showPromo) && (f !== 'couponCode' || !rosterOnly)),
    ],
    alertOnInvalid: true,
    send: (values: TeamFormOutput) =>
      (waitlist ? join : register).mutateAsync({
        ...values,
        eligibilityOverrideReason: staff && outsideRules ? values.eligibilityOverrideReason : '',
        ...(tournament ? { tournamentID: tournament.id } : {}),
      }),
    onSaved: ({ id }) => {
      if (rosterOnly) {
        toast(_('team.roster.saved'), 'success');
        return navigate(paths.myRegistrations.href());
      }
      if (waitlist) {
        toast(_('waitlist.joined'), 'success');
        return navigate(paths.myRegistrations.href());
      }
      toast(_('team.registered'), 'success');
      navigate(paths.tournamentCheckout.href(id));
    },
    // A failed sign-in or network was toasted by the HTTP client already. A full group, or the
    // waitlist's refusal (places freed meanwhile), says so under the form too.
    onFailed: (message, failure) => {
      if (failure) toast(_('team.error', { text: validationText(message) }), 'danger');
      return waitlist || message === waitlistMessages.ageGroupFull ? [message] : undefined;
    },
  });

  const maxMembers = maxTeamMembers(tournament);
  // Players entered in full and players invited by e-mail count alike (1 to the maximum).
  const players = fields.length + invited.fields.length;
  const canAdd = !readOnly && players < maxMembers;
  const canRemove = !readOnly && players > 1;
  const canInvite = !readOnly && !waitlist && defaultValues.id === 0;
  const submitting = formState.isSubmitting || register.isPending || join.isPending;

  useEffect(() => {
    if (focusMember === null) return;
    document.getElementById(memberHeadingId(focusMember))?.focus();
    setFocusMember(null);
  }, [focusMember]);

  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={onSubmit}
        aria-label={_('team.formLabel')}
        aria-busy={submitting || undefined}
      >
        {waitlist ? (
          <Alert variant="info" data-testid="waitlist-notice">
            <Trans
              id="team.waitlistNotice"
              components={{ 0: <strong />, 1: <Link to={paths.tournaments.href()} /> }}
            />
          </Alert>
        ) : null}
        {/* While submitting, the overlay blocks input; the fields stay enabled so a refused field can take focus. */}
        <fieldset disabled={readOnly} className="team-form-fieldset">
          <CoachSection>
            <TextFields<TeamFormValues>
              className="team-form-grid"
              limits={limits}
              fields={[
                ...coachInputs,
                ...(showPromo ? [promoInput] : []),
                ...(rosterOnly ? [] : [couponInput]),
              ]}
            />
          </CoachSection>

          <MembersSection
            aside={
              <span className="text-body-secondary small" aria-live="polite">
                {_('team.countOf', { count: players, max: maxMembers })}
              </span>
            }
          >
            <ArrayError<TeamFormValues> name="teamMembers" className="alert alert-danger py-2" />
            <ol className="team-member-list list-unstyled mb-0">
              {fields.map((field, index) => (
                <li key={field.fieldKey}>
                  <TeamMemberFields
                    index={index}
                    showTshirt={tshirtRequired}
                    canRemove={canRemove}
                    readOnly={readOnly}
                    onRemove={() => {
                      remove(index);
                      setFocusMember(Math.max(0, index - 1));
                    }}
                  />
                  {canAdd ? (
                    <div className="team-member-add">
                      <Button
                        variant="outline-primary"
                        size="sm"
                        onClick={() => insert(index + 1, emptyMember())}
                        aria-label={_('team.addAfter', { number: index + 1 })}
                      >
                        <span aria-hidden="true">+ </span>
                        {_('team.addPlayer')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
            {canAdd && fields.length === 0 ? (
              // Every player is invited by e-mail: a player may still be entered in full.
              <Button variant="outline-primary" size="sm" onClick={() => insert(0, emptyMember())}>
                <span aria-hidden="true">+ </span>
                {_('team.addPlayer')}
              </Button>
            ) : null}
            {!readOnly && !canAdd ? (
              <p className="text-body-secondary small mt-3 mb-0">{_('team.max', { max: maxMembers })}</p>
            ) : null}
            <div className="mt-3">
              <EligibilityExceptionField<TeamFormValues>
                name="eligibilityOverrideReason"
                show={staff && !readOnly && outsideRules}
              />
            </div>
          </MembersSection>
          {canInvite ? <InvitedPlayerFields invited={invited} canAdd={canAdd} canRemove={canRemove} /> : null}
          {readOnly || documents.length === 0 ? null : (
            <section className="team-form-section card border-0 shadow-sm mb-4">
              <div className="card-body">
                <WaiversSection<TeamFormValues> documents={documents} />
              </div>
            </section>
          )}
        </fieldset>

        {readOnly ? null : (
          <>
            <FormErrorAlert show={refused} extra={unclaimed} />
            <div className="d-grid d-sm-flex justify-content-sm-end mt-4">
              <Button type="submit" size="lg" disabled={submitting}>
                {rosterOnly
                  ? _('team.saveRoster')
                  : defaultValues.id > 0
                    ? _('team.saveTeam')
                    : waitlist
                      ? _('team.joinWaitlist')
                      : _('team.registerTeam')}
              </Button>
            </div>
          </>
        )}
      </Form>
      {submitting ? <SubmittingOverlay label={_('team.submitting')} /> : null}
    </FormProvider>
  );
}
