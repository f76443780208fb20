import { zodResolver } from '@hookform/resolvers/zod';
import {
  acceptanceErrors,
  type CampSession,
  type ConsentDocument,
  campEligibilityErrors,
  campEligibilityProblem,
  campRegistrationRequestSchema,
  campRegistrationLimits as limits,
  messages,
  minimumDate,
  todayIsoDate,
  validationMessages,
  waitlistMessages,
} from '@soccer/contracts';
import { type ReactNode, useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { EligibilityExceptionField } from '../../../components/form/eligibility-exception-field';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useCheckWhenEntered, withRuleErrors } from '../../../components/form/rule-errors';
import type { TextFieldProps } from '../../../components/form/text-field';
import { FormSection, nameFields, TextFields } from '../../../components/form/text-fields';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { WaiversSection } from '../../../components/registration/waivers-section';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { type AuthUser, hasStaffRole } from '../../../lib/auth/auth-client';
import { useJoinWaitlist } from '../../../lib/waitlists';
import { blankAcceptances } from '../../../lib/waivers';
import { useSubmitRegistration } from '../api/submit-registration';
import { type PlayerBirthdateState, useCarriedBirthdate } from './player-birthdate';
import { TshirtSelect } from './tshirt-select';

type FormInput = z.input<typeof campRegistrationRequestSchema>;
type FormOutput = z.output<typeof campRegistrationRequestSchema>;

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
const addressFields: Spec[] = [
  {
    className: 'col-12',
    name: 'playerAddressLine1',
    label: 'Address',
    autoComplete: 'address-line1',
    required,
  },
  { className: 'col-12', name: 'playerAddressLine2', label: 'Address line 2', autoComplete: 'address-line2' },
  { className: half, name: 'playerCity', label: 'City', autoComplete: 'address-level2', required },
  {
    className: 'col-6 col-md-2',
    name: 'playerState',
    label: 'State',
    autoComplete: 'address-level1',
    required,
  },
  {
    className: 'col-6 col-md-4',
    name: 'playerZipCode',
    label: 'Zip code',
    autoComplete: 'postal-code',
    required,
  },
];
const guardianFields: Spec[] = [
  ...nameFields<FormInput>('pog1FirstName', 'pog1LastName', ['given-name', 'family-name']),
  {
    className: half,
    name: 'pog1Email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    help: 'The payment confirmation is sent here.',
    required,
  },
  { className: half, name: 'pog1Phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required },
];
const emergencyFields: Spec[] = [
  ...nameFields<FormInput>('emergencyContactFirstName', 'emergencyContactLastName', unnamed),
  {
    className: half,
    name: 'emergencyContactPhone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'off',
    required,
  },
  {
    className: half,
    name: 'emergencyContactRelationship',
    label: 'Relationship to player',
    placeholder: 'Grandparent, neighbor…',
    required,
  },
];
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
  'waivers',
] as const;

/** 'Pat Parker' → Pat / Parker; a single word is a first name; an e-mail address is no name. */
export function splitName(name: string | undefined): { first: string; last: string } {
  const clean = (name ?? '').trim();
  if (!clean || clean.includes('@')) return { first: '', last: '' };
  const space = clean.lastIndexOf(' ');
  if (space < 0) return { first: clean.slice(0, limits.pog1FirstName), last: '' };
  return {
    first: clean.slice(0, space).slice(0, limits.pog1FirstName),
    last: clean.slice(space + 1).slice(0, limits.pog1LastName),
  };
}

function initialValues(user: AuthUser | null, playerBirthdate: string): Partial<FormInput> {
  const guardian = splitName(user?.name);
  const email = user?.email && user.email.length <= limits.pog1Email ? user.email : '';
  return {
    promoCode: '',
    playerFirstName: '',
    playerLastName: '',
    playerBirthdate,
    playerAddressLine1: '',
    playerAddressLine2: '',
    playerCity: '',
    playerState: '',
    playerZipCode: '',
    pog1FirstName: guardian.first,
    pog1LastName: guardian.last,
    pog1Email: email,
    pog1Phone: '',
    emergencyContactFirstName: '',
    emergencyContactLastName: '',
    emergencyContactPhone: '',
    emergencyContactRelationship: '',
    medicalConditions: '',
    eligibilityOverrideReason: '',
  };
}

/** Only the birth date is checked as it is entered: its error tells at once whether the player may attend. */
const isBirthdate = (name: string) => name === 'playerBirthdate';

