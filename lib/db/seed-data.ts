// What a new site starts with. The settings are sample values (marked `isSample` until staff save
// them) so nobody mistakes them for the parish's real address or phone.

export const sampleSettings = {
  title: 'St. Volodymyr Ukrainian Catholic Parish',
  description:
    'A Ukrainian Catholic parish of the Byzantine tradition: Divine Liturgy in Ukrainian and English, and a community that welcomes everyone. (Sample text: change it in the dashboard.)',
  addressLine1: '123 Sample Street',
  addressLine2: '',
  addressCity: 'Springfield',
  addressProvinceOrState: 'ON',
  addressPostalCode: 'A1A 1A1',
  addressCountry: 'Canada',
  addressLink: 'https://www.openstreetmap.org/search?query=123%20Sample%20Street%20Springfield',
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
 * The specification's liturgy times, as Service records. The structured schedule (calendar feed,
 * schema.org events) exists where the text names a fixed time; the others stay text only.
 */
export const seedServices = [
  {
    titleEn: 'Rosary',
    titleUa: 'Вервиця',
    dayTimeEn: 'Sunday 9:10 AM',
    dayTimeUa: 'Неділя, 9:10',
    noteEn: '',
    noteUa: '',
    livestreamed: true,
    scheduleRule: 'weekly',
    scheduleDays: 'SU',
    scheduleTime: '09:10',
    scheduleWeek: null,
  },
  {
    titleEn: 'Divine Liturgy (bilingual)',
    titleUa: 'Божественна Літургія (двомовна)',
    dayTimeEn: 'Sunday 9:30 AM',
    dayTimeUa: 'Неділя, 9:30',
    noteEn: '',
    noteUa: '',
    livestreamed: true,
    scheduleRule: 'weekly',
    scheduleDays: 'SU',
    scheduleTime: '09:30',
    scheduleWeek: null,
  },
  {
    titleEn: 'Ukrainian Divine Liturgy',
    titleUa: 'Божественна Літургія українською',
    dayTimeEn: '11:30 AM, first Sunday of each month',
    dayTimeUa: '11:30, перша неділя кожного місяця',
    noteEn: '',
    noteUa: '',
    livestreamed: false,
    scheduleRule: 'monthly',
    scheduleDays: 'SU',
    scheduleTime: '11:30',
    scheduleWeek: 1,
  },
  {
    titleEn: 'Weekday Liturgies',
    titleUa: 'Літургії в будні',
    dayTimeEn: 'Monday to Friday',
    dayTimeUa: 'З понеділка до пʼятниці',
    noteEn: 'See the weekly bulletin for times.',
    noteUa: 'Час дивіться в щотижневому бюлетені.',
    livestreamed: false,
    scheduleRule: null,
    scheduleDays: '',
    scheduleTime: '',
    scheduleWeek: null,
  },
  {
    titleEn: 'Confessions',
    titleUa: 'Сповідь',
    dayTimeEn: 'Before liturgy or by appointment',
    dayTimeUa: 'Перед Літургією або за домовленістю',
    noteEn: '',
    noteUa: '',
    livestreamed: false,
    scheduleRule: null,
    scheduleDays: '',
    scheduleTime: '',
    scheduleWeek: null,
  },
].map((service, index) => ({
  ...service,
  scheduleRule: service.scheduleRule as string | null,
  scheduleWeek: service.scheduleWeek as number | null,
  sortOrder: index,
}));
