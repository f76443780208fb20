/** A camp flyer image (in `public/images/flyers/`) and what it says, for its alt text. */
export interface Flyer {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const size = { width: 800, height: 1100 } as const;

const foundations: Flyer = {
  src: '/images/flyers/foundations-skills-camp.svg',
  alt: 'Foundations Skills Camp flyer: small-sided games and hundreds of touches a day. Dribbling, first touch, passing and finishing. Every camper gets a year of online training.',
  ...size,
};
const advanced: Flyer = {
  src: '/images/flyers/advanced-player-camp.svg',
  alt: 'Advanced Player Camp flyer: high-energy sessions for club players. 1v1 moves, combination play and finishing under pressure. Every camper gets a year of online training.',
  ...size,
};
const goalkeeper: Flyer = {
  src: '/images/flyers/goalkeeper-academy.svg',
  alt: 'Goalkeeper Academy flyer: handling, footwork, diving and distribution in small groups. Every camper gets a year of online training.',
  ...size,
};
const littleKickers: Flyer = {
  src: '/images/flyers/little-kickers-camp.svg',
  alt: 'Little Kickers Morning Camp flyer: fun-first games that build coordination, confidence and a love of the ball. Every camper gets a year of online training.',
  ...size,
};
const generic: Flyer = {
  src: '/images/flyers/touchline-camp.svg',
  alt: 'Touchline Soccer Academy camp flyer: small-sided, high-energy, low-pressure, skill-focused soccer camps. Every camper gets a year of online training.',
  ...size,
};

/** Flyers made for one particular session (a one-off event); checked first. */
const bySessionId: Readonly<Record<number, Flyer>> = {};

/** Flyers of the camp catalogue, by campSpec id. */
const byCampSpecId: Readonly<Record<number, Flyer>> = {
  1: foundations,
  2: advanced,
  3: goalkeeper,
  4: littleKickers,
};

/** The flyer of a session: its own, else its camp's, else the generic academy flyer. */
export function flyerFor(campSpecId: number, sessionId: number): Flyer {
  return bySessionId[sessionId] ?? byCampSpecId[campSpecId] ?? generic;
}