/**
 * The camp registration form (spec §5 limits, contracts schema), with the camp's waivers and
 * consents to accept (checked before sending as the server checks them). The second guardian and the
 * medical treatment have no inputs and are sent empty. A 400 puts each message beside its
 * field; any other refusal (full, started, not found) shows the server's detail and a toast.
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
  const navigate = useNavigate();
  const { toast } = useToast();
  const register = useSubmitRegistration();
  const join = useJoinWaitlist();
  // A full session (or one others already wait for) takes the same form onto its waitlist.
  const waitlist = session.seatsLeft <= 0 && session.campStartDate > todayIsoDate();
  const staff = hasStaffRole(user);
  const carriedBirthdate = useCarriedBirthdate();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: withRuleErrors(zodResolver(campRegistrationRequestSchema), (values) => ({
      ...acceptanceErrors(documents, values.waivers ?? []),
      ...(staff && values.eligibilityOverrideReason?.trim()
        ? {}
        : campEligibilityErrors({ playerBirthdate: values.playerBirthdate ?? '' }, session)),
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
  const birthdate = useWatch({ control: form.control, name: 'playerBirthdate' }) ?? '';
  const ageProblem = campEligibilityProblem(birthdate, session);
  const { isSubmitting } = form.formState;
  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    fields: session.hasPromoCode ? [...visibleFields, 'promoCode'] : visibleFields,
    alertOnInvalid: true,
    send: (values: FormOutput) =>
      (waitlist ? join : register).mutateAsync({
        ...values,
        id: 0,
        campSessionId: session.id,
        registrationStatus: 'registered',
        promoCode: session.hasPromoCode ? values.promoCode : '',
        eligibilityOverrideReason: staff && ageProblem ? values.eligibilityOverrideReason : '',
        pog2FirstName: '',
        pog2LastName: '',
        pog2Email: '',
        pog2Phone: '',
        medicalTreatment: '',
      }),
    onSaved: ({ id }) => {
      if (!waitlist) return navigate(paths.checkout.href(id));
      toast(waitlistMessages.joined, 'success');
      return navigate(paths.myRegistrations.href());
    },
    // Full, started or not found: the server's detail under the form, and a toast. A failed
    // sign-in or network was toasted by the HTTP client already.
    onFailed: (message, failure) => {
      if (failure) toast(messages.genericError(message), 'danger');
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
          Registration form
        </h2>
        {closedReason ? (
          <Alert variant="warning">
            {closedReason} <Link to={paths.register.href()}>Choose another session</Link>
          </Alert>
        ) : waitlist ? (
          <Alert variant="info" data-testid="waitlist-notice">
            <strong>{validationMessages.campSessionFull}.</strong> Join the waitlist with this form: when a
            seat frees up, the first family in line gets it held for them and an e-mail with the deadline to
            accept it. <Link to={paths.register.href()}>Choose another session</Link>
          </Alert>
        ) : null}

        <FormSection legend="Player">
          <Fields fields={playerFields(today)}>
            <TshirtSelect<FormInput> className="col-md-6" name="tshirtSize" label="T-shirt size" />
          </Fields>
          {ageProblem ? (
            <p className="mb-3" data-testid="other-sessions">
              <Link
                to={paths.register.href()}
                state={{ playerBirthdate: birthdate } satisfies PlayerBirthdateState}
              >
                See the sessions this player can attend
              </Link>
            </p>
          ) : null}
          <EligibilityExceptionField<FormInput>
            name="eligibilityOverrideReason"
            show={staff && ageProblem !== null}
          />
        </FormSection>
        <FormSection legend="Player address">
          <Fields fields={addressFields} />
        </FormSection>
        <FormSection legend="Parent or guardian">
          <Fields fields={guardianFields} />
        </FormSection>
        <FormSection legend="Emergency contact">
          <Fields fields={emergencyFields} />
        </FormSection>
        <FormSection legend="Health">
          <Fields className={null} fields={healthFields} />
        </FormSection>
        <WaiversSection<FormInput> documents={documents} />
        {session.hasPromoCode ? (
          <FormSection legend="Promo code">
            <Fields className={null} fields={promoFields} />
          </FormSection>
        ) : null}

        {isSubmitting ? (
          <Alert variant="info" className="d-flex align-items-center gap-2" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            <span>{messages.validatingRegistration}</span>
          </Alert>
        ) : null}
        <FormErrorAlert show={refused} extra={unclaimed} />

        <div className="d-grid d-sm-flex gap-2 mt-3">
          <Button type="submit" size="lg" disabled={isSubmitting || closedReason !== null}>
            {waitlist ? 'Join waitlist' : 'Register'}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}
