import type { FieldErrors as ServerFieldErrors } from '@soccer/contracts';
import { useEffect } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  set,
  type UseFormReturn,
} from 'react-hook-form';
import { serverKeyToField } from './server-errors';

/**
 * The schema's resolver plus rules the schema cannot know because they depend on the record the
 * form is for (a camp session's ages, an age group's birth dates and gender: contracts
 * eligibility). `rules` answers errors keyed as the server keys them (`teamMembers[1].playerGender`),
 * so the form refuses before sending exactly what the server would refuse, with its messages.
 */
export function withRuleErrors<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  rules: (values: TValues) => ServerFieldErrors,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const broken = Object.entries(rules(values)).filter(([, messages]) => messages[0]);
    if (broken.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<TValues>;
    for (const [key, [message]] of broken) {
      const field = serverKeyToField(key);
      // The schema's own message (a missing or impossible date) comes first.
      if (!get(errors, field)) set(errors, field, { type: 'rule', message });
    }
    return { values: {}, errors };
  };
}

/**
 * Checks a field as soon as a value is entered, before any submit (react-hook-form otherwise
 * waits for the first submit): `watches(name)` picks the fields, e.g. a birth date. A field
 * emptied again is checked only if it was showing an error, so clearing it does not nag.
 */
export function useCheckWhenEntered<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  watches: (name: string) => boolean,
) {
  const { watch, trigger, getFieldState } = form;
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (!name || !watches(name)) return;
      const field = name as Path<T>;
      if (get(values, field) || getFieldState(field).invalid) void trigger(field);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState, watches]);
}
