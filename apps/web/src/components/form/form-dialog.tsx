import { type ReactNode, useEffect } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormErrorAlert } from './form-error-alert';
import { type ServerSubmit, type ServerSubmitOptions, useServerSubmit } from './use-server-submit';

/** What a dialog opened for one item takes: the item (null while closed) and how to close it. */
export interface TargetDialogProps<T> {
  target: T | null;
  onClose: () => void;
}

/**
 * What a `FormDialog` open for `dialog.target` needs: its form (checked by `resolver`), the form's
 * submit to the server, and the values the form starts from each time it opens.
 */
export function useDialogForm<T, V extends FieldValues, O, TData>(
  dialog: TargetDialogProps<T>,
  resolver: Resolver<V, unknown, O>,
  defaultValues: NoInfer<DefaultValues<V>>,
  options: Omit<ServerSubmitOptions<O, TData>, 'form'>,
) {
  const form = useForm<V, unknown, O>({ resolver, defaultValues });
  const submit = useServerSubmit({ form, ...options });
  return { ...dialog, form, submit, defaultValues };
}

/**
 * A confirm dialog with a form, open while it has a `target`: what will happen (`intro`), the
 * fields, and the form's alert. Each time it opens for a target the fields go back to
 * `defaultValues` and the alert is cleared; the confirm button is busy while the form submits.
 */
export function FormDialog<V extends FieldValues, O>({
  target,
  form,
  submit,
  defaultValues,
  title,
  confirmLabel,
  dismissLabel,
  onClose,
  intro,
  confirmVariant,
  children,
}: {
  target: unknown;
  form: UseFormReturn<V, unknown, O>;
  submit: ServerSubmit<O>;
  /** A constant: the effect that resets the form depends on it. */
  defaultValues: NoInfer<DefaultValues<V>>;
  title: string;
  confirmLabel: string;
  dismissLabel: string;
  onClose: () => void;
  intro: ReactNode;
  /** 'danger' (the default) for what cannot be undone; 'primary' for a save. */
  confirmVariant?: 'danger' | 'primary';
  children: ReactNode;
}) {
  const resetForm = form.reset;
  const resetAlert = submit.reset;

  useEffect(() => {
    if (target) {
      resetForm(defaultValues);
      resetAlert();
    }
  }, [target, resetForm, resetAlert, defaultValues]);

  return (
    <ConfirmDialog
      show={target !== null}
      title={title}
      confirmLabel={confirmLabel}
      dismissLabel={dismissLabel}
      confirmVariant={confirmVariant}
      busy={form.formState.isSubmitting}
      onSubmit={submit.onSubmit}
      onClose={onClose}
    >
      {intro}
      <FormProvider {...form}>{children}</FormProvider>
      <FormErrorAlert show={submit.refused} extra={submit.unclaimed} />
    </ConfirmDialog>
  );
}
