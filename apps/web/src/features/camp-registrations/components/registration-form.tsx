import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import {
  acceptanceErrors,
  type CampOrderResponse,
  type CampSession,
  type ConsentDocument,
  campEligibilityErrors,
  campEligibilityProblem,
  campRegistrationFormSchema,
  householdContactsFromRegistration,
  householdPlayerFromRegistration,
  campRegistrationLimits as limits,
  minimumDate,
  orderMessages,
  registrationValuesFromHousehold,
  samePlayerKey,
  todayIsoDate,
  validationMessages,
} from '@soccer/contracts';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormProvider, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { EligibilityExceptionField } from '../../../components/form/eligibility-exception-field';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import {
  addressFields,
  emergencyContactFields,
  guardianFields,
  guardianFromAccount,
} from '../../../components/form/person-fields';
import { useCheckWhenEntered, withRuleErrors } from '../../../components/form/rule-errors';
import type { TextFieldProps } from '../../../components/form/text-field';
import { FormSection, nameFields, TextFields } from '../../../components/form/text-fields';
import { TshirtSelect } from '../../../components/form/tshirt-select';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { PlayerPicker } from '../../../components/household/player-picker';
import type { SaveToHouseholdState } from '../../../components/household/save-to-household-offer';
import { blankAcceptances, WaiversSection } from '../../../components/registration/waivers-section';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { household } from '../../../hooks/use-household';
import { type AuthUser, hasStaffRole } from '../../../lib/auth/auth-client';
import type { HttpResult } from '../../../lib/http';
import { validationText } from '../../../lib/i18n/form-texts';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useSubmitCampOrder } from '../api/submit-order';
import { useSubmitRegistration } from '../api/submit-registration';
import { AdditionalPlayers } from './additional-players';
import { type PlayerBirthdateState, useCarriedBirthdate, useCarriedPlayerId } from './player-birthdate';

type FormInput = z.input<typeof campRegistrationFormSchema>;
type FormOutput = z.output<typeof campRegistrationFormSchema>;

type Spec = TextFieldProps<FormInput>;
const half = 'col-md-6';
const required = true;

const unnamed = ['off', 'off'] as const;

/** The form's text fields, section by section; their caps come from the contracts' limits. */
const playerFields = (today: string): Spec[] => [
  ...nameFields<FormInput>('playerFirstName', 'playerLastName', unnamed),
  {
    className: half,
    name: 'playerBirthdate',
    label: 'Birth date',
    type: 'date',
    min: minimumDate,
    max: today,
    required,
  },
];
const addressSpecs = addressFields<FormInput>({
  line1: 'playerAddressLine1',
  line2: 'playerAddressLine2',
  city: 'playerCity',
  state: 'playerState',
  zipCode: 'playerZipCode',
});
const guardianSpecs = guardianFields<FormInput>('The payment confirmation is sent here.');
const emergencySpecs = emergencyContactFields<FormInput>();
const healthFields: Spec[] = [
  {
    name: 'medicalConditions',
    label: 'Medical conditions, allergies or medications (optional)',
    as: 'textarea',
    rows: 3,
    showRemaining: true,
  },
];
const promoFields: Spec[] = [
  { className: 'promo-field', name: 'promoCode', label: 'Promo code (optional)', autoComplete: 'off' },
];
/** A coupon from the business (decision 0086): any session may take one; the server checks it. */
const couponFields: Spec[] = [
  { className: 'promo-field', name: 'couponCode', label: 'Coupon code (optional)', autoComplete: 'off' },
];

function Fields(props: { fields: readonly Spec[]; className?: string | null; children?: ReactNode }) {
  return <TextFields<FormInput> limits={limits} {...props} />;
}

/** The fields this form has inputs for; a server error on any other key goes to the form's alert. */
const visibleFields = [
  'playerFirstName',
  'playerLastName',
  'playerBirthdate',
  'tshirtSize',
  'playerAddressLine1',
  'playerAddressLine2',
  'playerCity',
  'playerState',
  'playerZipCode',
  'pog1FirstName',
  'pog1LastName',
  'pog1Email',
  'pog1Phone',
  'emergencyContactFirstName',
  'emergencyContactLastName',
  'emergencyContactPhone',
  'emergencyContactRelationship',
  'medicalConditions',
  'eligibilityOverrideReason',
  'extraPlayers',
  'waivers',
] as const;

