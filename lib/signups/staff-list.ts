import 'server-only';
import { create as contentDisposition } from 'content-disposition';
import { readDateList, readSignupSettings, listDate, type DateList } from './data';
import { csvRow } from './requests';

// A date's list for staff, as JSON or as CSV (one row per person, a column per question).

export async function staffDateList(eventId: string, date: string): Promise<DateList> {
  const settings = await readSignupSettings(eventId);
  return readDateList(eventId, settings ? listDate(settings, date) : date);
}

export async function staffDateCsv(eventId: string, date: string): Promise<Response> {
  const [settings, list] = await Promise.all([
    readSignupSettings(eventId),
    staffDateList(eventId, date),
  ]);
  const questions = settings?.questions ?? [];
  const head = csvRow([
    'status',
    'position',
    'name',
    'email',
    'phone',
    'party',
    ...questions.map((question) => question.label.en),
    'createdAt',
  ]);
  const rows = list.signups.map((signup) =>
    csvRow([
      signup.status,
      signup.position ?? '',
      signup.name,
      signup.email,
      signup.phone,
      signup.party,
      ...questions.map((question) => {
        const answer = signup.answers[question.id];
        if (question.kind === 'choice') {
          return question.options?.find((option) => option.id === answer)?.label.en ?? '';
        }
        if (typeof answer === 'boolean') return answer ? 'yes' : 'no';
        return answer ?? '';
      }),
      signup.createdAt,
    ]),
  );
  // A byte-order mark, so spreadsheet programs read the names' letters as UTF-8.
  const body = `\ufeff${[head, ...rows].join('\r\n')}\r\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(`signups-${date}.csv`),
      'Cache-Control': 'no-store',
    },
  });
}
