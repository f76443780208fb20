/** Today's calendar date in UTC as 'YYYY-MM-DD'. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);