/** The player's fields, empty ('Someone else' picked). */
const blankPlayer = {
  playerFirstName: '',
  playerLastName: '',
  playerAddressLine1: '',
  playerAddressLine2: '',
  playerCity: '',
  playerState: '',
  playerZipCode: '',
  medicalConditions: '',
  medicalTreatment: '',
} satisfies Partial<FormInput>;

function initialValues(user: AuthUser | null, playerBirthdate: string): Partial<FormInput> {
  return {
    promoCode: '',
    couponCode: '',
    ...blankPlayer,
    playerBirthdate,
    ...guardianFromAccount(user),
    pog1Phone: '',
    emergencyContactFirstName: '',
    emergencyContactLastName: '',
    emergencyContactPhone: '',
    emergencyContactRelationship: '',
    eligibilityOverrideReason: '',
    extraPlayers: [],
  };
}

/** Only birth dates are checked as they are entered: the error tells at once whether a player may attend. */
const isBirthdate = (name: string) => name.endsWith('playerBirthdate');

/** The session's ages, for the first player (unless staff give a reason) and every other player. */
function ageErrors(values: FormInput, session: CampSession, staffReason: boolean) {
  const errors = staffReason
    ? {}
    : campEligibilityErrors({ playerBirthdate: values.playerBirthdate ?? '' }, session);
  (values.extraPlayers ?? []).forEach((player, i) => {
    const problem = campEligibilityErrors(
      { playerBirthdate: player.playerBirthdate ?? '' },
      session,
    ).playerBirthdate;
    if (problem) errors[`extraPlayers[${i}].playerBirthdate`] = problem;
  });
  return errors;
}

/** One child is in an order once: another player with the name and birth date of an earlier one (as the server checks). */
function samePlayerErrors(values: FormInput) {
  const errors: Record<string, string[]> = {};
  const players = [values, ...(values.extraPlayers ?? [])];
  const seen = new Set<string>();
  players.forEach((p, i) => {
    if (!p.playerFirstName || !p.playerLastName || !p.playerBirthdate) return;
    const key = samePlayerKey({
      playerFirstName: p.playerFirstName,
      playerLastName: p.playerLastName,
      playerBirthdate: p.playerBirthdate,
    });
    if (seen.has(key) && i > 0)
      errors[`extraPlayers[${i - 1}].playerFirstName`] = [orderMessages.samePlayerTwice];
    seen.add(key);
  });
  return errors;
}

/**
 * The camp registration form (spec §5 limits, contracts schema), with the camp's waivers and
 * consents to accept (checked before sending as the server checks them). The second guardian and
 * the medical treatment have no inputs. A 400 puts each message beside its
 * field; any other refusal (full, started, not found) shows the server's detail and a toast.
 *
 * With saved household players, 'Who is coming?' fills the player's fields, and the contacts
 * from the profile (all stay editable; the second guardian and the medical treatment, which have
 * no inputs here, are sent as the profile has them). The contacts fill an untouched form as soon
 * as the profile arrives. A player typed by hand is offered for saving on the checkout page.
 *
 * The session's ages (contracts eligibility) are checked as soon as the birth date is entered,
 * with the server's message beside the birth date and a link to the sessions this player can
 * attend; staff may give a reason to register the player anyway.
 */
