// The site the bench measures, as a parish would have it (scripts/bench-site.mjs): 8 bulletins (two
// archive pages), a hero image and text on the measured editable pages, made through the real API.
import sharp from 'sharp';

const BULLETINS = 8;

/** A one-page PDF written by hand: enough for the upload check and the thumbnail renderer. */
function samplePdf(title) {
  const text = `BT /F1 28 Tf 60 700 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The site as a parish would have it: 8 bulletins, a hero image (a 2400 × 1600 photo-sized JPEG,
 * so the home page's LCP is measured with a picture), text on the measured editable pages, and a
 * small calendar (so the home page's "Coming up" and the events pages carry what they would).
 */
export async function seedSite(url) {
  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-admin', password: 'bench-admin-password' }),
  });
  const { authToken } = await register.json();
  await seedBulletins(url, authToken);
  await seedHeroImage(url, authToken);
  await seedPageText(url, authToken, 'divine-liturgy', {
    en: 'Divine Liturgy',
    ua: 'Божественна Літургія',
  });
  await seedPageText(url, authToken, 'parish-history', {
    en: 'Parish History',
    ua: 'Історія парафії',
  });
  await seedCalendar(url, authToken);
}

/** The events pages the benchmark measures, as seedCalendar makes them (this month's page). */
export function benchEventPages(now = new Date()) {
  return [
    '/events',
    '/ua/events',
    `/events/${now.getUTCFullYear()}/${now.getUTCMonth() + 1}`,
    `/events/${BENCH_EVENT}`,
  ];
}

const BENCH_EVENT = 'parish-picnic';

/** Three events as a secretary would enter them: a one-off, a weekly series and a monthly one. */
async function seedCalendar(url, token) {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const text = (value) => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }],
  });
  const events = [
    {
      title: { en: 'Parish picnic', ua: 'Парафіяльний пікнік' },
      description: {
        en: text(
          'Food, games and music on the church grounds after the Divine Liturgy. Everyone is welcome.',
        ),
        ua: text('Їжа, ігри та музика біля церкви після Божественної Літургії. Запрошуємо всіх.'),
      },
      category: 'parish-life',
      start: `${day(5)}T12:00`,
      end: `${day(5)}T15:00`,
    },
    {
      title: { en: 'Bible study', ua: 'Вивчення Святого Письма' },
      description: {
        en: text('We read the coming Sunday’s Gospel together.'),
        ua: text('Разом читаємо Євангеліє наступної неділі.'),
      },
      category: 'education',
      start: `${day(1)}T19:00`,
      end: `${day(1)}T20:30`,
      repeat: { rrule: 'FREQ=WEEKLY' },
    },
    {
      title: { en: 'Youth group', ua: 'Молодіжна зустріч' },
      description: { en: text('Games, talks and pizza.'), ua: text('Ігри, розмови та піца.') },
      category: 'youth',
      start: `${day(3)}T18:00`,
      end: `${day(3)}T20:00`,
      repeat: { rrule: 'FREQ=MONTHLY;BYDAY=1FR,3FR' },
    },
  ];
  for (const event of events)
    await call(url, token, '/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
}

async function call(url, token, path, init) {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function seedHeroImage(url, token) {
  // A photograph's worth of detail: noise compresses like a real picture, not like a flat colour.
  const photo = await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(2)
    .jpeg({ quality: 82 })
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([photo], { type: 'image/jpeg' }), 'church.jpg');
  const asset = await call(url, token, '/api/files?dir=images', { method: 'POST', body: form });
  await call(url, token, '/api/settings/pictures', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      heroImage: asset.url,
      heroImageAlt: { en: 'Our church on a Sunday morning', ua: 'Наша церква недільного ранку' },
    }),
  });
}

async function seedPageText(url, token, slug, title) {
  const paragraph = (text) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
  const doc = (heading, text) => ({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
      paragraph(text),
      paragraph(text),
    ],
  });
  const english = 'Everyone is welcome. The Divine Liturgy is celebrated in Ukrainian and English.';
  const ukrainian = 'Запрошуємо всіх. Божественна Літургія служиться українською та англійською.';
  await call(url, token, `/api/content/${slug}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      content: { en: doc('Sunday', english), ua: doc('Неділя', ukrainian) },
      version: 0,
    }),
  });
}

async function seedBulletins(url, authToken) {
  for (let n = 1; n <= BULLETINS; n += 1) {
    const form = new FormData();
    form.set('title', `Weekly bulletin ${n}`);
    form.set('description', 'Services, announcements and parish news for the week.');
    form.set('date', new Date(Date.UTC(2026, 0, 7 * n)).toISOString().slice(0, 10));
    form.set('label', n === BULLETINS ? 'Special' : 'Weekly');
    form.set(
      'file',
      new Blob([samplePdf(`Bulletin ${n}`)], { type: 'application/pdf' }),
      `bulletin-${n}.pdf`,
    );
    const response = await fetch(`${url}/api/bulletins`, {
      method: 'POST',
      headers: { authorization: `Bearer ${authToken}` },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`bulletin upload: ${response.status} ${await response.text()}`);
  }
}
