/** A camp flyer image (in `public/images/flyers/`) and the catalogue id of what it says (its alt text). */
export interface Flyer {
  src: string;
  /** A message id of the camp flyer's catalogue. */
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

const foundations = flyer('foundations-skills-camp', 'flyer.alt.foundations');
const advanced = flyer('advanced-player-camp', 'flyer.alt.advanced');
const goalkeeper = flyer('goalkeeper-academy', 'flyer.alt.goalkeeper');
const littleKickers = flyer('little-kickers-camp', 'flyer.alt.littleKickers');
const generic = flyer('touchline-camp', 'flyer.alt.generic');

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
