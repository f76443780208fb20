import type { FieldErrors } from '@soccer/contracts';
import { type FormEventHandler, useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../lib/error-reporting';
import type { HttpFailure, HttpResult } from '../../lib/http';
import { validationText } from '../../lib/i18n/form-texts';
import { i18n } from '../../lib/i18n/i18n';
import { useToast } from '../toast/toast-provider';
import { applyServerErrors, invertKeys } from './server-errors';

export interface ServerSubmitOptions<TValues, TData> {
  /** Sends the values (a mutation's `mutateAsync`, usually); network and sign-in failures throw. */
  send: (values: TValues) => Promise<HttpResult<TData>>;
  /** After a 2xx answer: a success toast, a navigation, closing the dialog. */
  onSaved: (data: TData, values: TValues) => unknown;
  /** The form whose fields take the server's 400 `errors`; without one every message is unclaimed. */
  // biome-ignore lint/suspicious/noExplicitAny: any form: its values are only passed through.
  form?: UseFormReturn<any, any, TValues>;
  /**
   * The top-level fields this form shows (`teamMembers` claims `teamMembers[1].parentPhone`); a
   * server error on any other key is unclaimed. Default: the keys of the form's default values.
   */
  fields?: readonly string[];
  /** The route's error keys (contracts' `contactErrorKeys`: `firstName` → `FirstName`), read backwards. */
  errorKeys?: Readonly<Record<string, string>>;
  /** Shows 'Correct errors and resubmit' when the schema refused the values before sending. */
  alertOnInvalid?: boolean;
  /** A 400 with field errors arrived (before they are put beside their fields). */
  onFieldErrors?: (errors: FieldErrors) => void;
  /**
   * Any other refusal (`failure`), or no answer at all (`failure` null: the network or the sign-in
   * failed, and a signed call has toasted that already). Lines it returns show in the form's
   * alert. Default: the toast 'An error occurred: {message}'.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler may return lines or nothing at all.
  onFailed?: (message: string, failure: HttpFailure | null) => readonly string[] | undefined | void;
}

export interface ServerSubmit<TValues> {
  /** Sends the values and handles the answer. */
  submit: (values: TValues) => Promise<void>;
  /** `form.handleSubmit(submit)` (needs `form`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server (or the schema, with `alertOnInvalid`) refused the fields: 'Correct errors and resubmit'. */
  refused: boolean;
  /** Messages no field claims, then the lines `onFailed` returned. */
  unclaimed: string[];
  /** Clears the alert (a dialog opened again). */
  reset: () => void;
}

/**
 * The one submit of every form that sends to the server (spec §5): a 400's `{ errors }` go beside
 * the fields they name (nested keys such as `teamMembers[1].parentPhone` and the capitalised keys
 * of the public forms included) with 'Correct errors and resubmit'; the messages no field claims
 * join that alert; any other failure goes to `onFailed` (a toast by default).
 *
 *   const { onSubmit, refused, unclaimed } = useServerSubmit({ form, send, onSaved });
 *   <Form onSubmit={onSubmit}>…<FormErrorAlert show={refused} extra={unclaimed} /></Form>
 */
export function useServerSubmit<TValues, TData>(
  options: ServerSubmitOptions<TValues, TData>,
): ServerSubmit<TValues> {
  const { toast } = useToast();
  const [refused, setRefused] = useState(false);
  const [unclaimed, setUnclaimed] = useState<string[]>([]);
  const latest = useRef(options);
  latest.current = options;

  const reset = useCallback(() => {
    setRefused(false);
    setUnclaimed([]);
  }, []);

  const submit = useCallback(
    async (values: TValues) => {
      const { send, onSaved, form, fields, errorKeys, onFieldErrors, onFailed } = latest.current;
      const failed = (message: string, failure: HttpFailure | null) => {
        if (!onFailed) {
          toast(i18n._('form.error', { text: validationText(message) }), 'danger');
          return;
        }
        const lines = onFailed(message, failure);
        if (Array.isArray(lines) && lines.length > 0) setUnclaimed([...lines]);
      };
      reset();
      let result: HttpResult<TData>;
      try {
        result = await send(values);
      } catch (error) {
        failed(errorMessage(error), null);
        return;
      }
      if (result.ok) {
        await onSaved(result.data, values);
        return;
      }
      if (!result.errors) {
        failed(result.message, result);
        return;
      }
      onFieldErrors?.(result.errors);
      const known = fields ?? Object.keys(form?.formState.defaultValues ?? {});
      const renames = errorKeys ? invertKeys(errorKeys) : {};
      setUnclaimed(
        form
          ? applyServerErrors(result.errors, form.setError, known, renames)
          : Object.values(result.errors).flatMap((list) => list.slice(0, 1)),
      );
      setRefused(true);
    },
    [reset, toast],
  );

  const form = options.form;
  const alertOnInvalid = options.alertOnInvalid;
  const onSubmit: FormEventHandler<HTMLFormElement> = (event) => {
    if (!form) throw new Error('useServerSubmit: onSubmit needs the form');
    return form.handleSubmit(submit, alertOnInvalid ? () => setRefused(true) : undefined)(event);
  };

  return { submit, onSubmit, refused, unclaimed, reset };
}
