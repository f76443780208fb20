import { useLingui } from '@lingui/react';
import { type CampSession, type ImagePair, publicListPaths } from '@soccer/contracts';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { Paragraphs, SessionSection } from './session-sections';

/*
 * What a camp is (decision 0065): its venue notes, photos, coaches and questions, each one more
 * `SessionSection` that shows nothing when staff wrote nothing. All of it is markup the server
 * renders: photos have their sizes (no layout shift) and load lazily, questions open without
 * JavaScript (`<details>`).
 */

/** An image staff uploaded, in the size that fits (the small one on phones), never stretched. */
function Picture({
  images,
  alt,
  sizes,
  className,
}: {
  images: ImagePair;
  alt: string;
  sizes: string;
  className?: string;
}) {
  const { large, small } = images;
  return (
    <img
      src={publicListPaths.image(small.hash)}
      srcSet={`${publicListPaths.image(small.hash)} ${small.width}w, ${publicListPaths.image(large.hash)} ${large.width}w`}
      sizes={sizes}
      width={small.width}
      height={small.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

/** Parking, which field: the venue notes under the address. */
export function VenueNotes({ session }: { session: CampSession }) {
  const details = session.details;
  const text = details ? inReadersLanguage(details).venueNotes.trim() : '';
  return text ? (
    <div className="venue-notes mt-2">
      <Paragraphs text={text} />
    </div>
  ) : null;
}

export function PhotosSection({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const photos = session.details?.photos ?? [];
  return (
    <SessionSection id="photos" title={_('session.photos')}>
      {photos.length ? (
        <ul className="session-photos list-unstyled">
          {photos.map((photo) => (
            <li key={photo.images.large.hash}>
              <Picture
                images={photo.images}
                alt={inReadersLanguage(photo).alt}
                sizes={`(min-width: 992px) 360px, (min-width: 576px) 50vw, ${photo.images.small.width}px`}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </SessionSection>
  );
}

export function CoachesSection({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const coaches = session.details?.coaches ?? [];
  return (
    <SessionSection id="coaches" title={_('session.coaches')}>
      {coaches.length ? (
        <ul className="session-coaches list-unstyled">
          {coaches.map((coach) => (
            <li key={coach.name} className="session-coach">
              {coach.photo ? (
                <Picture images={coach.photo} alt="" sizes="96px" className="coach-photo" />
              ) : null}
              <div>
                <h3 className="h6 mb-1">{coach.name}</h3>
                {inReadersLanguage(coach).bio ? (
                  <p className="mb-0 session-text">{inReadersLanguage(coach).bio}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </SessionSection>
  );
}

export function QuestionsSection({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const questions = session.details?.questions ?? [];
  return (
    <SessionSection id="questions" title={_('session.questions')}>
      {questions.length ? (
        <div className="session-questions">
          {questions.map((q) => {
            const { question, answer } = inReadersLanguage(q);
            return (
              <details key={q.question}>
                <summary>{question}</summary>
                <Paragraphs text={answer} />
              </details>
            );
          })}
        </div>
      ) : null}
    </SessionSection>
  );
}
