import {
  type Facility,
  type ImagePair,
  mapSearchUrl,
  publicListPaths,
  type TournamentDetails,
} from '@soccer/contracts';
import type { ReactNode } from 'react';
import { inReadersLanguage } from '../../lib/i18n/content';

/*
 * The parts of a public page about one camp session or one tournament (decisions 0064, 0065,
 * 0077): a heading and what it holds, or nothing when staff wrote nothing. All of it is markup the
 * server renders: photos carry their sizes (no layout shift) and load lazily, questions open
 * without JavaScript (`<details>`). Headings and link words come from the page's own area
 * catalogue, so these parts add no texts to the shell.
 */

/** One part of the page: a heading and what it holds, or nothing at all when it holds nothing. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <section className="session-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Paragraphs from staff's text (blank lines separate them; single line ends stay). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => (
          <p key={p} className="session-text">
            {p}
          </p>
        ))}
    </>
  );
}

/** Staff's text as paragraphs under its heading; nothing when blank. */
export function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  const trimmed = text.trim();
  return (
    <DetailSection id={id} title={title}>
      {trimmed ? <Paragraphs text={trimmed} /> : null}
    </DetailSection>
  );
}

/**
 * The facility, its street address, a map link (a plain link to a map search: no map script on
 * the page; its accessible name, `mapLabel`, starts with its visible words) and the venue notes.
 */
export function PlaceSection({
  title,
  facility,
  notes,
  mapText,
  mapLabel,
}: {
  title: string;
  facility: Facility;
  /** The venue notes in the reader's language ('' for none). */
  notes: string;
  mapText: string;
  mapLabel: string;
}) {
  const { facilityName, addressLine1, city, state, zipCode } = facility;
  // Written here rather than with contracts `facilityLine`, whose module the public pages do not load.
  const address = [addressLine1, `${city}, ${state} ${zipCode}`.trim()].filter(Boolean).join(', ');
  return (
    <DetailSection id="where" title={title}>
      <address className="mb-2">
        <strong>{facilityName}</strong>
        <br />
        {addressLine1 ? (
          <>
            {addressLine1}
            <br />
          </>
        ) : null}
        {city}, {state} {zipCode}
      </address>
      <a
        href={mapSearchUrl(`${facilityName}, ${address}`)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={mapLabel}
      >
        {mapText}
      </a>
      {notes.trim() ? <Paragraphs text={notes.trim()} /> : null}
    </DetailSection>
  );
}

/** An image staff uploaded, in the size that fits (the small one on phones), never stretched. */
export function Picture({
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

/** A list under its heading; nothing when the list is empty. */
export function ListSection<T>({
  id,
  title,
  className,
  items = [],
  item,
}: {
  id: string;
  title: string;
  /** Written out whole: the build keeps only the CSS classes it finds in the code (decision 0047). */
  className: string;
  items: T[] | undefined;
  /** One entry; its index is its key (two coaches may share a name, two photos their bytes). */
  item: (value: T, index: number) => ReactNode;
}) {
  return (
    <DetailSection id={id} title={title}>
      {items.length ? <ul className={className}>{items.map(item)}</ul> : null}
    </DetailSection>
  );
}

type Photo = TournamentDetails['photos'][number];
type Question = TournamentDetails['questions'][number];

/** Photos of the venue, each with its description (in the reader's language) as its alt text. */
export function PhotosSection({ title, photos }: { title: string; photos: Photo[] | undefined }) {
  return (
    <ListSection
      id="photos"
      title={title}
      className="session-photos list-unstyled"
      items={photos}
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
  );
}

/** Questions and their answers, each opening on its own (without JavaScript too). */
export function QuestionsSection({ title, questions }: { title: string; questions: Question[] | undefined }) {
  return (
    <ListSection
      id="questions"
      title={title}
      className="session-questions list-unstyled"
      items={questions}
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
  );
}
