// A service's structured schedule: the part of "Sunday 9:30 AM" or "11:30 AM on the first Sunday
// of each month" that a calendar can repeat. Shared by the API, the dashboard and the feeds.

/** Weekdays by their iCalendar codes, in JavaScript's getUTCDay() order (Sunday = 0). */
export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SCHEDULE_RULES = ['weekly', 'monthly'] as const;
export type ScheduleRule = (typeof SCHEDULE_RULES)[number];

/** Which weekday of the month a monthly rule means: the first to the fifth, or -1 for the last. */
export const WEEKS_OF_MONTH = [1, 2, 3, 4, 5, -1] as const;

export interface Schedule {
  rule: ScheduleRule;
  /** At least one weekday. */
  days: Weekday[];
  /** Local start time, 24-hour HH:MM, in the site's time zone. */
  time: string;
  /** Monthly only: which of the month's `days` (1..5, -1 = last); null for weekly. */
  week: number | null;
}

/** The stored columns of a schedule (Service.schedule*), and back. */
export interface ScheduleColumns {
  scheduleRule: string | null;
  scheduleDays: string;
  scheduleTime: string;
  scheduleWeek: number | null;
}

export function scheduleFromColumns(columns: ScheduleColumns): Schedule | null {
  const rule = SCHEDULE_RULES.find((name) => name === columns.scheduleRule);
  const days = columns.scheduleDays
    .split(',')
    .filter((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day));
  if (!rule || days.length === 0 || !/^\d\d:\d\d$/.test(columns.scheduleTime)) return null;
  return {
    rule,
    days,
    time: columns.scheduleTime,
    week: rule === 'monthly' ? (columns.scheduleWeek ?? 1) : null,
  };
}

export function scheduleToColumns(schedule: Schedule | null): ScheduleColumns {
  if (!schedule) {
    return { scheduleRule: null, scheduleDays: '', scheduleTime: '', scheduleWeek: null };
  }
  // Stored in week order, so the same set of days is always the same text.
  const days = WEEKDAYS.filter((day) => schedule.days.includes(day));
  return {
    scheduleRule: schedule.rule,
    scheduleDays: days.join(','),
    scheduleTime: schedule.time,
    scheduleWeek: schedule.rule === 'monthly' ? schedule.week : null,
  };
}

/** The iCalendar RRULE value: FREQ=WEEKLY;BYDAY=SU or FREQ=MONTHLY;BYDAY=1SU. */
export function recurrenceRule(schedule: Schedule): string {
  const days = WEEKDAYS.filter((day) => schedule.days.includes(day));
  if (schedule.rule === 'weekly') return `FREQ=WEEKLY;BYDAY=${days.join(',')}`;
  return `FREQ=MONTHLY;BYDAY=${days.map((day) => `${schedule.week ?? 1}${day}`).join(',')}`;
}
