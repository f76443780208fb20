import { useLingui } from '@lingui/react';
import type { CampSession } from '@soccer/contracts';
import {
  ListSection,
  Paragraphs,
  PhotosSection,
  Picture,
  QuestionsSection,
} from '../../../components/details/detail-sections';
import { inReadersLanguage } from '../../../lib/i18n/content';

/*
 * What a camp is (decision 0065): its photos, coaches and questions (the venue notes are under
 * the address, `WhereSection`), each one more section that shows nothing when staff wrote
 * nothing (the shared parts of `components/details`).
 */

/** The photos, coaches and questions, each a section of its own. */
export function DetailsSections({ session: { details } }: { session: CampSession }) {
  const { _ } = useLingui();
  return (
    <>
      <PhotosSection title={_('session.photos')} photos={details?.photos} />
      <ListSection
        id="coaches"
        title={_('session.coaches')}
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
      <QuestionsSection title={_('session.questions')} questions={details?.questions} />
    </>
  );
}
