import { useLingui } from '@lingui/react';
import {
  apiPaths,
  type CampDetailsInput,
  campDetailsInputSchema,
  type ImagePair,
  imageUploadTypes,
  catalogDetailLimits as limits,
  type SessionDetailsInput,
  sessionDetailsInputSchema,
  type TournamentDetailsInput,
  tournamentDetailsInputSchema,
} from '@soccer/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { type FieldValues, type Path, useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import { useUploadImage } from '../api/upload-image';
import { CatalogFormModal } from './catalog-form-modal';
import type { CatalogCampSession, CatalogCampSpec, CatalogTournament } from './catalog-types';
import { SpanishFields, type SpanishText } from './fields';
import { useCatalogForm } from './use-catalog-save';

/*
 * What a camp, a session and a tournament are (decision 0065): daily times, venue notes, photos,
 * coaches and questions, each text in English and Spanish. One dialog per item, beside its Edit.
 */

type CampForm = CampDetailsInput;
type SessionForm = SessionDetailsInput;
type TournamentForm = TournamentDetailsInput;

/**
 * A photo input: the file goes to the server at once, which answers its stored images; its
 * refusal (not an image, too large) shows under the input.
 */
function PhotoUpload({ label, onUploaded }: { label: string; onUploaded: (images: ImagePair) => void }) {
  const { _ } = useLingui();
  const id = useId();
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    if (file.size > limits.uploadBytes) {
      setError(_('catalog.details.tooLarge', { megabytes: limits.uploadBytes / 1024 / 1024 }));
      input.value = '';
      return;
    }
    const result = await upload.mutateAsync(file);
    input.value = '';
    if (result.ok) onUploaded(result.data);
    else setError(result.errors?.file?.[0] ?? result.message);
  };
  return (
    <Form.Group className="mb-2" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="file"
        accept={imageUploadTypes.join(',')}
        onChange={onChange}
        disabled={upload.isPending}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {upload.isPending ? <Form.Text>{_('catalog.details.uploading')}</Form.Text> : null}
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : null}
    </Form.Group>
  );
}

/** A stored image as staff see it in the form: the small one, at its size. */
function Thumbnail({ images, alt }: { images: ImagePair; alt: string }) {
  return (
    <img
      src={apiPaths.image(images.small.hash)}
      width={images.small.width}
      height={images.small.height}
      alt={alt}
      className="catalog-thumbnail"
    />
  );
}

/** Drop-off and pick-up: the facility's wall clock. */
function TimeFields<T extends FieldValues>({ help }: { help?: string }) {
  const { _ } = useLingui();
  return (
    <div className="row">
      <TextField<T>
        name={'dropOffTime' as Path<T>}
        label={_('catalog.details.dropOff')}
        type="time"
        className="col-6 mb-3"
        help={help}
      />
      <TextField<T>
        name={'pickUpTime' as Path<T>}
        label={_('catalog.details.pickUp')}
        type="time"
        className="col-6 mb-3"
      />
    </div>
  );
}

function VenueNotesField<T extends FieldValues>() {
  const { _ } = useLingui();
  return (
    <TextField<T>
      name={'venueNotes' as Path<T>}
      label={_('catalog.details.venueNotes')}
      as="textarea"
      rows={3}
      maxLength={limits.venueNotes}
      help={_('catalog.details.venueNotesHelp')}
    />
  );
}

function BringField<T extends FieldValues>({ help }: { help: string }) {
  const { _ } = useLingui();
  return (
    <TextField<T>
      name={'attendeeNotes' as Path<T>}
      label={_('catalog.field.attendeeNotes')}
      as="textarea"
      rows={3}
      maxLength={limits.attendeeNotes}
      help={help}
    />
  );
}

