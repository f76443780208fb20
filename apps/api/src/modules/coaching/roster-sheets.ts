import type { CoachRoster, RosterChild, RosterSheetKind } from '@soccer/contracts';
import { type MailTexts, mailTexts } from '../../mail/texts.js';
import { type PrintedRow, type PrintedTable, tablePdf } from '../receipts/printed-document.js';

/** The facility's words a sheet prints: its name, address and IANA zone. */
export interface SheetPlace {
  camp_name: string;
  camp_name_es: string;
  facility_name: string;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
  time_zone: string;
}

const hasNotes = (c: RosterChild) => Boolean(c.medicalConditions.trim() || c.medicalTreatment.trim());

/** The medical notes, bold in a marked box before anything else of the child (decision 0090). */
function medicalFlag(x: MailTexts, c: RosterChild): string[] {
  if (!hasNotes(c)) return [];
  return [
    x.t('sheet.medicalFlag', { name: `${c.firstName} ${c.lastName}` }),
    ...(c.medicalConditions.trim() ? [x.t('sheet.conditions', { text: c.medicalConditions.trim() })] : []),
    ...(c.medicalTreatment.trim() ? [x.t('sheet.treatment', { text: c.medicalTreatment.trim() })] : []),
  ];
}

function childCell(x: MailTexts, c: RosterChild): string {
  return [
    `${c.firstName} ${c.lastName}`,
    [x.t('sheet.age', { age: c.age }), x.t('sheet.shirt', { size: c.tshirtSize.toUpperCase() })].join(' · '),
    ...(c.group ? [x.t('sheet.group', { group: c.group })] : []),
  ].join('\n');
}

const phoneLine = (name: string, phone: string) => [name, phone].filter(Boolean).join(': ');

function rosterRow(x: MailTexts, c: RosterChild): PrintedRow {
  const e = c.emergencyContact;
  return {
    flag: medicalFlag(x, c),
    cells: [
      childCell(x, c),
      hasNotes(c) ? x.t('sheet.seeAbove') : x.t('sheet.none'),
      c.guardians.map((g) => phoneLine(g.name, g.phone)).join('\n'),
      phoneLine(e.relationship ? `${e.name} (${e.relationship})` : e.name, e.phone),
    ],
  };
}

/** Who may pick the child up that day (decision 0094): the adult signing out is checked against it. */
function pickupLines(x: MailTexts, c: RosterChild): string[] {
  if (c.pickupAdults.length === 0) return [];
  return [
    x.t('sheet.mayPickUp'),
    ...c.pickupAdults.map((a) =>
      phoneLine(`${a.name} (${a.relation})${a.oneDay ? ` · ${x.t('sheet.todayOnly')}` : ''}`, a.phone),
    ),
  ];
}

function signInRow(x: MailTexts, c: RosterChild): PrintedRow {
  const child = [childCell(x, c), ...pickupLines(x, c)].join('\n');
  return { flag: medicalFlag(x, c), cells: [child, '', '', '', '', ''] };
}

/** The sheet's words in one language: camp, place, date, hours, the zone, and when it was printed. */
export function sheetContent(
  sheet: RosterSheetKind,
  roster: CoachRoster,
  place: SheetPlace,
  locale: string | null,
  at: Date,
): PrintedTable {
  const x = mailTexts(locale);
  const camp = x.locale === 'es' && place.camp_name_es ? place.camp_name_es : place.camp_name;
  const address = [place.address_line1, place.city, [place.state, place.zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const zoneName = x.time(at, place.time_zone).split(' ').pop() ?? '';
  const facts = [
    x.t('sheet.place', { place: address ? `${place.facility_name}, ${address}` : place.facility_name }),
    x.t('sheet.date', { day: x.date(roster.day) }),
    ...(roster.session.timeBlock ? [x.t('sheet.hours', { timeBlock: roster.session.timeBlock })] : []),
    ...(roster.session.group ? [x.t('sheet.group', { group: roster.session.group })] : []),
    x.t('sheet.zone', { zone: zoneName ? `${place.time_zone} (${zoneName})` : place.time_zone }),
    x.t('sheet.count', { count: roster.children.length }),
    x.t('sheet.printedAt', { at: x.instant(at, place.time_zone) }),
  ];
  const common = { locale: x.locale, facts, empty: x.t('sheet.empty'), footer: x.t('sheet.footer') };
  if (sheet === 'roster')
    return {
      ...common,
      title: x.t('sheet.rosterTitle', { camp }),
      layout: 'portrait',
      rowHeight: 30,
      columns: [
        { label: x.t('sheet.col.child'), share: 3 },
        { label: x.t('sheet.col.medical'), share: 3 },
        { label: x.t('sheet.col.guardians'), share: 3 },
        { label: x.t('sheet.col.emergency'), share: 3 },
      ],
      rows: roster.children.map((c) => rosterRow(x, c)),
    };
  return {
    ...common,
    title: x.t('sheet.signInTitle', { camp }),
    layout: 'landscape',
    rowHeight: 36,
    columns: [
      { label: x.t('sheet.col.child'), share: 4 },
      { label: x.t('sheet.col.timeIn'), share: 2 },
      { label: x.t('sheet.col.signatureIn'), share: 3 },
      { label: x.t('sheet.col.timeOut'), share: 2 },
      { label: x.t('sheet.col.pickedUpBy'), share: 3 },
      { label: x.t('sheet.col.signatureOut'), share: 3 },
    ],
    rows: roster.children.map((c) => signInRow(x, c)),
  };
}

/** 'roster-12-2026-07-06.pdf', 'sign-in-12-2026-07-06.pdf': no child's name in it. */
export function sheetFileName(sheet: RosterSheetKind, roster: CoachRoster): string {
  return `${sheet}-${roster.session.id}-${roster.day}.pdf`;
}

export function sheetPdf(
  sheet: RosterSheetKind,
  roster: CoachRoster,
  place: SheetPlace,
  locale: string | null,
  at: Date,
  author: string,
): Promise<Buffer> {
  const t = sheetContent(sheet, roster, place, locale, at);
  return tablePdf(t, { title: t.title, author, createdAt: at });
}
