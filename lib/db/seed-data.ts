// What a new site starts with. The settings are sample values (marked `isSample` until staff save
// them) so nobody mistakes them for the parish's real address or phone.

export const sampleSettings = {
  title: 'St. Volodymyr Ukrainian Catholic Parish',
  // The note that this is a sample is shown to signed-in staff only (components/site/sample-note),
  // never in the text visitors read.
  description:
    'A Ukrainian Catholic parish of the Byzantine tradition: Divine Liturgy in Ukrainian and English, and a community that welcomes everyone.',
  addressLine1: '123 Sample Street',
  addressLine2: '',
  addressCity: 'Springfield',
  addressProvinceOrState: 'ON',
  addressPostalCode: 'A1A 1A1',
  addressCountry: 'Canada',
  // Empty: the map link follows the address (lib/settings/address.ts).
  addressLink: '',
  phone: '+1 555 010 0100',
  email: 'office@parish.example',
  // Empty until staff enter the real address: canonical and sitemap URLs use SITE_URL, then this,
  // then the local server, and a sample domain there would point search engines nowhere.
  website: '',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
  // Empty: the server's own time zone until staff choose one.
  timeZone: '',
};

/**
 * The sample name and description in the other configured languages, stored under
 * `translations.<code>` beside the default language's columns. Sites seeded before they existed
 * receive them from a migration (`…_ukrainian_samples`) where the English sample is untouched.
 */
export const sampleTranslations: Partial<Record<string, { title: string; description: string }>> = {
  ua: {
    title: 'Українська католицька парафія святого Володимира',
    description:
      'Українська католицька парафія візантійської традиції: Божественна Літургія українською та англійською мовами і громада, що рада кожному.',
  },
};

/**
 * The specification's liturgy times, as Service records. Their texts in each language are
 * `SeedSchedule.<key>` in that language's messages. The structured schedule (calendar feed,
 * schema.org events) exists where the text names a fixed time; the others stay text only.
 */
const textOnly = { scheduleRule: null, scheduleDays: '', scheduleTime: '', scheduleWeek: null };
const weeklyOnSunday = (time: string) => ({
  scheduleRule: 'weekly',
  scheduleDays: 'SU',
  scheduleTime: time,
  scheduleWeek: null,
});

export const seedServices: {
  key: 'rosary' | 'divineLiturgy' | 'ukrainianLiturgy' | 'weekdayLiturgies' | 'confessions';
  livestreamed: boolean;
  scheduleRule: string | null;
  scheduleDays: string;
  scheduleTime: string;
  scheduleWeek: number | null;
}[] = [
  { key: 'rosary', livestreamed: true, ...weeklyOnSunday('09:10') },
  { key: 'divineLiturgy', livestreamed: true, ...weeklyOnSunday('09:30') },
  {
    key: 'ukrainianLiturgy',
    livestreamed: false,
    scheduleRule: 'monthly',
    scheduleDays: 'SU',
    scheduleTime: '11:30',
    scheduleWeek: 1,
  },
  { key: 'weekdayLiturgies', livestreamed: false, ...textOnly },
  { key: 'confessions', livestreamed: false, ...textOnly },
];
