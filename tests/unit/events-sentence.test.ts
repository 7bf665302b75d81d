import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { languages } from '@/lib/i18n/languages';
import { ruleSentence, type SentenceInput } from '@/lib/events/sentence';

// The repeat in words, in both languages, from the messages files themselves.

const formats = languages.map((language) => {
  const messages = language.tag === 'uk' ? uk : en;
  const t = createTranslator({ locale: language.tag, messages, namespace: 'EventRule' });
  return {
    t: (key: Parameters<typeof t>[0], values?: Record<string, string | number>) => t(key, values),
    locale: language.tag,
    dateFormat: language.dateFormat,
  };
});
const [english, ukrainian] = formats as [(typeof formats)[0], (typeof formats)[0]];

const say = (input: Partial<SentenceInput>) =>
  formats.map((format) =>
    ruleSentence({ repeat: null, start: '2026-04-05T12:30', feastStyle: 'new', ...input }, format),
  );

describe('the rule as a sentence', () => {
  it('1st and 3rd Sunday at 12:30, until a date', () => {
    expect(say({ repeat: { rrule: 'FREQ=MONTHLY;BYDAY=1SU,3SU;UNTIL=20270630' } })).toEqual([
      'Every 1st and 3rd Sunday at 12:30, until June 30, 2027',
      'Щомісяця в першу і третю неділю о\u00a012:30, до 30 червня 2027 р.',
    ]);
  });

  it('weekly on several days, the last Friday, daily, yearly, a count', () => {
    expect(
      say({ repeat: { rrule: 'FREQ=WEEKLY;BYDAY=SU,WE' }, start: '2026-04-05T11:00' }),
    ).toEqual(['Every Sunday and Wednesday at 11:00', 'Щонеділі і щосереди об\u00a011:00']);
    expect(say({ repeat: { rrule: 'FREQ=MONTHLY;BYDAY=-1FR,1MO' }, start: '2026-04-05' })).toEqual([
      'Every last Friday and 1st Monday',
      'Щомісяця в останню п’ятницю і перший понеділок',
    ]);
    expect(
      say({ repeat: { rrule: 'FREQ=DAILY;INTERVAL=2;COUNT=5' }, start: '2026-04-05' }),
    ).toEqual(['Every 2 days, 5 times', 'Раз на 2 дні, 5 разів']);
    expect(say({ repeat: { rrule: 'FREQ=YEARLY' }, start: '2026-12-25' })).toEqual([
      'Every year on December 25',
      'Щороку 25 грудня',
    ]);
    expect(say({ repeat: { rrule: 'FREQ=MONTHLY;BYMONTHDAY=1,15' }, start: '2026-04-01' })).toEqual(
      ['Every month on the 1st and 15th', 'Щомісяця 1-го і 15-го числа'],
    );
  });

  it('Pascha-relative and church dates, once', () => {
    expect(say({ repeat: { pascha: -7 }, start: '2026-04-05T10:00' })).toEqual([
      'Every year, 7 days before Pascha at 10:00',
      'Щороку за 7 днів до Великодня о\u00a010:00',
    ]);
    expect(say({ repeat: { pascha: 39 }, start: '2026-04-05' })).toEqual([
      'Every year, 39 days after Pascha',
      'Щороку через 39 днів після Великодня',
    ]);
    expect(
      say({ repeat: { churchDate: '12-25' }, start: '2026-04-05', feastStyle: 'old' }),
    ).toEqual(['Every year on December 25, old style', 'Щороку 25 грудня за старим стилем']);
    expect(ruleSentence({ repeat: null, start: '2026-04-05', feastStyle: 'new' }, english)).toBe(
      'Once',
    );
    expect(ruleSentence({ repeat: null, start: '2026-04-05', feastStyle: 'new' }, ukrainian)).toBe(
      'Одноразово',
    );
  });
});
