import { useLingui } from '@lingui/react';
import { type CampSession, type ImagePair, publicListPaths } from '@soccer/contracts';
import type { ReactNode } from 'react';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { Paragraphs, SessionSection } from './session-sections';

/*
 * What a camp is (decision 0065): its photos, coaches and questions (the venue notes are under
 * the address, `WhereSection`), each one more
 * `SessionSection` that shows nothing when staff wrote nothing. All of it is markup the server
 * renders: photos have their sizes (no layout shift) and load lazily, questions open without
 * JavaScript (`<details>`).
 */

/** An image staff uploaded, in the size that fits (the small one on phones), never stretched. */
function Picture({
  images: { large, small },
  alt,
  sizes,
}: {
  images: ImagePair;
  alt: string;
  sizes: string;
}) {
  const url = publicListPaths.image;
  return (
    <img
      src={url(small.hash)}
      srcSet={`${url(small.hash)} ${small.width}w, ${url(large.hash)} ${large.width}w`}
      sizes={sizes}
      width={small.width}
      height={small.height}
      alt={alt}
      loading="lazy"
    />
  );
}

/** A list of the session's details under its heading; nothing when the list is empty. */
function ListSection<T>({
  id,
  items = [],
  item,
}: {
  id: 'photos' | 'coaches' | 'questions';
  items: T[] | undefined;
  item: (value: T) => ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <SessionSection id={id} title={_(`session.${id}`)}>
      {items.length ? <ul className={`session-${id} list-unstyled`}>{items.map(item)}</ul> : null}
    </SessionSection>
  );
}

export const PhotosSection = ({ session }: { session: CampSession }) => (
  <ListSection
    id="photos"
    items={session.details?.photos}
    item={(photo) => (
      <li key={photo.images.large.hash}>
        <Picture
          images={photo.images}
          alt={inReadersLanguage(photo).alt}
          sizes="(min-width: 576px) 360px, 100vw"
        />
      </li>
    )}
  />
);

export const CoachesSection = ({ session }: { session: CampSession }) => (
  <ListSection
    id="coaches"
    items={session.details?.coaches}
    item={(coach) => (
      <li key={coach.name} className="session-coach">
        {coach.photo ? <Picture images={coach.photo} alt="" sizes="96px" /> : null}
        <div>
          <h3 className="h6">{coach.name}</h3>
          <Paragraphs text={inReadersLanguage(coach).bio} />
        </div>
      </li>
    )}
  />
);

export const QuestionsSection = ({ session }: { session: CampSession }) => (
  <ListSection
    id="questions"
    items={session.details?.questions}
    item={(q) => {
      const { question, answer } = inReadersLanguage(q);
      return (
        <li key={q.question}>
          <details>
            <summary>{question}</summary>
            <Paragraphs text={answer} />
          </details>
        </li>
      );
    }}
  />
);
