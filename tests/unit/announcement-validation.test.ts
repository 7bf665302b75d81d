import { describe, expect, it } from 'vitest';
import { announcementSchema, announcementUpdateSchema } from '@/lib/announcements/schemas';

const valid = { title: { en: 'Picnic', ua: 'Пікнік' }, date: '2026-06-07' };

describe('announcementSchema', () => {
  it('fills in what may be left out', () => {
    expect(announcementSchema.parse(valid)).toEqual({
      title: { en: 'Picnic', ua: 'Пікнік' },
      subtitle: { en: '', ua: '' },
      body: { en: '', ua: '' },
      imageUrl: null,
      published: false,
      date: '2026-06-07',
      sortOrder: null,
    });
  });

  it.each([
    ['https://example.org/picnic.jpg', 'https://example.org/picnic.jpg'],
    ['/uploads/images/picnic-640.webp', '/uploads/images/picnic-640.webp'],
    ['', null],
  ])('accepts the picture %j', (imageUrl, stored) => {
    expect(announcementSchema.parse({ ...valid, imageUrl }).imageUrl).toBe(stored);
  });

  it.each([
    'http://example.org/a.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    '/uploads/../data/parish.db',
    '/uploads/bulletins/a.pdf',
    '//evil.example/a.jpg',
  ])('refuses the picture %j', (imageUrl) => {
    expect(announcementSchema.safeParse({ ...valid, imageUrl }).success).toBe(false);
  });

  it('cuts a timestamp to its day and refuses days that do not exist', () => {
    expect(announcementSchema.parse({ ...valid, date: '2026-06-07T10:00:00Z' }).date).toBe(
      '2026-06-07',
    );
    for (const date of ['2026-02-29', '2026-13-01', '07.06.2026', ''])
      expect(announcementSchema.safeParse({ ...valid, date }).success).toBe(false);
  });

  it('requires the default language’s title, not the others', () => {
    expect(
      announcementSchema.safeParse({ ...valid, title: { en: ' ', ua: 'Пікнік' } }).success,
    ).toBe(false);
    expect(announcementSchema.parse({ ...valid, title: { en: 'Picnic' } }).title.ua).toBe('');
  });
});

describe('announcementUpdateSchema', () => {
  it('takes any one field, and refuses nothing to change', () => {
    expect(announcementUpdateSchema.parse({ sortOrder: null })).toEqual({ sortOrder: null });
    expect(announcementUpdateSchema.parse({ published: true })).toEqual({ published: true });
    expect(announcementUpdateSchema.safeParse({}).success).toBe(false);
  });
});
