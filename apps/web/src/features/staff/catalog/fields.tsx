import { useLingui } from '@lingui/react';
import { type AdminCatalog, defaultReminderDays, minimumDate, missingSpanish } from '@soccer/contracts';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { describedBy, fieldId, useFieldError } from '../../../components/form/form-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField, type TextFieldProps } from '../../../components/form/text-field';
import { optionsOf } from './catalog-types';

/** A labelled switch bound to the surrounding form (archived, t-shirt offering). */
export function SwitchField<T extends FieldValues>(props: {
  name: Path<T>;
  label: ReactNode;
  help?: ReactNode;
  className?: string;
}) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(props.name);
  const id = fieldId(props.name);
  return (
    <Form.Group className={props.className ?? 'mb-3'} controlId={id}>
      <Form.Check
        type="switch"
        label={props.label}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy(id, error, Boolean(props.help) && `${id}-help`)}
        {...register(props.name)}
      />
      {props.help ? (
        <Form.Text id={`${id}-help`} muted>
          {props.help}
        </Form.Text>
      ) : null}
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </Form.Group>
  );
}

/**
 * A form's plain inputs as one table, in order: each row is what `TextField` takes. Rows a form
 * shares with another come from the helpers below (`dateInput`, `promoFields`).
 */
export function TextFields<T extends FieldValues>({ fields }: { fields: readonly TextFieldProps<T>[] }) {
  return fields.map((field) => <TextField<T> key={field.name} {...field} />);
}

/** A date a staff member picks: not before the earliest date the catalogue takes. */
export const dateInput = { type: 'date', min: minimumDate } as const;

/** A whole number of at least `min` (cost, capacity, games, ages). */
export const numberInput = (min: number) => ({ type: 'number', min: String(min) }) as const;

/** The promo code and the discount it gives, as camp sessions and tournaments both take them. */
export function promoFields<T extends FieldValues & { promoCode?: unknown; promoDiscount?: unknown }>(
  _: (id: string) => string,
  className: string,
): TextFieldProps<T>[] {
  return [
    {
      name: 'promoCode' as Path<T>,
      label: _('catalog.field.promoCode'),
      maxLength: 20,
      className,
      help: _('catalog.field.promoCodeHelp'),
    },
    { name: 'promoDiscount' as Path<T>, label: _('catalog.field.discount'), ...numberInput(0), className },
  ];
}

/** The facility an item happens at: the facilities in use, and the item's own even when archived. */
export function FacilityField<T extends FieldValues & { facilityId?: unknown }>(props: {
  catalog: AdminCatalog;
  current?: number;
  className: string;
}) {
  const { _ } = useLingui();
  const options = optionsOf(
    props.catalog.facilities,
    (f) => `${f.facilityName} (${f.city}, ${f.state})`,
    props.current,
  );
  return (
    <SelectField<T>
      name={'facilityId' as Path<T>}
      label={_('catalog.field.facility')}
      options={options}
      placeholder={_('catalog.field.chooseFacility')}
      required
      className={props.className}
    />
  );
}

/** The item's archived switch, with what archiving does to this kind of item. */
export function ArchivedField<T extends FieldValues & { archived?: unknown }>({ help }: { help: string }) {
  const { _ } = useLingui();
  return <SwitchField<T> name={'archived' as Path<T>} label={_('catalog.field.archived')} help={help} />;
}

/** An item's description as the public pages show it: required, up to 2000 characters, counted as typed. */
export function DescriptionField<T extends FieldValues>({ name, rows }: { name: Path<T>; rows: number }) {
  const { _ } = useLingui();
  return (
    <TextField<T>
      name={name}
      label={_('catalog.field.description')}
      as="textarea"
      rows={rows}
      maxLength={2000}
      showRemaining
      required
    />
  );
}

/** One Spanish text of an item: its field, the catalogue id of its label, its cap (contracts `contentLimits`, `waiverLimits`). */
export interface SpanishText<T extends FieldValues> {
  name: Path<T>;
  label: string;
  maxLength: number;
  /** A text area of this many rows; a one-line input without it. */
  rows?: number;
}

/**
 * The Spanish texts of an item, under the English ones (decision 0055). Blank is allowed: families
 * who read Spanish then see the English text, and the catalogue marks the item "Spanish missing".
 */
export function SpanishFields<T extends FieldValues>({ texts }: { texts: readonly SpanishText<T>[] }) {
  const { _ } = useLingui();
  return (
    <fieldset className="spanish-fields border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-1">{_('catalog.spanish.legend')}</legend>
      <p className="small text-body-secondary">{_('catalog.spanish.help')}</p>
      {texts.map((text) => (
        <TextField<T>
          key={text.name}
          name={text.name}
          label={_(text.label)}
          maxLength={text.maxLength}
          {...(text.rows ? { as: 'textarea' as const, rows: text.rows, showRemaining: true } : {})}
        />
      ))}
    </fieldset>
  );
}

/** The mark of an item whose English text has no Spanish one yet; nothing when all are written. */
export function SpanishMissingBadge({ item }: { item: object }) {
  const { _ } = useLingui();
  const missing = 'es' in item ? missingSpanish(item as { es: Record<string, string> }).length : 0;
  if (!missing) return null;
  return <span className="badge text-bg-warning ms-2">{_('catalog.spanish.missing')}</span>;
}

/** How many of `items` lack a Spanish text, for a section's count line. */
export const countMissingSpanish = (items: readonly object[]) =>
  items.filter((item) => 'es' in item && missingSpanish(item as { es: Record<string, string> }).length > 0)
    .length;

/** An item as its form shows it: its reminder days as typed ('10, 2'; none: blank). */
export const withReminderDaysText = <I extends { reminderDays: readonly number[] | null }>(item: I | null) =>
  item && { ...item, reminderDays: item.reminderDays?.join(', ') ?? '' };

/**
 * The days before a session's start that its families get a reminder ('7, 1'; contracts
 * `reminderDaysSchema`): a camp's apply to its sessions, a session's own replace them; blank
 * takes the camp's, then the default.
 */
export function ReminderDaysField<T extends FieldValues & { reminderDays?: unknown }>(props: {
  help: string;
  className?: string;
}) {
  const { _ } = useLingui();
  return (
    <TextField<T>
      name={'reminderDays' as Path<T>}
      label={_('catalog.field.reminderDays')}
      maxLength={20}
      placeholder={defaultReminderDays.join(', ')}
      help={props.help}
      {...(props.className ? { className: props.className } : {})}
    />
  );
}
