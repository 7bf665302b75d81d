import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api } from '../support/api';

// The weekly digest's day and hour: two fields of the Settings API, stored with the settings.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
let original: Loose;

/** The settings as PUT takes them: what GET answers, less the site pictures (their own endpoint). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const putBody = ({ heroImage, heroImageAlt, logo, ...rest }: Loose) => rest;
const current = async () => putBody((await api('/api/settings')).body);
const put = (json: Loose) => api('/api/settings', { method: 'PUT', token: adminToken(), json });

beforeAll(async () => {
  original = await current();
});

afterAll(async () => {
  await put(original);
});

describe('the digest schedule in /api/settings', () => {
  it('answers Saturday 17:00 until staff choose another', async () => {
    const response = await api('/api/settings');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ digestDay: 'saturday', digestHour: 17 });
  });

  it('saves a day and an hour and answers them; GET reads them back', async () => {
    const response = await put({ ...original, digestDay: 'monday', digestHour: 0 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ digestDay: 'monday', digestHour: 0 });
    expect(await current()).toMatchObject({ digestDay: 'monday', digestHour: 0 });
    const late = await put({ ...original, digestDay: 'sunday', digestHour: 23 });
    expect(late.body).toMatchObject({ digestDay: 'sunday', digestHour: 23 });
  });

  it('keeps the stored schedule when a save leaves the two fields out', async () => {
    await put({ ...original, digestDay: 'wednesday', digestHour: 9 });
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { digestDay, digestHour, ...rest } = original;
    const response = await put({ ...rest, title: 'Saved without the digest fields' });
    expect(response.status).toBe(200);
    expect(await current()).toMatchObject({
      title: 'Saved without the digest fields',
      digestDay: 'wednesday',
      digestHour: 9,
    });
  });

  const invalid: [string, Loose][] = [
    ['an unknown day', { digestDay: 'funday' }],
    ['a day by number', { digestDay: 6 }],
    ['a capitalised day', { digestDay: 'Saturday' }],
    ['an hour of 24', { digestHour: 24 }],
    ['a negative hour', { digestHour: -1 }],
    ['a fractional hour', { digestHour: 7.5 }],
    ['an hour as text', { digestHour: '17' }],
    ['a null hour', { digestHour: null }],
  ];
  it.each(invalid)('refuses %s with 400 and the field, changing nothing', async (_, change) => {
    const before = await current();
    const response = await put({ ...before, title: 'Must not be saved', ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toHaveProperty([Object.keys(change)[0]!]);
    expect(await current()).toEqual(before);
  });

  it('answers 401 to a save without credentials, changing nothing', async () => {
    const before = await current();
    const response = await api('/api/settings', {
      method: 'PUT',
      json: { ...before, digestDay: 'friday' },
    });
    expect(response.status).toBe(401);
    expect(await current()).toEqual(before);
  });
});
