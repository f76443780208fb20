import { Trans, useLingui } from '@lingui/react';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  type PathValue,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../config/paths';
import { useRuntimeConfig } from '../../config/runtime-config';
import { type HttpClient, type HttpResult, useHttp } from '../../lib/http';
import { validationText } from '../../lib/i18n/form-texts';
import { Captcha, type CaptchaHandle } from '../captcha/captcha';
import { useToast } from '../toast/toast-provider';
import { FormErrorAlert } from './form-error-alert';
import type { TypedValues } from './form-on-first-use';
import { lazyZodResolver } from './lazy-zod-resolver';
import { useServerSubmit } from './use-server-submit';

/** The bot-check value travels in the body under the spec's name. */
const captchaField = 'RecaptchaValue';

/** What a public form checks: its fields and the rules and error keys of its request. */
export interface CaptchaFormFields<T extends FieldValues, Out> {
  /**
   * Loads the request's contracts schema, which checks the values in the browser before they are
   * sent; it (and zod) load when the form first validates, so the page opens without them.
   */
  loadSchema: () => Promise<z.ZodType<Out, T>>;
  /** Every field of the form, empty; each can carry a server error. */
  defaultValues: T;
  /** The route's error keys (contracts), read backwards to find each field. */
  errorKeys: Readonly<Record<string, string>>;
}

/** What a public form says: its title, its button, the bot-check hint, and the prefix of its ids. */
export interface CaptchaFormTexts {
  /** Prefix of the title's and the bot-check error's ids. */
  idPrefix: string;
  title: string;
  submitLabel: string;
  /** Shown under the button until the bot check has a value. */
  captchaHint: string;
}

interface CaptchaFormProps<T extends FieldValues, Out> {
  fields: CaptchaFormFields<T, Out>;
  texts: CaptchaFormTexts;
  send: (http: HttpClient, data: Out) => Promise<HttpResult<unknown>>;
  children: ReactNode;
  /** Under the form-level alert. */
  footer?: ReactNode;
  /** What the visitor typed into the server's markup of this form before its code arrived. */
  typed?: TypedValues;
}

/** What was typed before the form's code arrived, in the form's own text fields only. */
function typedFields<T extends FieldValues>(empty: T, typed: TypedValues): [Path<T>, string][] {
  return Object.entries(typed).filter(
    ([name]) => typeof (empty as Record<string, unknown>)[name] === 'string' && name !== captchaField,
  ) as [Path<T>, string][];
}

/**
 * A public form behind the bot check (spec §5): Send is enabled only with a bot-check value and
 * no send running; the server's 400 `errors` go beside their fields, the rest to a form-level
 * alert; other failures are toasted. Success: 'Message saved' and on to /Camps.
 */
export function CaptchaForm<T extends FieldValues, Out>({
  fields: { loadSchema, defaultValues, errorKeys },
  texts: { idPrefix, title, submitLabel, captchaHint },
  send,
  children,
  footer,
  typed = {},
}: CaptchaFormProps<T, Out>) {
  const { _ } = useLingui();
  const http = useHttp();
  const { toast } = useToast();
  const navigate = useNavigate();
  const captcha = useRef<CaptchaHandle>(null);
  const [resolver] = useState(() => lazyZodResolver(loadSchema));
  // React takes the server's markup over with the values it was rendered with (empty), so every
  // text made from them matches it ('Characters remaining: 2000'); starting from the typed values
  // made that text differ and React refused the markup (error #418) and painted it anew.
  const form = useForm<T, unknown, Out>({
    resolver,
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onTouched',
  });

  const { control, setValue, clearErrors, formState } = form;
  // Then, before the browser paints, the form takes what was typed (react-hook-form keeps a
  // field's edited text as it registers it, but texts made from the values, such as the count,
  // were rendered from the empty ones).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form takes the markup over.
  useLayoutEffect(() => {
    const fields = typedFields(defaultValues, typed);
    if (fields.length > 0)
      form.reset({ ...defaultValues, ...Object.fromEntries(fields) }, { keepDefaultValues: true });
  }, []);
  const name = captchaField as Path<T>;
  const captchaValue = useWatch({ control, name });
  const captchaError = (formState.errors[captchaField] as { message?: string } | undefined)?.message;
  const captchaErrorId = `${idPrefix}-captcha-error`;

  const onCaptchaChange = useCallback(
    (value: string | null) => {
      setValue(name, (value ?? '') as PathValue<T, Path<T>>);
      if (value) clearErrors(name);
    },
    [setValue, clearErrors],
  );

  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    errorKeys,
    send: (data) => send(http, data),
    onSaved: () => {
      toast(_('form.messageSaved'), 'success');
      navigate(paths.camps.href());
    },
    onFieldErrors: (errors) => {
      // A refused bot-check value cannot be used again: start the check over.
      if (errors[errorKeys[captchaField] ?? captchaField]) captcha.current?.reset();
    },
    onFailed: (message, failure) => {
      if (failure?.status === 429) return [message];
      // The value may have been spent on the server; a retry needs a fresh one.
      if (failure) captcha.current?.reset();
      toast(_('form.error', { text: validationText(message) }), 'danger');
    },
  });

  const sending = formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={onSubmit} aria-labelledby={`${idPrefix}-form-title`}>
        <h2 id={`${idPrefix}-form-title`} className="h4 mb-3">
          {title}
        </h2>
        {children}
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">{_('form.botCheck')}</legend>
          <Captcha
            ref={captcha}
            onChange={onCaptchaChange}
            describedBy={captchaError ? captchaErrorId : undefined}
          />
          {captchaError ? (
            <div id={captchaErrorId} className="invalid-feedback d-block">
              {validationText(captchaError)}
            </div>
          ) : null}
          <NoScriptNotice />
        </fieldset>
        <button type="submit" className="btn btn-primary btn-lg" disabled={!captchaValue || sending}>
          {sending ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {_('form.sending')}
            </>
          ) : (
            submitLabel
          )}
        </button>
        {!captchaValue && !sending ? <p className="form-text mt-2 mb-0">{captchaHint}</p> : null}
        <FormErrorAlert show={refused} extra={unclaimed} />
        {footer}
      </Form>
    </FormProvider>
  );
}

/**
 * What a browser without JavaScript shows in place of the bot check (the public pages arrive
 * rendered, so their forms are there; the check cannot run, and would otherwise spin for ever).
 * React renders `<noscript>` only on the server; a browser running scripts ignores it.
 */
function NoScriptNotice() {
  const { contactEmail } = useRuntimeConfig();
  return (
    <noscript>
      <style>{'.captcha-status{display:none}'}</style>
      <p className="alert alert-warning mb-0">
        <Trans
          id="form.noScript"
          values={{ email: contactEmail }}
          components={{ 0: <a href={`mailto:${contactEmail}`}>{contactEmail}</a> }}
        />
      </p>
    </noscript>
  );
}
