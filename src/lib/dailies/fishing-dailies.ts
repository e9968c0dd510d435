/** The UTC calendar day of `now` ("2026-11-22"): the daily achievements change with it. */
export const utcDay = (now: number | Date) => new Date(now).toISOString().slice(0, 10);
