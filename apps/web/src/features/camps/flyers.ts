/** A camp flyer image (in `public/images/flyers/`) and what it says, for its alt text. */
export interface Flyer {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A flyer in `public/images/flyers/`; every flyer is 800 × 1100. */
const flyer = (file: string, alt: string): Flyer => ({
  src: `/images/flyers/${file}.svg`,
  alt,
  width: 800,
  height: 1100,
});

const foundations = flyer(
  'foundations-skills-camp',
  'Foundations Skills Camp flyer: small-sided games and hundreds of touches a day. Dribbling, first touch, passing and finishing. Every camper gets a year of online training.',
);
const advanced = flyer(
  'advanced-player-camp',
  'Advanced Player Camp flyer: high-energy sessions for club players. 1v1 moves, combination play and finishing under pressure. Every camper gets a year of online training.',
);
const goalkeeper = flyer(
  'goalkeeper-academy',
  'Goalkeeper Academy flyer: handling, footwork, diving and distribution in small groups. Every camper gets a year of online training.',
);
const littleKickers = flyer(
  'little-kickers-camp',
  'Little Kickers Morning Camp flyer: fun-first games that build coordination, confidence and a love of the ball. Every camper gets a year of online training.',
);
const generic = flyer(
  'touchline-camp',
  'Touchline Soccer Academy camp flyer: small-sided, high-energy, low-pressure, skill-focused soccer camps. Every camper gets a year of online training.',
);

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
