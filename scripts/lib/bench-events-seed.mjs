// The calendar the events bench measures (scripts/bench-events.mjs): 200 series, each running 10
// years (5 behind today, 5 ahead), in the four seeded categories, made through the real API as a
// secretary would make them. Their dates are computed when a page asks (lib/events/expand.ts).

export const SERIES = 200;

const RULES = [
  'FREQ=WEEKLY;BYDAY=SU',
  'FREQ=MONTHLY;BYDAY=1SU,3SU',
  'FREQ=WEEKLY;BYDAY=TU,TH',
  'FREQ=MONTHLY;BYMONTHDAY=15',
  'FREQ=DAILY;INTERVAL=3',
];
const CATEGORIES = ['feasts-and-services', 'parish-life', 'education', 'youth'];

const iso = (date) => date.toISOString().slice(0, 10);

/** Signs in as the site's first account (an administrator) and adds the series; returns them. */
export async function seedEvents(url) {
  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-events', password: 'bench-events-password' }),
  });
  if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
  const { authToken } = await register.json();
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear() - 5, now.getUTCMonth(), 1));
  const until = iso(new Date(Date.UTC(now.getUTCFullYear() + 5, now.getUTCMonth(), 1)));
  const events = [];
  for (let i = 0; i < SERIES; i += 1) {
    const day = iso(new Date(first.getTime() + (i % 28) * 86_400_000));
    const hour = String(8 + (i % 12)).padStart(2, '0');
    const response = await fetch(`${url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
      body: JSON.stringify({
        title: { en: `Series ${i + 1}`, ua: `Серія ${i + 1}` },
        description: {
          en: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: `Meeting ${i + 1}.` }] },
            ],
          },
        },
        category: CATEGORIES[i % CATEGORIES.length],
        start: `${day}T${hour}:00`,
        end: `${day}T${hour}:45`,
        repeat: { rrule: `${RULES[i % RULES.length]};UNTIL=${until.replaceAll('-', '')}` },
      }),
    });
    if (response.status !== 201) throw new Error(`event ${i}: ${await response.text()}`);
    events.push(await response.json());
  }
  return { token: authToken, events };
}
