import { useLingui } from '@lingui/react';
import { type ConsentDocument, type Locale, waiverLimits, waiverMessages } from '@soccer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { type FieldValues, get, type Path, type PathValue, useFormContext } from 'react-hook-form';
import { contentLocale, inReadersLanguage } from '../../lib/i18n/content';
import { validationText } from '../../lib/i18n/form-texts';
import { queryKeys } from '../../lib/query-keys';
import { ArrayError } from '../form/array-error';
import { fieldId, useFieldError } from '../form/form-field';
import { TextField } from '../form/text-field';
import { FormSection } from '../form/text-fields';

/** A form whose values carry the acceptances of its documents, in the documents' order. */
interface WithWaivers extends FieldValues {
  waivers?: {
    documentId: number;
    version: number;
    accepted?: boolean;
    fullName?: string | null;
    /** The language the family reads the document in, recorded with its acceptance. */
    locale?: Locale;
  }[];
}

/**
 * The waivers and consents of a registration form (camp or team): each document's title and text
 * (in a scrolled box), a checkbox 'I have read and accept' and the typed full name. The form's
 * `waivers[i]` values hold the document's id and version from when it was opened; errors (the
 * form's own check or the server's) show beside the checkbox and the name. Nothing without documents.
 * When the server says a document changed since the form opened, the documents are read again
 * and the new text replaces the old one, unticked, for the family to read and accept.
 */
export function WaiversSection<T extends WithWaivers>({
  documents,
}: {
  documents: readonly ConsentDocument[];
}) {
  const { _ } = useLingui();
  useFollowNewVersions<T>(documents);
  if (documents.length === 0) return null;
  return (
    <FormSection legend={_('waiver.legend')}>
      <ArrayError<T> name={'waivers' as Path<T>} className="alert alert-danger py-2" />
      {documents.map((document, i) => (
        <WaiverAcceptance<T> key={document.id} document={inReadersLanguage(document)} index={i} />
      ))}
    </FormSection>
  );
}

function WaiverAcceptance<T extends WithWaivers>({
  document,
  index,
}: {
  document: ConsentDocument;
  index: number;
}) {
  const { _ } = useLingui();
  const { register } = useFormContext<T>();
  const accepted = `waivers.${index}.accepted` as Path<T>;
  const error = useFieldError<T>(accepted);
  const id = fieldId(accepted);
  const textId = `waiver-text-${document.id}`;
  return (
    <div className="waiver mb-4" data-testid="waiver">
      <h3 className="h6 mb-1">{document.title}</h3>
      <p className="small text-body-secondary mb-2">
        {_('waiver.kindVersion', { kind: _(`document.${document.kind}`), version: document.version })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled text must be reachable by keyboard */}
      <section id={textId} className="waiver-text mb-2" tabIndex={0} aria-label={document.title}>
        {document.body}
      </section>
      <Form.Check type="checkbox" id={id} className="mb-2">
        <Form.Check.Input
          type="checkbox"
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // Named with its document: a form may ask for several, each with this visible label.
          aria-label={_('waiver.acceptLabelFor', { title: document.title })}
          {...register(accepted)}
        />
        <Form.Check.Label>{_('waiver.acceptLabel')}</Form.Check.Label>
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error === undefined ? error : validationText(error)}
        </Form.Control.Feedback>
      </Form.Check>
      <TextField<T>
        name={`waivers.${index}.fullName` as Path<T>}
        label={waiverMessages.fullNameLabel}
        maxLength={waiverLimits.fullName}
        autoComplete="name"
        required
      />
    </div>
  );
}

type Acceptances = NonNullable<WithWaivers['waivers']>;

/** A form's starting acceptances of `documents`: nothing ticked, no name typed. */
export const blankAcceptances = (documents: readonly ConsentDocument[]) =>
  documents.map((d) => ({
    documentId: d.id,
    version: d.version,
    accepted: false,
    fullName: '',
    locale: contentLocale(),
  }));

/**
 * A server refusal of a version that changed meanwhile reads the documents again; when other
 * versions arrive, the form's acceptances follow them: one that still matches its document stays
 * as it is, one of a changed document is unticked (its typed name is kept).
 */
function useFollowNewVersions<T extends WithWaivers>(documents: readonly ConsentDocument[]) {
  const queryClient = useQueryClient();
  const { formState, getValues, setValue } = useFormContext<T>();
  const changed = documents.some(
    (d, i) =>
      (get(formState.errors, `waivers.${i}.accepted`) as { message?: string } | undefined)?.message ===
      waiverMessages.changed(d.title),
  );
  useEffect(() => {
    if (changed) void queryClient.invalidateQueries({ queryKey: queryKeys.documents.all });
  }, [changed, queryClient]);
  useEffect(() => {
    const name = 'waivers' as Path<T>;
    const current = (getValues(name) ?? []) as Acceptances;
    const next = documents.map((d) => {
      const given = current.find((w) => w.documentId === d.id);
      return given?.version === d.version
        ? given
        : {
            documentId: d.id,
            version: d.version,
            accepted: false,
            fullName: given?.fullName ?? '',
            locale: contentLocale(),
          };
    });
    if (next.some((w, i) => w !== current[i]) || next.length !== current.length)
      setValue(name, next as PathValue<T, Path<T>>);
  }, [documents, getValues, setValue]);
}
