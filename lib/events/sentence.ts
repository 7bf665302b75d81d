import type { Repeat } from './expand';
import { parseRule, RuleError, type RuleParts, type WeekdayCode } from './rule';

// A repeat in words, in the reader's language: "Every 1st and 3rd Sunday at 12:30, until June 30,
// 2027" / «Щомісяця в першу і третю неділю о 12:30, до 30 червня 2027 р.». The words are the
// messages files' (`EventRule`), so grammar stays with each language; this only assembles them.

export type RuleMessage =
  | 'once'
  | 'daily'
  | 'weekly'
  | 'monthlyByDay'
  | 'monthlyByDate'
  | 'yearly'
  | 'paschaDay'
  | 'paschaBefore'
  | 'paschaAfter'
  | 'churchDate'
  | 'weekdayEvery'
  | 'weekdayOn'
  | 'ordinal'
  | 'last'
  | 'monthDay'
  | 'rule'
  | 'at'
  | 'until'
  | 'count';

export type RuleTranslator = (key: RuleMessage, values?: Record<string, string | number>) => string;

export interface SentenceInput {
  repeat: Repeat | null;
  /** "2026-04-05T12:30" or "2026-04-05" (all day). */
  start: string;
  feastStyle: 'new' | 'old';
}

export interface SentenceFormat {
  t: RuleTranslator;
  /** The reader's BCP 47 tag. */
  locale: string;
  /** How a date is written in this language (lib/i18n/languages.ts dateFormat). */
  dateFormat: Intl.DateTimeFormatOptions;
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

function list(items: string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** "1st and 3rd Sunday, last Friday" / «першу і третю неділю, останню п’ятницю». */
function nthWeekdays(parts: RuleParts, { t, locale }: SentenceFormat): string {
  const byWeekday = new Map<WeekdayCode, number[]>();
  for (const [n, day] of parts.byDay) byWeekday.set(day, [...(byWeekday.get(day) ?? []), n]);
  const groups = [...byWeekday].map(([day, ordinals]) => {
    const words = ordinals
      .sort((a, b) => (a < 0 ? 9 : a) - (b < 0 ? 9 : b))
      .map((n) => (n < 0 ? t('last', { day }) : t('ordinal', { n, day })));
    return `${list(words, locale)} ${t('weekdayOn', { day })}`;
  });
  return list(groups, locale);
}

function repeatWords(parts: RuleParts, start: string, format: SentenceFormat): string | null {
  const { t, locale } = format;
  const interval = parts.interval;
  const weekdays = parts.byDay.map(([, day]) => day);
  const startDay = (['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const)[
    utcDate(start.slice(0, 10)).getUTCDay()
  ]!;
  if (parts.byMonth.length) return null;
  switch (parts.freq) {
    case 'DAILY':
      return parts.byDay.length || parts.byMonthDay.length ? null : t('daily', { interval });
    case 'WEEKLY': {
      if (parts.byMonthDay.length) return null;
      const days = weekdays.length ? weekdays : [startDay];
      return t('weekly', {
        interval,
        days: list(
          days.map((day) => t('weekdayEvery', { day })),
          locale,
        ),
        daysOn: list(
          days.map((day) => t('weekdayOn', { day })),
          locale,
        ),
      });
    }
    case 'MONTHLY': {
      if (parts.byDay.length && !parts.byMonthDay.length) {
        if (parts.byDay.some(([n]) => n === 0)) return null;
        return t('monthlyByDay', { interval, days: nthWeekdays(parts, format) });
      }
      if (parts.byDay.length || parts.byMonthDay.some((n) => n < 0)) return null;
      const dates = parts.byMonthDay.length ? parts.byMonthDay : [Number(start.slice(8, 10))];
      return t('monthlyByDate', {
        interval,
        dates: list(
          dates.map((n) => t('monthDay', { n })),
          locale,
        ),
      });
    }
    case 'YEARLY': {
      if (parts.byDay.length || parts.byMonthDay.length) return null;
      const date = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(utcDate(start.slice(0, 10)));
      return t('yearly', { interval, date });
    }
  }
}

/** The repeat of an event as one sentence in the reader's language. */
export function ruleSentence(input: SentenceInput, format: SentenceFormat): string {
  const { t, locale, dateFormat } = format;
  const { repeat, start } = input;
  const dateText = (date: string) =>
    new Intl.DateTimeFormat(locale, { ...dateFormat, timeZone: 'UTC' }).format(utcDate(date));
  let sentence: string;
  let parts: RuleParts | null = null;
  if (!repeat) sentence = t('once');
  else if ('pascha' in repeat) {
    const days = Math.abs(repeat.pascha);
    if (repeat.pascha === 0) sentence = t('paschaDay');
    else sentence = t(repeat.pascha < 0 ? 'paschaBefore' : 'paschaAfter', { days });
  } else if ('churchDate' in repeat) {
    const date = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(utcDate(`2028-${repeat.churchDate}`));
    sentence = t('churchDate', { date, style: input.feastStyle });
  } else {
    try {
      parts = parseRule(repeat.rrule);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
    }
    sentence = (parts && repeatWords(parts, start, format)) ?? t('rule', { rule: repeat.rrule });
  }
  const time = start.slice(11, 16);
  if (time) sentence = t('at', { sentence, time, hour: Number(time.slice(0, 2)) });
  if (parts?.until) sentence = t('until', { sentence, date: dateText(parts.until) });
  if (parts?.count) sentence = t('count', { sentence, count: parts.count });
  return sentence.charAt(0).toLocaleUpperCase(locale) + sentence.slice(1);
}
