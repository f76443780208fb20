import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import {
  type HouseholdContacts,
  type HouseholdContactsInput,
  householdContactsSchema,
  campRegistrationLimits as limits,
} from '@soccer/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import {
  emergencyContactFields,
  guardianFields,
  guardianFromAccount,
  secondGuardianFields,
} from '../../../components/form/person-fields';
import { FormSection, TextFields } from '../../../components/form/text-fields';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { useSaveHouseholdContacts } from '../../../hooks/use-household';
import { useAuth } from '../../../lib/auth/auth-provider';

const guardian = guardianFields<HouseholdContactsInput>();
const secondGuardian = secondGuardianFields<HouseholdContactsInput>();
const emergency = emergencyContactFields<HouseholdContactsInput>();

const blankContacts: HouseholdContactsInput = {
  pog1FirstName: '',
  pog1LastName: '',
  pog1Email: '',
  pog1Phone: '',
  pog2FirstName: '',
  pog2LastName: '',
  pog2Email: '',
  pog2Phone: '',
  emergencyContactFirstName: '',
  emergencyContactLastName: '',
  emergencyContactPhone: '',
  emergencyContactRelationship: '',
};

/**
 * The guardians and the emergency contact every registration starts from. Before they are saved
 * once, the first guardian starts as the signed-in account (its name and e-mail).
 */
export function ContactsForm({ contacts }: { contacts: HouseholdContacts | null }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const { user } = useAuth();
  const save = useSaveHouseholdContacts();
  const [saved, setSaved] = useState(false);
  const form = useForm<HouseholdContactsInput, unknown, HouseholdContacts>({
    resolver: zodResolver(householdContactsSchema),
    defaultValues: contacts ?? { ...blankContacts, ...guardianFromAccount(user) },
  });
  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    alertOnInvalid: true,
    send: (values: HouseholdContacts) => save.mutateAsync(values),
    onSaved: (values) => {
      form.reset(values);
      setSaved(true);
      toast(_('household.contactsSaved'), 'success');
    },
  });
  // Said beside the button too (on a phone the toast is off-screen); gone once anything changes.
  const showSaved = saved && !form.formState.isDirty;
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="household-contacts-title">
        <h2 id="household-contacts-title" className="section-title h3">
          {_('household.contactsTitle')}
        </h2>
        <FormSection legend={_('household.guardian')}>
          <TextFields<HouseholdContactsInput> fields={guardian} limits={limits} />
        </FormSection>
        <FormSection legend={_('household.secondGuardian')}>
          <TextFields<HouseholdContactsInput> fields={secondGuardian} limits={limits} />
        </FormSection>
        <FormSection legend={_('household.emergency')}>
          <TextFields<HouseholdContactsInput> fields={emergency} limits={limits} />
        </FormSection>
        <FormErrorAlert show={refused} extra={unclaimed} />
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {_('household.saveContacts')}
          </Button>
          <span role="status" className="text-success fw-semibold">
            {showSaved ? `✓ ${_('household.contactsSaved')}` : null}
          </span>
        </div>
      </Form>
    </FormProvider>
  );
}