/** Photos of the venue: upload, describe in both languages, remove. */
function PhotosFields<T extends FieldValues>() {
  const { _ } = useLingui();
  const { control, watch } = useFormContext<CampForm>();
  const photos = useFieldArray({ control, name: 'photos', keyName: 'key' });
  return (
    <fieldset className="mb-3">
      <legend className="h6">{_('catalog.details.photos')}</legend>
      {photos.fields.map((photo, index) => (
        <div key={photo.key} className="border rounded p-2 mb-2 d-flex gap-3 flex-wrap">
          <Thumbnail images={photo.images} alt={watch(`photos.${index}.alt`) ?? ''} />
          <div className="flex-grow-1">
            <TextField<T>
              name={`photos.${index}.alt` as Path<T>}
              label={_('catalog.details.alt', { number: index + 1 })}
              maxLength={limits.alt}
              required
              className="mb-2"
            />
            <TextField<T>
              name={`photos.${index}.es.alt` as Path<T>}
              label={_('catalog.details.altEs', { number: index + 1 })}
              maxLength={limits.alt}
              required
              className="mb-2"
            />
            <Button variant="outline-secondary" size="sm" onClick={() => photos.remove(index)}>
              {_('catalog.details.removePhoto', { number: index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      {photos.fields.length < limits.photos ? (
        <PhotoUpload
          label={_('catalog.details.addPhoto')}
          onUploaded={(images) => photos.append({ images, alt: '', es: { alt: '' } })}
        />
      ) : null}
    </fieldset>
  );
}

/** Coaches: name, short bio in both languages, a photo. */
function CoachesFields() {
  const { _ } = useLingui();
  const { control, setValue, watch } = useFormContext<CampForm>();
  const coaches = useFieldArray({ control, name: 'coaches', keyName: 'key' });
  return (
    <fieldset className="mb-3">
      <legend className="h6">{_('catalog.details.coaches')}</legend>
      {coaches.fields.map((coach, index) => {
        const photo = watch(`coaches.${index}.photo`);
        return (
          <div key={coach.key} className="border rounded p-2 mb-2">
            <TextField<CampForm>
              name={`coaches.${index}.name`}
              label={_('catalog.details.coachName', { number: index + 1 })}
              maxLength={limits.coachName}
              required
              className="mb-2"
            />
            <TextField<CampForm>
              name={`coaches.${index}.bio`}
              label={_('catalog.details.coachBio')}
              as="textarea"
              rows={2}
              maxLength={limits.coachBio}
              className="mb-2"
            />
            <TextField<CampForm>
              name={`coaches.${index}.es.bio`}
              label={_('catalog.details.coachBioEs')}
              as="textarea"
              rows={2}
              maxLength={limits.coachBio}
              className="mb-2"
            />
            {photo ? (
              <div className="d-flex gap-2 align-items-center mb-2">
                <Thumbnail images={photo} alt={_('catalog.details.coachPhotoOf', { name: coach.name })} />
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => setValue(`coaches.${index}.photo`, null, { shouldDirty: true })}
                >
                  {_('catalog.details.removeCoachPhoto')}
                </Button>
              </div>
            ) : (
              <PhotoUpload
                label={_('catalog.details.coachPhoto')}
                onUploaded={(images) => setValue(`coaches.${index}.photo`, images, { shouldDirty: true })}
              />
            )}
            <Button variant="outline-secondary" size="sm" onClick={() => coaches.remove(index)}>
              {_('catalog.details.removeCoach', { number: index + 1 })}
            </Button>
          </div>
        );
      })}
      {coaches.fields.length < limits.coaches ? (
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => coaches.append({ name: '', bio: '', es: { bio: '' }, photo: null })}
        >
          {_('catalog.details.addCoach')}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** Questions and answers, each in both languages. */
function QuestionsFields<T extends FieldValues>() {
  const { _ } = useLingui();
  const { control } = useFormContext<CampForm>();
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  return (
    <fieldset className="mb-3">
      <legend className="h6">{_('catalog.details.questions')}</legend>
      {questions.fields.map((q, index) => (
        <div key={q.key} className="border rounded p-2 mb-2">
          {(
            [
              ['question', 'catalog.details.question', limits.question, 0],
              ['answer', 'catalog.details.answer', limits.answer, 3],
              ['es.question', 'catalog.details.questionEs', limits.question, 0],
              ['es.answer', 'catalog.details.answerEs', limits.answer, 3],
            ] as const
          ).map(([field, label, max, rows]) => (
            <TextField<T>
              key={field}
              name={`questions.${index}.${field}` as Path<T>}
              label={_(label, { number: index + 1 })}
              maxLength={max}
              required={!field.startsWith('es.')}
              className="mb-2"
              {...(rows ? { as: 'textarea' as const, rows } : {})}
            />
          ))}
          <Button variant="outline-secondary" size="sm" onClick={() => questions.remove(index)}>
            {_('catalog.details.removeQuestion', { number: index + 1 })}
          </Button>
        </div>
      ))}
      {questions.fields.length < limits.questions ? (
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => questions.append({ question: '', answer: '', es: { question: '', answer: '' } })}
        >
          {_('catalog.details.addQuestion')}
        </Button>
      ) : null}
    </fieldset>
  );
}

const venueSpanish = <T extends FieldValues>(...more: SpanishText<T>[]): SpanishText<T>[] => [
  ...more,
  {
    name: 'es.venueNotes' as Path<T>,
    label: 'catalog.details.venueNotesEs',
    maxLength: limits.venueNotes,
    rows: 3,
  },
];
const bringSpanish = <T extends FieldValues>(): SpanishText<T> => ({
  name: 'es.attendeeNotes' as Path<T>,
  label: 'catalog.field.attendeeNotesEs',
  maxLength: limits.attendeeNotes,
  rows: 3,
});

/** A camp's details: its sessions show them unless a session sets its own times or notes. */
export function CampDetailsDialog({ campSpec, onClose }: { campSpec: CatalogCampSpec; onClose: () => void }) {
  const { _ } = useLingui();
  const modal = useCatalogForm('campSpecDetails', campDetailsInputSchema, {
    item: { id: campSpec.id, ...campSpec.details },
    blank: {},
    title: _('catalog.details.title', { name: campSpec.campName }),
    onClose,
  });
  return (
    <CatalogFormModal {...modal} size="xl">
      <TimeFields<CampForm> help={_('catalog.details.timesHelp')} />
      <VenueNotesField<CampForm> />
      <SpanishFields<CampForm> texts={venueSpanish<CampForm>()} />
      <PhotosFields<CampForm> />
      <CoachesFields />
      <QuestionsFields<CampForm> />
    </CatalogFormModal>
  );
}

/** A session's own times and notes, where they differ from its camp's (blank: the camp's). */
export function SessionDetailsDialog({
  session,
  title,
  onClose,
}: {
  session: CatalogCampSession;
  title: string;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const modal = useCatalogForm('campSessionDetails', sessionDetailsInputSchema, {
    item: { id: session.id, ...session.details },
    blank: {},
    title: _('catalog.details.title', { name: title }),
    onClose,
  });
  return (
    <CatalogFormModal {...modal}>
      <p className="text-body-secondary">{_('catalog.details.sessionHelp')}</p>
      <TimeFields<SessionForm> />
      <BringField<SessionForm> help={_('catalog.details.sessionBringHelp')} />
      <VenueNotesField<SessionForm> />
      <SpanishFields<SessionForm> texts={venueSpanish<SessionForm>(bringSpanish<SessionForm>())} />
    </CatalogFormModal>
  );
}

/** A tournament's venue notes, what to bring, photos and questions. */
export function TournamentDetailsDialog({
  tournament,
  onClose,
}: {
  tournament: CatalogTournament;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const modal = useCatalogForm('tournamentDetails', tournamentDetailsInputSchema, {
    item: { id: tournament.id, ...tournament.details },
    blank: {},
    title: _('catalog.details.title', { name: tournament.tournamentName }),
    onClose,
  });
  return (
    <CatalogFormModal {...modal} size="xl">
      <BringField<TournamentForm> help={_('catalog.field.attendeeNotesHelp')} />
      <VenueNotesField<TournamentForm> />
      <SpanishFields<TournamentForm> texts={venueSpanish<TournamentForm>(bringSpanish<TournamentForm>())} />
      <PhotosFields<TournamentForm> />
      <QuestionsFields<TournamentForm> />
    </CatalogFormModal>
  );
}
