import { type AgeGroupGender, ageRangeText } from '@soccer/contracts';
import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import { storeImage } from '../modules/staff/catalog/details-service.js';
import type { Executor } from './database.js';
import type { Database } from './schema.js';

/** A drawing made here (no download), stored as an upload would be. */
const drawing = async (db: Executor, svg: string, at: Date) =>
  storeImage(db, await sharp(Buffer.from(svg)).png().toBuffer(), at);

/** A pitch seen from the side line: grass stripes, lines, a goal. */
const pitchSvg = (
  grass: string,
  stripe: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <rect width="1200" height="800" fill="#9fd3f5"/>
  <rect y="260" width="1200" height="540" fill="${grass}"/>
  ${[0, 1, 2, 3, 4].map((i) => `<rect x="${i * 240}" y="260" width="120" height="540" fill="${stripe}"/>`).join('')}
  <path d="M60 760 L300 300 L900 300 L1140 760 Z" fill="none" stroke="#fff" stroke-width="8"/>
  <line x1="600" y1="300" x2="600" y2="760" stroke="#fff" stroke-width="6"/>
  <rect x="520" y="230" width="160" height="70" fill="none" stroke="#fff" stroke-width="8"/>
  <circle cx="600" cy="560" r="22" fill="#fff" stroke="#222" stroke-width="4"/>
</svg>`;

/** A coach's portrait: a head and shoulders on a coloured ground. */
const portraitSvg = (
  ground: string,
  shirt: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <rect width="600" height="600" fill="${ground}"/>
  <circle cx="300" cy="240" r="110" fill="#c68863"/>
  <path d="M100 600 C110 420 490 420 500 600 Z" fill="${shirt}"/>
</svg>`;

/** The demo's Foundations camp: its times, venue, photos, coaches and questions in both languages. */
async function demoCampDetails(db: Executor, at: Date) {
  const [field, goal, maria, james] = [
    await drawing(db, pitchSvg('#3f9a3f', '#4aa84a'), at),
    await drawing(db, pitchSvg('#2f7f3a', '#3a8f45'), at),
    await drawing(db, portraitSvg('#f3c969', '#1d4ed8'), at),
    await drawing(db, portraitSvg('#a7d3f0', '#b91c1c'), at),
  ];
  return {
    dropOffTime: '08:45',
    pickUpTime: '12:15',
    venueNotes:
      'Park in the main lot off Davidson St. Our fields are 3 and 4, past the playground; check in at the blue tent.',
    es: {
      venueNotes:
        'Estacione en el lote principal de Davidson St. Nuestras canchas son la 3 y la 4, pasando el parque infantil; regístrese en la carpa azul.',
    },
    photos: [
      {
        images: field,
        alt: 'Fields 3 and 4 seen from the parking lot',
        es: { alt: 'Las canchas 3 y 4 vistas desde el estacionamiento' },
      },
      { images: goal, alt: 'A goal on field 4', es: { alt: 'Una portería en la cancha 4' } },
    ],
    coaches: [
      {
        name: 'María López',
        bio: 'UEFA B licence; twelve years coaching young players in Nashville.',
        es: { bio: 'Licencia UEFA B; lleva doce años entrenando a jugadores jóvenes en Nashville.' },
        photo: maria,
      },
      {
        name: 'James Carter',
        bio: 'Former college midfielder who loves teaching a good first touch.',
        es: { bio: 'Exmediocampista universitario; le encanta enseñar un buen control del balón.' },
        photo: james,
      },
    ],
    questions: [
      {
        question: 'What if it rains?',
        answer: 'We play in light rain. If there is lightning or a storm warning, we email you by 7:00 AM.',
        es: {
          question: '¿Y si llueve?',
          answer:
            'Jugamos con lluvia ligera. Si hay rayos o alerta de tormenta, le avisamos por correo electrónico antes de las 7:00 a. m.',
        },
      },
      {
        question: 'Can my child be in the same group as a friend?',
        answer: "Yes: write the friend's name in the notes when you register and we will keep them together.",
        es: {
          question: '¿Mi hijo puede estar en el mismo grupo que un amigo?',
          answer: 'Sí: escriba el nombre del amigo en las notas al inscribirse y los mantendremos juntos.',
        },
      },
    ],
  };
}

/** The demo's Music City tournament: what to bring, the venue, a photo and questions in both languages. */
async function demoTournamentDetails(db: Executor, at: Date) {
  const fields = await drawing(db, pitchSvg('#4a9c3f', '#58ad4b'), at);
  return {
    attendeeNotes:
      'Two jerseys (a light and a dark one), shin guards, a ball for warming up and plenty of water.',
    venueNotes:
      'Park in the east lot off Davidson St. The 3v3 fields are past the main building; check in at the white tent.',
    es: {
      attendeeNotes:
        'Dos camisetas (una clara y una oscura), espinilleras, un balón para calentar y mucha agua.',
      venueNotes: '',
    },
    photos: [
      {
        images: fields,
        alt: 'The 3v3 fields past the main building',
        es: { alt: 'Las canchas de 3 contra 3, pasando el edificio principal' },
      },
    ],
    questions: [
      {
        question: 'How long is each game?',
        answer: 'Two halves of 12 minutes, with a short break between them.',
        es: {
          question: '¿Cuánto dura cada partido?',
          answer: 'Dos tiempos de 12 minutos, con un descanso corto entre ellos.',
        },
      },
    ],
  };
}

/**
 * Demo catalogue for an empty database: camp sessions in Nashville, Dallas and Stratham across
 * the coming months (some with promo codes, one nearly full) and tournaments with several age
 * ranges (one with t-shirts, one past its registration deadline). Dates are relative to `now`
 * so the demo never goes stale.
 */
export async function seedDemoData(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('camp_sessions').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  const createdAt = now.toISOString();
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  await db.transaction().execute(async (trx) => {
    const facility = async (f: Omit<Insertable<Database['facilities']>, 'id' | 'archived_at'>) =>
      (await trx.insertInto('facilities').values(f).returning('id').executeTakeFirstOrThrow()).id;

    const nashville = await facility({
      facility_name: 'Shelby Bottoms Sports Complex',
      address_line1: '1900 Davidson St',
      city: 'Nashville',
      state: 'TN',
      zip_code: '37206',
      time_zone: 'America/Chicago',
    });
    const dallas = await facility({
      facility_name: 'Fretz Park Fields',
      address_line1: '6950 Belt Line Rd',
      city: 'Dallas',
      state: 'TX',
      zip_code: '75254',
      time_zone: 'America/Chicago',
    });
    const stratham = await facility({
      facility_name: 'Stratham Hill Park',
      address_line1: '270 Portsmouth Ave',
      city: 'Stratham',
      state: 'NH',
      zip_code: '03885',
      time_zone: 'America/New_York',
    });

    const spec = async (s: Omit<Insertable<Database['camp_specs']>, 'id' | 'archived_at'>) =>
      (await trx.insertInto('camp_specs').values(s).returning('id').executeTakeFirstOrThrow()).id;

    const skills = await spec({
      camp_name: 'Foundations Skills Camp',
      catalog_description:
        'Small-sided games and hundreds of touches a day: dribbling, first touch, passing and finishing for young players finding their feet.',
      attendee_notes: 'Bring shin guards, a size 4 ball, water and sunscreen. Cleats recommended.',
      camp_name_es: 'Campamento de habilidades básicas',
      catalog_description_es:
        'Partidos en espacios reducidos y cientos de toques al día: regate, control, pase y definición para los jugadores que empiezan.',
      attendee_notes_es:
        'Traiga espinilleras, un balón número 4, agua y protector solar. Se recomiendan zapatos de fútbol.',
    });
    const advanced = await spec({
      camp_name: 'Advanced Player Camp',
      catalog_description:
        'High-energy sessions for club players: 1v1 moves, combination play, positional games and finishing under pressure.',
      attendee_notes:
        'For players on a club or travel team. Bring a size 5 ball, shin guards and two shirts (light and dark).',
      camp_name_es: 'Campamento para jugadores avanzados',
      catalog_description_es:
        'Sesiones intensas para jugadores de club: jugadas uno contra uno, juego combinado, juegos de posición y definición bajo presión.',
    });
    const keeper = await spec({
      camp_name: 'Goalkeeper Academy',
      catalog_description:
        'Handling, footwork, diving technique and distribution, coached by former college goalkeepers in small groups.',
      attendee_notes: 'Keeper gloves required; padded shorts or pants recommended.',
    });
    const minis = await spec({
      camp_name: 'Little Kickers Morning Camp',
      catalog_description:
        'Fun-first games that build coordination, confidence and a love of the ball for our youngest players.',
      attendee_notes: 'Half-day mornings. Bring water, a snack and a size 3 ball.',
    });

    type Session = Omit<
      Database['camp_sessions'],
      | 'id'
      | 'archived_at'
      | 'created_at'
      | 'cancellation_policy'
      | 'reminder_days'
      | 'details'
      | 'price_windows'
      | 'deposit_plan'
      | 'instalment_plan'
    >;
    const sessions: Session[] = [
      s(skills, nashville, 14, 18, '9:00 AM - 12:00 PM', [6, 9], 17500, 24, 'EARLYBIRD', 2500),
      s(advanced, nashville, 21, 25, '9:00 AM - 3:00 PM', [10, 14], 29500, 20, null, 0),
      s(minis, nashville, 42, 44, '9:00 AM - 11:30 AM', [4, 6], 9500, 16, null, 0),
      s(skills, dallas, 28, 32, '8:30 AM - 11:30 AM', [6, 9], 17500, 30, 'DALLAS20', 2000),
      s(keeper, dallas, 35, 37, '4:00 PM - 7:00 PM', [10, 16], 19500, 12, null, 0),
      s(advanced, dallas, 56, 60, '9:00 AM - 3:00 PM', [11, 15], 29500, 24, null, 0),
      s(skills, stratham, 49, 53, '9:00 AM - 12:00 PM', [7, 10], 16500, 20, 'SEACOAST', 1500),
      s(advanced, stratham, 63, 67, '9:00 AM - 3:00 PM', [11, 14], 27500, 3, null, 0),
      s(keeper, stratham, 77, 79, '9:00 AM - 12:00 PM', [9, 14], 18500, 10, null, 0),
      s(minis, dallas, 84, 86, '9:00 AM - 11:30 AM', [4, 6], 9500, 18, null, 0),
    ];
    const sessionIds: number[] = [];
    for (const session of sessions) {
      const row = await trx
        .insertInto('camp_sessions')
        .values({ ...session, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      sessionIds.push(row.id);
    }

    await trx
      .updateTable('camp_specs')
      .set({ details: JSON.stringify(await demoCampDetails(trx, now)) })
      .where('id', '=', skills)
      .execute();

    // The Stratham advanced camp (capacity 3) is nearly full: two seats already paid.
    const nearlyFull = sessionIds[7]!;
    for (const [first, last] of [
      ['Mia', 'Thompson'],
      ['Liam', 'Carter'],
    ] as const) {
      await trx
        .insertInto('camp_registrations')
        .values(demoRegistration(nearlyFull, first, last, createdAt, 27500))
        .execute();
    }

    type Tournament = Omit<
      Insertable<Database['tournaments']>,
      'id' | 'archived_at' | 'created_at' | 'cancellation_policy'
    >;
    /** What a tournament without a roster deadline, promo code or t-shirts leaves out. */
    const plain = { roster_deadline: null, promo_code: null, promo_discount_cents: 0, supports_tshirt: 0 };
    const tournament = async (
      t: Omit<Tournament, keyof typeof plain> & Partial<Tournament>,
      ages: [description: string, under: number, gender: AgeGroupGender][],
    ) => {
      const { id } = await trx
        .insertInto('tournaments')
        .values({ ...plain, ...t, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [description, under, gender] of ages) {
        await trx
          .insertInto('tournament_age_ranges')
          .values({
            tournament_id: id,
            age_range_description: description,
            ...underAge(t.start_date, under),
            gender,
          })
          .execute();
      }
      return id;
    };

    const musicCity = await tournament(
      {
        tournament_name: 'Music City 3v3 Shootout',
        tournament_description:
          'Fast 3v3 games on small fields, no goalkeepers, every player touches the ball. Four games guaranteed, medals for the winners of each group.',
        tournament_name_es: 'Torneo 3 contra 3 de Music City',
        tournament_description_es:
          'Partidos rápidos de 3 contra 3 en canchas pequeñas, sin porteros: todos los jugadores tocan el balón. Cuatro partidos garantizados y medallas para los ganadores de cada grupo.',
        start_date: day(30),
        end_date: day(31),
        last_date_to_register: day(20),
        // Clubs swap players until shortly before the event.
        roster_deadline: day(27),
        min_games: 4,
        max_players: 5,
        cost_cents: 22500,
        promo_code: 'SHOOTOUT10',
        promo_discount_cents: 2250,
        supports_tshirt: 1,
        facility_id: nashville,
      },
      [
        ['U8 Boys & Girls', 8, 'coed'],
        ['U10 Boys', 10, 'boys'],
        ['U10 Girls', 10, 'girls'],
        ['U12 Boys', 12, 'boys'],
        ['U12 Girls', 12, 'girls'],
      ],
    );
    await trx
      .updateTable('tournaments')
      .set({ details: JSON.stringify(await demoTournamentDetails(trx, now)) })
      .where('id', '=', musicCity)
      .execute();
    await tournament(
      {
        tournament_name: 'Lone Star Winter Classic',
        tournament_description:
          '7v7 small-sided tournament for recreational and club teams. Three games guaranteed and a free coaches clinic on Saturday morning.',
        start_date: day(45),
        end_date: day(46),
        last_date_to_register: day(35),
        min_games: 3,
        max_players: 8,
        cost_cents: 39500,
        facility_id: dallas,
      },
      [
        ['U9 Coed', 9, 'coed'],
        ['U11 Coed', 11, 'coed'],
        ['U13 Coed', 13, 'coed'],
      ],
    );
    await tournament(
      {
        tournament_name: 'Seacoast Fall Festival 4v4',
        tournament_description:
          '4v4 festival with short games and lots of them. Registration has closed for this one; see you next season!',
        start_date: day(5),
        end_date: day(5),
        last_date_to_register: day(-3),
        min_games: 4,
        max_players: 6,
        cost_cents: 18000,
        facility_id: stratham,
      },
      [
        ['U8 Coed', 8, 'coed'],
        ['U10 Coed', 10, 'coed'],
      ],
    );
  });
  return true;

  function s(
    campSpecId: number,
    facilityId: number,
    startOffset: number,
    endOffset: number,
    timeBlock: string,
    [minAge, maxAge]: [number, number],
    costCents: number,
    capacity: number,
    promoCode: string | null,
    promoDiscountCents: number,
  ) {
    return {
      camp_spec_id: campSpecId,
      facility_id: facilityId,
      start_date: day(startOffset),
      end_date: day(endOffset),
      time_block: timeBlock,
      age_range: ageRangeText(minAge, maxAge) ?? '',
      min_age: minAge,
      max_age: maxAge,
      cost_cents: costCents,
      attendee_capacity: capacity,
      promo_code: promoCode,
      promo_discount_cents: promoDiscountCents,
    };
  }
}

/**
 * 'U10': under 10 on the tournament's first day, and at most two years younger (8 or 9): born
 * after the day ten years before it, and on or before the day eight years before it.
 */
function underAge(firstDay: string, under: number) {
  const yearsBefore = (years: number) => `${Number(firstDay.slice(0, 4)) - years}${firstDay.slice(4)}`;
  const dayAfter = (isoDate: string) => {
    const d = new Date(`${isoDate}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };
  // A first day on Feb 29 has no twin in most years: Feb 28 is the same boundary there (contracts
  // `ageOn`: a Feb 29 birthday comes on Mar 1 in those years).
  const sameDay = (isoDate: string) =>
    new Date(`${isoDate}T00:00:00Z`).toISOString().slice(0, 10) === isoDate
      ? isoDate
      : `${isoDate.slice(0, 8)}28`;
  return {
    birth_date_from: dayAfter(sameDay(yearsBefore(under))),
    birth_date_to: sameDay(yearsBefore(under - 2)),
  };
}

function demoRegistration(sessionId: number, first: string, last: string, at: string, amountCents: number) {
  return {
    owner_account_id: 'demo-seed',
    owner_email: 'families@touchline.example',
    camp_session_id: sessionId,
    status: 'paid',
    stripe_session_id: null,
    promo_code: '',
    promo_discount_cents: 0,
    amount_cents: amountCents,
    hold_expires_at: null,
    player_first_name: first,
    player_last_name: last,
    player_birthdate: '2013-04-12',
    tshirt_size: 'm',
    player_address_line1: '12 Exeter Rd',
    player_address_line2: '',
    player_city: 'Stratham',
    player_state: 'NH',
    player_zip_code: '03885',
    pog1_first_name: 'Jamie',
    pog1_last_name: last,
    pog1_email: `${last.toLowerCase()}@example.com`,
    pog1_phone: '6035550142',
    pog2_first_name: '',
    pog2_last_name: '',
    pog2_email: '',
    pog2_phone: '',
    emergency_contact_first_name: 'Robin',
    emergency_contact_last_name: last,
    emergency_contact_phone: '6035550199',
    emergency_contact_relationship: 'Grandparent',
    medical_conditions: '',
    medical_treatment: '',
    cancel_reason: null,
    paid_at: at,
    created_at: at,
    updated_at: at,
  };
}
