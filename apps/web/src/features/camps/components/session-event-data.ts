import { type CampSession, dailyTimes, publicListPaths, zonedIsoDateTime } from '@soccer/contracts';
import { priceNow } from '../../../components/details/price-window-note';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { activeLocale } from '../../../lib/i18n/i18n';

/** Schema.org Event data for the session (dates with the facility's offset where the times are known). */
export function campSessionEvent(session: CampSession, name: string, description: string) {
  const { campFacility: f, campStartDate, campEndDate, timeZone } = session;
  const times = dailyTimes(session.timeBlock);
  const at = (day: string, time: string | undefined) =>
    time && timeZone ? zonedIsoDateTime(day, time, timeZone) : day;
  const url = paths.campSession.href(session.id);
  const details = session.details;
  const photos = details?.photos ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    description,
    url,
    startDate: at(campStartDate, times?.start),
    endDate: at(campEndDate, times?.end),
    // Drop-off is when the doors open; the photos are the event's images.
    ...(details?.dropOffTime && timeZone ? { doorTime: at(campStartDate, details.dropOffTime) } : {}),
    // As ImageObjects: the server makes each `url` absolute.
    ...(photos.length
      ? {
          image: photos.map((p) => ({
            '@type': 'ImageObject',
            url: publicListPaths.image(p.images.large.hash),
          })),
        }
      : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: activeLocale(),
    ...(session.minAge !== null || session.maxAge !== null
      ? { typicalAgeRange: `${session.minAge ?? ''}-${session.maxAge ?? ''}` }
      : {}),
    location: {
      '@type': 'Place',
      name: f.facilityName,
      address: {
        '@type': 'PostalAddress',
        streetAddress: f.addressLine1,
        addressLocality: f.city,
        addressRegion: f.state,
        postalCode: f.zipCode,
        addressCountry: 'US',
      },
    },
    organizer: { '@type': 'Organization', name: site.name, url: paths.home.href() },
    offers: {
      '@type': 'Offer',
      price: priceNow({ ...session, cost: session.campCost }).cost.toFixed(2),
      priceCurrency: 'USD',
      availability: `https://schema.org/${session.seatsLeft > 0 ? 'InStock' : 'SoldOut'}`,
      url: paths.register.href(session.id),
    },
  };
}
