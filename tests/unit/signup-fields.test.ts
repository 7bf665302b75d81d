import { describe, expect, it } from 'vitest';
import {
  readSignupForm,
  signupFormValuesOf,
  signupRequest,
} from '@/components/dashboard/events/signup-fields';
import { signupSettingsSchema } from '@/lib/signups/schemas';
import type { SignupSettings } from '@/lib/signups/data';

// The event form's "Sign-ups" fieldset: what the form sends must be what the PATCH handler's own
// schema accepts, and stored settings must come back unchanged through the form.

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const stored: SignupSettings = {
  capacity: 20,
  maxParty: 4,
  waitlist: true,
  opensAt: '2027-03-01T15:00:00.000Z',
  closesAt: '2027-03-20T18:00:00.000Z',
  perDate: false,
  questions: [
    {
      id: 'meal',
      label: { en: 'Lunch', ua: 'Обід' },
      kind: 'choice',
      options: [
        { id: 'meat', label: { en: 'Meat', ua: 'М’ясо' } },
        { id: 'veg', label: { en: 'Vegetarian', ua: 'Вегетаріанський' } },
      ],
      required: true,
    },
    { id: 'note', label: { en: 'Anything else?', ua: '' }, kind: 'text', required: false },
  ],
};

describe('sign-up fieldset', () => {
  it('sends null (sign-ups off) when the box is not ticked', () => {
    const values = readSignupForm(form([['signupsCapacity', '20']]));
    expect(values.enabled).toBe(false);
    expect(signupRequest(values)).toBeNull();
  });

  it('reads places, party, lists, times and questions into a body the handler accepts', () => {
    const values = readSignupForm(
      form([
        ['signups', 'on'],
        ['signupsCapacity', '12'],
        ['signupsMaxParty', '3'],
        ['signupsWaitlist', 'on'],
        ['signupsPerDate', 'series'],
        ['signupsOpensAt', '2027-03-01T09:00'],
        ['signupsClosesAt', ''],
        ['signupQuestion0.id', ''],
        ['signupQuestion0.kind', 'choice'],
        ['signupQuestion0.label.en', 'Size'],
        ['signupQuestion0.label.ua', 'Розмір'],
        ['signupQuestion0.options.en', 'Small\n\nLarge\n'],
        ['signupQuestion0.options.ua', 'Малий\n\nВеликий'],
        ['signupQuestion0.optionIds', ''],
        ['signupQuestion0.required', 'on'],
        ['signupQuestion1.kind', 'yesno'],
        ['signupQuestion1.label.en', 'Vegetarian?'],
        ['signupQuestion1.label.ua', ''],
        ['signupQuestion2.kind', 'none'],
      ]),
    );
    const body = signupRequest(values);
    expect(body).toMatchObject({
      capacity: 12,
      maxParty: 3,
      waitlist: true,
      perDate: false,
      opensAt: new Date('2027-03-01T09:00').toISOString(),
      closesAt: null,
      questions: [
        {
          id: 'q1',
          kind: 'choice',
          required: true,
          label: { en: 'Size', ua: 'Розмір' },
          options: [
            { id: 'o1', label: { en: 'Small', ua: 'Малий' } },
            { id: 'o2', label: { en: 'Large', ua: 'Великий' } },
          ],
        },
        { id: 'q2', kind: 'yesno', required: false, label: { en: 'Vegetarian?', ua: '' } },
      ],
    });
    expect(signupSettingsSchema.safeParse(body).success).toBe(true);
    // The empty third slot stays a slot: no further one is added beside it.
    expect(values.questions.map((question) => question.kind)).toEqual(['choice', 'yesno', 'none']);
  });

  it('sends no limit as capacity null, and an empty number for the schema to refuse', () => {
    const base: [string, string][] = [
      ['signups', 'on'],
      ['signupsMaxParty', '2'],
    ];
    const unlimited = signupRequest(readSignupForm(form([...base, ['signupsUnlimited', 'on']])));
    expect(unlimited?.capacity).toBeNull();
    expect(signupSettingsSchema.safeParse(unlimited).success).toBe(true);
    const empty = signupRequest(readSignupForm(form([...base, ['signupsCapacity', '']])));
    expect(signupSettingsSchema.safeParse(empty).error?.issues[0]?.path[0]).toBe('capacity');
    const party = signupRequest(
      readSignupForm(form([...base, ['signupsCapacity', '1'], ['signupsMaxParty', '5']])),
    );
    expect(signupSettingsSchema.safeParse(party).error?.issues[0]?.path[0]).toBe('maxParty');
  });

  it('refuses a choice with one option and a question without its default label', () => {
    const values = readSignupForm(
      form([
        ['signups', 'on'],
        ['signupsCapacity', '5'],
        ['signupsMaxParty', '1'],
        ['signupQuestion0.kind', 'choice'],
        ['signupQuestion0.label.en', 'Size'],
        ['signupQuestion0.options.en', 'Only one'],
      ]),
    );
    expect(signupSettingsSchema.safeParse(signupRequest(values)).success).toBe(false);
    const unlabelled = readSignupForm(
      form([
        ['signups', 'on'],
        ['signupsCapacity', '5'],
        ['signupsMaxParty', '1'],
        ['signupQuestion0.kind', 'text'],
        ['signupQuestion0.label.en', ''],
      ]),
    );
    const issue = signupSettingsSchema.safeParse(signupRequest(unlabelled)).error?.issues[0];
    expect(issue?.path[0]).toBe('questions');
  });

  it('gives stored settings back unchanged through the form, with one empty slot', () => {
    const values = signupFormValuesOf(stored);
    expect(values.questions).toHaveLength(3);
    expect(values.questions[2]?.kind).toBe('none');
    const body = signupRequest(values);
    expect(body).toEqual({ ...stored, opensAt: stored.opensAt, closesAt: stored.closesAt });
    expect(signupFormValuesOf(null).enabled).toBe(false);
    expect(signupRequest(signupFormValuesOf(null))).toBeNull();
  });

  it('allows 5 questions and no empty slot beyond them', () => {
    const five = Array.from({ length: 5 }, (_, index) => ({
      id: `q${index}`,
      label: { en: `Q${index}`, ua: '' },
      kind: 'yesno' as const,
      required: false,
    }));
    const values = signupFormValuesOf({ ...stored, questions: five });
    expect(values.questions).toHaveLength(5);
    expect(signupSettingsSchema.safeParse(signupRequest(values)).success).toBe(true);
  });
});

describe('switching the fieldset on', () => {
  it('keeps the defaults while the details are not yet in the form', () => {
    const before = signupFormValuesOf(null);
    const switched = readSignupForm(form([['signups', 'on']]), before);
    expect(switched).toEqual({ ...before, enabled: true });
    expect(switched.waitlist).toBe(true);
    expect(switched.capacity).toBe('20');
  });

  it('keeps the places while "no limit" disables their field', () => {
    const before = signupFormValuesOf(stored);
    const read = readSignupForm(
      form([
        ['signups', 'on'],
        ['signupsShown', '1'],
        ['signupsUnlimited', 'on'],
        ['signupsMaxParty', '4'],
      ]),
      before,
    );
    expect(read.capacity).toBe('20');
    expect(read.waitlist).toBe(false);
  });
});
