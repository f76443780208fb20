import { publicListPaths, type Tournament } from '@soccer/contracts';
import { priceNow } from '../../../components/details/price-window-note';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { activeLocale } from '../../../lib/i18n/i18n';

/**
 * Schema.org Event data for a tournament (its days: a tournament has no daily time), an Offer per
 * age group open on its page, the photos as its images. Built by the server render only.
 */
export function tournamentEvent(groups: Tournament[], name: string, description: string) {
  const [first] = groups;
  if (!first) return {};
  const { facility: f, details } = first;
  const photos = details?.photos ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    description,
    url: paths.tournament.href(first.id),
    startDate: first.tournamentStartDate.slice(0, 10),
    endDate: first.tournamentEndDate.slice(0, 10),
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
    offers: groups.map((g) => ({
      '@type': 'Offer',
      name: g.ageRange.ageRangeDescription,
      price: priceNow({ ...g, cost: g.tournamentCost }).cost.toFixed(2),
      priceCurrency: 'USD',
      availability: `https://schema.org/${g.ageRange.teamsLeft === 0 ? 'SoldOut' : 'InStock'}`,
      validThrough: g.lastDateToRegister.slice(0, 10),
      url: paths.registerTournament.href(g.ageRange.tournamentAgeRangeId),
    })),
  };
}
