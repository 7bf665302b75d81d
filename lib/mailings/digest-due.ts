import { wallClock } from '@/lib/schedule/time-zone';
import type { DigestDay } from '@/lib/settings/schemas';

// When the weekly digest is due: from the chosen hour of the chosen day in the site's time zone
// until that day ends. Local wall-clock parts are compared, not instants, so a daylight-saving
// change is no special case: an hour skipped in spring is due from the next hour that exists,
// and an hour lived twice in autumn is due at its first occurrence (the week's decision is stored,
// so the second one sends nothing).

export interface DigestSchedule {
  day: DigestDay;
  /** 0–23, local. */
  hour: number;
}

/** The local date (YYYY-MM-DD) of the digest's day when `now` is at or after its hour that day; else null. */
export function digestDueDay(now: Date, timeZone: string, schedule: DigestSchedule): string | null {
  const local = wallClock(now, timeZone);
  return local.weekday === schedule.day && local.hour >= schedule.hour ? local.day : null;
}
