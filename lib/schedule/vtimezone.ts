import { daysInMonth, offsetMinutes, type PlainDate } from './dates';
import { WEEKDAYS } from './schedule';

// A VTIMEZONE for an IANA zone, derived from Intl (the runtime's tz database), so calendars that do
// not know the zone by name still place the events right. The rules are those of the current year,
// written as yearly rules (e.g. DST from the second Sunday of March), as most zones keep them.

interface Transition {
  /** The instant the offset changes. */
  at: Date;
  from: number;
  to: number;
}

const dayMs = 86_400_000;

/** The offset changes within a year, found day by day then narrowed to the minute. */
function transitionsIn(year: number, timeZone: string): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let previous = offsetMinutes(new Date(Date.UTC(year, 0, 1)), timeZone);
  for (let t = Date.UTC(year, 0, 1) + dayMs; t <= end; t += dayMs) {
    const offset = offsetMinutes(new Date(t), timeZone);
    if (offset === previous) continue;
    let low = t - dayMs;
    let high = t;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(new Date(middle), timeZone) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: new Date(high), from: previous, to: offset });
    previous = offset;
  }
  return found;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/** The wall-clock time (in the old offset) at which a transition happens. */
function localStart(transition: Transition): { date: PlainDate; time: string } {
  const local = new Date(transition.at.getTime() + transition.from * 60_000);
  return {
    date: {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
    },
    time: `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}00`,
  };
}

interface YearlyRule {
  month: number;
  /** 1..4, or -1 for the month's last such weekday. */
  week: number;
  weekday: number;
}

/** The weekday of the month a date is, as a yearly rule: 2nd Sunday, or the last one. */
function yearlyRule(date: PlainDate): YearlyRule {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  const week = date.day + 7 > daysInMonth(date.year, date.month) ? -1 : Math.ceil(date.day / 7);
  return { month: date.month, week, weekday };
}

/** The date a yearly rule gives in `year`. */
function ruleDate(rule: YearlyRule, year: number): PlainDate {
  const length = daysInMonth(year, rule.month);
  const candidates = Array.from({ length }, (_, index) => index + 1).filter(
    (day) => new Date(Date.UTC(year, rule.month - 1, day)).getUTCDay() === rule.weekday,
  );
  const day = rule.week === -1 ? candidates.at(-1)! : candidates[rule.week - 1]!;
  return { year, month: rule.month, day };
}

/** Observances start in 1970, so every event of the calendar falls under a rule. */
const RULES_FROM = 1970;

const stamp = (date: PlainDate, time: string) =>
  `${pad(date.year, 4)}${pad(date.month)}${pad(date.day)}T${time}`;

/** The VTIMEZONE lines for `timeZone`, valid around `year`. */
export function vtimezoneLines(timeZone: string, year: number): string[] {
  const transitions = transitionsIn(year, timeZone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = formatOffset(offsetMinutes(new Date(Date.UTC(year, 6, 1)), timeZone));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  } else {
    for (const transition of transitions) {
      const kind = transition.to > transition.from ? 'DAYLIGHT' : 'STANDARD';
      const { date, time } = localStart(transition);
      const rule = yearlyRule(date);
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${stamp(ruleDate(rule, RULES_FROM), time)}`,
        `RRULE:FREQ=YEARLY;BYMONTH=${rule.month};BYDAY=${rule.week}${WEEKDAYS[rule.weekday]}`,
        `TZOFFSETFROM:${formatOffset(transition.from)}`,
        `TZOFFSETTO:${formatOffset(transition.to)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
