import { beforeAll, describe, expect, it } from 'vitest';

// The two tokens of sign-ups and the answers' checks, without a server.

beforeAll(() => {
  process.env.AUTH_SECRET = 'unit-test-secret-0123456789abcdef';
});

describe('form token', () => {
  it('carries what the form was shown for, and refuses any change to it', async () => {
    const { makeFormToken, readFormToken } = await import('@/lib/signups/tokens');
    const shown = new Date('2030-01-01T10:00:00Z');
    const token = makeFormToken('event1', '2030-02-01', 'ua', shown);
    expect(readFormToken(token)).toMatchObject({
      e: 'event1',
      d: '2030-02-01',
      l: 'ua',
      t: shown.getTime(),
    });
    const [payload, signature] = token.split('.');
    const changed = Buffer.from(
      Buffer.from(payload!, 'base64url').toString().replace('event1', 'event2'),
    ).toString('base64url');
    expect(readFormToken(`${changed}.${signature}`)).toBeNull();
    expect(readFormToken(`${payload}.${signature}x`)).toBeNull();
    expect(readFormToken('')).toBeNull();
    // Each form its own nonce: one form, one sign-up.
    expect(readFormToken(makeFormToken('event1', '2030-02-01', 'ua', shown))?.n).not.toBe(
      readFormToken(token)?.n,
    );
  });
});

describe('personal link token', () => {
  it('opens one sign-up only; a form token is not one', async () => {
    const { makeManageToken, readManageToken, makeFormToken } =
      await import('@/lib/signups/tokens');
    const token = makeManageToken('abc123');
    expect(token).not.toContain('.');
    expect(readManageToken(token)).toBe('abc123');
    const signature = token.slice('abc123-'.length);
    expect(readManageToken(`abc124-${signature}`)).toBeNull();
    expect(readManageToken(makeFormToken('abc123', '2030-02-01', 'en'))).toBeNull();
  });
});

describe('answers', () => {
  it('checks required, choice and yes/no answers and drops unknown ones', async () => {
    const { checkAnswers } = await import('@/lib/signups/answers');
    const questions = [
      {
        id: 'meal',
        label: { en: 'Meal', ua: '' },
        kind: 'choice' as const,
        required: true,
        options: [
          { id: 'meat', label: { en: 'Meat', ua: '' } },
          { id: 'veg', label: { en: 'Veg', ua: '' } },
        ],
      },
      { id: 'photo', label: { en: 'Photo', ua: '' }, kind: 'yesno' as const, required: false },
      { id: 'note', label: { en: 'Note', ua: '' }, kind: 'text' as const, required: false },
    ];
    expect(
      checkAnswers(questions, { meal: 'veg', photo: 'no', other: 'x', note: '  hi ' }),
    ).toEqual({
      values: { meal: 'veg', photo: false, note: 'hi' },
    });
    expect(checkAnswers(questions, { photo: 'maybe' })).toEqual({
      fields: { meal: 'answer_required', photo: 'answer_invalid' },
    });
    expect(checkAnswers(questions, { meal: 'fish' })).toEqual({
      fields: { meal: 'answer_invalid' },
    });
  });
});
