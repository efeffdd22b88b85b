const LONG_DATE = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

/** The day an entry was written, as a reader expects it: "12 March 2026" in the reader's time zone. */
export const formatEntryDate = (iso: string): string => LONG_DATE.format(new Date(iso));