export function RegistrationForm({
  session,
  documents,
  user,
}: {
  session: CampSession;
  /** The camp's waivers and consents, each to accept at this version. */
  documents: readonly ConsentDocument[];
  user: AuthUser | null;
}) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const register = useSubmitRegistration();
  const order = useSubmitCampOrder();
  const join = useJoinWaitlist();
  // A full session (or one others already wait for) takes the same form onto its waitlist.
  const waitlist = session.seatsLeft <= 0 && session.campStartDate > todayIsoDate();
  const staff = hasStaffRole(user);
  const carriedBirthdate = useCarriedBirthdate();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: withRuleErrors(zodResolver(campRegistrationFormSchema), (values) => ({
      ...acceptanceErrors(documents, values.waivers ?? []),
      ...ageErrors(values, session, staff && Boolean(values.eligibilityOverrideReason?.trim())),
      ...samePlayerErrors(values),
    })),
    defaultValues: {
      campSessionId: session.id,
      ...initialValues(user, carriedBirthdate),
      waivers: blankAcceptances(documents),
    },
  });
  useCheckWhenEntered(form, isBirthdate);
  // A birth date carried from the session picker is checked against this session at once.
  const { trigger } = form;
  useEffect(() => {
    if (carriedBirthdate) void trigger('playerBirthdate');
  }, [carriedBirthdate, trigger]);
  const { profile, picked, pick } = useHouseholdFill(form, useCarriedPlayerId());
  const birthdate = useWatch({ control: form.control, name: 'playerBirthdate' }) ?? '';
  const players = 1 + (useWatch({ control: form.control, name: 'extraPlayers' })?.length ?? 0);
  const ageProblem = campEligibilityProblem(birthdate, session);
  const { isSubmitting } = form.formState;
  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    fields: [...visibleFields, ...(session.hasPromoCode ? ['promoCode' as const] : []), 'couponCode'],
    alertOnInvalid: true,
    send: ({
      extraPlayers,
      ...values
    }: FormOutput): Promise<HttpResult<{ id: number } | CampOrderResponse>> => {
      const first = {
        ...values,
        id: 0,
        campSessionId: session.id,
        registrationStatus: 'registered',
        promoCode: session.hasPromoCode ? values.promoCode : '',
        // A waitlist place is priced when it is offered: no coupon is kept with it.
        couponCode: waitlist ? '' : values.couponCode,
        eligibilityOverrideReason: staff && ageProblem ? values.eligibilityOverrideReason : '',
      };
      if (waitlist) return join.mutateAsync(first);
      return extraPlayers.length > 0
        ? order.mutateAsync({ first, extraPlayers })
        : register.mutateAsync(first);
    },
    onSaved: (saved, values) => {
      // A first player typed by hand: the checkout page offers to save them to the household.
      const offer: SaveToHouseholdState | undefined =
        picked === null && profile
          ? {
              saveToHousehold: {
                player: householdPlayerFromRegistration(values),
                contacts: householdContactsFromRegistration(values),
              },
            }
          : undefined;
      // An order's checkout pays every player of it; any of its registrations opens it.
      const id = 'ids' in saved ? saved.ids[0]! : saved.id;
      if (!waitlist) return navigate(paths.checkout.href(id), { state: offer });
      toast(_('waitlist.joined'), 'success');
      return navigate(paths.myRegistrations.href());
    },
    // Full, started or not found: the server's detail under the form, and a toast. A failed
    // sign-in or network was toasted by the HTTP client already.
    onFailed: (message, failure) => {
      if (failure) toast(_('form.error', { text: validationText(message) }), 'danger');
      return [message];
    },
  });

  const today = todayIsoDate();
  const closedReason = session.campStartDate <= today ? validationMessages.campSessionEnded : null;

  return (
    <FormProvider {...form}>
      <Form
        noValidate
        className="registration-form"
        aria-labelledby="registration-form-title"
        onSubmit={onSubmit}
      >
        <h2 id="registration-form-title" className="visually-hidden">
          {_('register.formTitle')}
        </h2>
        {closedReason ? (
          <Alert variant="warning">
            {validationText(closedReason)}{' '}
            <Link to={paths.register.href()}>{_('register.chooseAnother')}</Link>
          </Alert>
        ) : waitlist ? (
          <Alert variant="info" data-testid="waitlist-notice">
            <Trans
              id="register.waitlistNotice"
              components={{ 0: <strong />, 1: <Link to={paths.register.href()} /> }}
            />
          </Alert>
        ) : null}

        {profile?.players.length ? (
          <PlayerPicker
            id="who-is-coming"
            className="mb-4 col-md-8"
            players={profile.players}
            value={picked}
            onChange={pick}
            problemOf={(player) => campEligibilityProblem(player.birthDate, session)}
          />
        ) : null}
        <FormSection legend={_('register.player')}>
          <Fields fields={playerFields(today)}>
            <TshirtSelect<FormInput> className="col-md-6" name="tshirtSize" label="T-shirt size" />
          </Fields>
          {ageProblem ? (
            <p className="mb-3" data-testid="other-sessions">
              <Link
                to={paths.register.href()}
                state={{ playerBirthdate: birthdate } satisfies PlayerBirthdateState}
              >
                {_('register.otherSessions')}
              </Link>
            </p>
          ) : null}
          <EligibilityExceptionField<FormInput>
            name="eligibilityOverrideReason"
            show={staff && ageProblem !== null}
          />
        </FormSection>
        <FormSection legend={_('register.section.address')}>
          <Fields fields={addressSpecs} />
        </FormSection>
        <FormSection legend={_('register.section.guardian')}>
          <Fields fields={guardianSpecs} />
        </FormSection>
        <FormSection legend={_('register.section.emergency')}>
          <Fields fields={emergencySpecs} />
        </FormSection>
        <FormSection legend={_('register.section.health')}>
          <Fields className={null} fields={healthFields} />
        </FormSection>
        {waitlist || closedReason ? null : <AdditionalPlayers today={today} session={session} />}
        <WaiversSection<FormInput> documents={documents} />
        {session.hasPromoCode ? (
          <FormSection legend={_('register.section.promo')}>
            <Fields className={null} fields={promoFields} />
          </FormSection>
        ) : null}
        {waitlist ? null : (
          <FormSection legend={_('register.section.coupon')}>
            <Fields className={null} fields={couponFields} />
          </FormSection>
        )}

        {isSubmitting ? (
          <Alert variant="info" className="d-flex align-items-center gap-2" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            <span>{_('register.validating')}</span>
          </Alert>
        ) : null}
        <FormErrorAlert show={refused} extra={unclaimed} />

        <div className="d-grid d-sm-flex gap-2 mt-3">
          <Button type="submit" size="lg" disabled={isSubmitting || closedReason !== null}>
            {waitlist
              ? _('register.joinWaitlist')
              : players > 1
                ? _('register.registerPlayers', { count: players })
                : _('register.register')}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}

