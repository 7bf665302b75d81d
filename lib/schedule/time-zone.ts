// The site's time zone: an IANA name kept in the settings; empty means the server's own.

/** The server's zone, as the runtime knows it (TZ, /etc/localtime). */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * `name` as the IANA spelling the runtime lists (`america/toronto` → `America/Toronto`; a name it
 * knows but does not list, like a newer `Europe/Kyiv` for `Europe/Kiev`, stays as given), or null
 * if the runtime knows no such zone. Offsets like `+02:00` are refused: a calendar needs a place
 * with rules, not an offset that is wrong half the year.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return null;
  }
  const listed = Intl.supportedValuesOf('timeZone').find(
    (zone) => zone.toLowerCase() === name.toLowerCase(),
  );
  return listed ?? name;
}

/** The zone to use: the configured one when valid, else the server's. */
export function effectiveTimeZone(configured: string | undefined): string {
  return (configured && canonicalTimeZone(configured)) || serverTimeZone();
}

/**
 * The wall clock in `timeZone` at `at`: its calendar day (YYYY-MM-DD), hour (0–23) and weekday
 * (`monday` … `sunday`), for jobs that run "at this hour of this day" in the parish's zone.
 */
export function wallClock(
  at: Date,
  timeZone: string,
): { day: string; hour: number; weekday: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    weekday: 'long',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    weekday: part('weekday').toLowerCase(),
  };
}
