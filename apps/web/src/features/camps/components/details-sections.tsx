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
  className,
  items = [],
  item,
}: {
  id: 'photos' | 'coaches' | 'questions';
  /** Written out whole: the build keeps only the CSS classes it finds in the code (decision 0047). */
  className: string;
  items: T[] | undefined;
  /** One entry; its index is its key (two coaches may share a name, two photos their bytes). */
  item: (value: T, index: number) => ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <SessionSection id={id} title={_(`session.${id}`)}>
      {items.length ? <ul className={className}>{items.map(item)}</ul> : null}
    </SessionSection>
  );
}

/** The photos, coaches and questions, each a section of its own. */
export function DetailsSections({ session: { details } }: { session: CampSession }) {
  return (
    <>
      <ListSection
        id="photos"
        className="session-photos list-unstyled"
        items={details?.photos}
        item={(photo, i) => (
          <li key={i}>
            <Picture
              images={photo.images}
              alt={inReadersLanguage(photo).alt}
              sizes="(min-width: 576px) 360px, 100vw"
            />
          </li>
        )}
      />
      <ListSection
        id="coaches"
        className="list-unstyled"
        items={details?.coaches}
        item={(coach, i) => (
          <li key={i} className="session-coach">
            {coach.photo ? <Picture images={coach.photo} alt="" sizes="96px" /> : null}
            <div>
              <h3 className="h6">{coach.name}</h3>
              <Paragraphs text={inReadersLanguage(coach).bio} />
            </div>
          </li>
        )}
      />
      <ListSection
        id="questions"
        className="session-questions list-unstyled"
        items={details?.questions}
        item={(q, i) => {
          const { question, answer } = inReadersLanguage(q);
          return (
            <li key={i}>
              <details>
                <summary>{question}</summary>
                <Paragraphs text={answer} />
              </details>
            </li>
          );
        }}
      />
    </>
  );
}