/**
 * The household profile in the form: `pick` fills the player's fields (and the contacts) from a
 * saved player, or empties them for someone else; a player carried from the session picker is
 * picked once the profile arrives, otherwise the profile's contacts fill a form not yet touched.
 */
function useHouseholdFill(
  form: UseFormReturn<FormInput, unknown, FormOutput>,
  carriedPlayerId: number | null,
) {
  const profile = household.use().data;
  const [picked, setPicked] = useState<number | null>(null);
  const { setValue, trigger, clearErrors } = form;
  const fill = useCallback(
    (values: Partial<FormInput>) => {
      for (const [name, value] of Object.entries(values))
        setValue(name as keyof FormInput, value as never, { shouldDirty: true });
    },
    [setValue],
  );
  const pick = useCallback(
    (playerId: number | null) => {
      if (!profile) return;
      setPicked(playerId);
      if (playerId === null) {
        // Someone else: the player's fields start again, without the last player's errors.
        const blank = { ...blankPlayer, playerBirthdate: '' };
        clearErrors(Object.keys(blank) as (keyof FormInput)[]);
        fill(blank);
        return;
      }
      fill(registrationValuesFromHousehold(profile, playerId));
      // Says at once whether the picked player may attend.
      void trigger('playerBirthdate');
    },
    [profile, fill, trigger, clearErrors],
  );
  const started = useRef(false);
  useEffect(() => {
    if (!profile || started.current) return;
    started.current = true;
    if (profile.players.some((p) => p.id === carriedPlayerId)) pick(carriedPlayerId);
    else if (profile.contacts && !form.formState.isDirty) fill(profile.contacts);
  }, [profile, carriedPlayerId, pick, fill, form]);
  return { profile, picked, pick };
}
