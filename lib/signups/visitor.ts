import 'server-only';
import { proofHolds } from './proof';
import { getEnv } from '@/lib/env';
import { hit, limiter } from '@/lib/limits/limiter';
import { readEvent } from '@/lib/events/data';
import { dateOn } from '@/lib/events/visitor';
import type { ParishEvent } from '@/lib/events/columns';
import type { ExpandedDate } from '@/lib/events/expand';
import { getSettings } from '@/lib/settings/data';
import { siteOrigin } from '@/lib/seo/site-url';
import { languageByCode, type Language } from '@/lib/i18n/languages';
import { listDate, readSignupSettings, type SignupSettings } from './data';
import { addToList, ensureList, placesLeft, PlacesError } from './places';
import { checkAnswers } from './answers';
import { makeFormToken, makeManageToken, readFormToken } from './tokens';
import { refusal, signupTexts, type SignupTranslator } from './words';
import { signupRequestSchema, type FieldTexts } from './schemas';
import { validationError } from '@/lib/http/handler';

// What a visitor does: see the form of a date, and sign up. Every refusal is worded in their
// language and changes nothing; the only write is the sign-up itself.

/** A form older than this is refused: a day is enough to fill it in. */
const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Sign-ups per e-mail address per hour: a family signs up for several dates, a bot for all. */
const PER_EMAIL_PER_HOUR = 5;

export interface SignupTarget {
  event: ParishEvent;
  settings: SignupSettings;
  occurrence: ExpandedDate;
  /** The list's date: the date, or "series". */
  list: string;
}

/** A published event's date that takes sign-ups; null when there is none. */
export async function readSignupTarget(
  eventId: string,
  date: string,
): Promise<SignupTarget | null> {
  const [event, settings] = await Promise.all([readEvent(eventId), readSignupSettings(eventId)]);
  if (!event || event.status !== 'published' || !settings) return null;
  const occurrence = await dateOn(event, date);
  if (!occurrence) return null;
  return { event, settings, occurrence, list: listDate(settings, date) };
}

export type OpenState = 'open' | 'not_open' | 'closed' | 'full';

/** Whether the form takes sign-ups now: within the opening times, before the date starts. */
export function openState(target: SignupTarget, left: number | null, now: Date): OpenState {
  const { settings, occurrence } = target;
  if (settings.opensAt && now < new Date(settings.opensAt)) return 'not_open';
  if (settings.closesAt && now >= new Date(settings.closesAt)) return 'closed';
  if (occurrence.cancelled || now.getTime() >= occurrence.sortKey) return 'closed';
  if (left !== null && left <= 0 && !settings.waitlist) return 'full';
  return 'open';
}

export interface SignupForm {
  open: boolean;
  state: OpenState;
  placesLeft: number | null;
  waitlist: boolean;
  maxParty: number;
  questions: SignupSettings['questions'];
  formToken: string;
}

/** GET …/signup-form: the form as shown now, with a fresh form token. */
export async function signupForm(
  target: SignupTarget,
  language: Language,
  now = new Date(),
): Promise<SignupForm> {
  const { placesLeft: left } = await placesLeft(
    target.event.id,
    target.list,
    target.settings.capacity,
  );
  const state = openState(target, left, now);
  return {
    open: state === 'open',
    state,
    placesLeft: left,
    waitlist: target.settings.waitlist,
    maxParty: target.settings.maxParty,
    questions: target.settings.questions,
    formToken: makeFormToken(target.event.id, target.occurrence.date, language.code, now),
  };
}

const perClient = () =>
  limiter({
    name: 'signup:client',
    points: getEnv().signups.limitPerHour,
    windowSeconds: 3600,
  });
const perEmail = () =>
  limiter({ name: 'signup:email', points: PER_EMAIL_PER_HOUR, windowSeconds: 3600 });

export interface SignupAnswer {
  id: string;
  status: 'confirmed' | 'waiting';
  position?: number;
  token: string;
  manageUrl: string;
  language: Language;
}

export function managePath(language: Language, token: string): string {
  return `${language.prefix}/signups/${token}`;
}

/**
 * POST …/signups. The checks run cheapest and most telling first: the client's limit, the
 * honeypot, the signed form token (made for this date, not too old, not too young), the fields,
 * the opening times, the address's limit; then one transaction takes the place. A person's typing
 * mistake gives the client's hit back; a bot's signs do not.
 */
export async function receiveSignup(
  target: SignupTarget | null,
  date: string,
  eventId: string,
  raw: unknown,
  client: string,
  fallback: Language,
  now = new Date(),
): Promise<SignupAnswer> {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const claims = readFormToken(typeof body.formToken === 'string' ? body.formToken : '');
  const language = (claims && languageByCode(claims.l)) || fallback;
  // Counted first: a client that sends hundreds of posts, of whatever kind, is stopped here.
  const refuse = async (seconds: number) => refusal(language, 'too_many', { retryAfter: seconds });
  const clientHit = await limitOrRefuse(perClient(), client, refuse);
  if (typeof body.website === 'string' && body.website.trim()) {
    throw await refusal(language, 'honeypot');
  }
  if (!claims || claims.e !== eventId || claims.d !== date) {
    throw await refusal(language, 'form_token');
  }
  const age = now.getTime() - claims.t;
  if (age > FORM_MAX_AGE_MS || age < -60_000) throw await refusal(language, 'form_token');
  if (age < getEnv().signups.minSeconds * 1000) throw await refusal(language, 'too_fast');
  // A proof of work comes from browsers with JavaScript; one that is sent must solve this form's.
  if (
    typeof body.altcha === 'string' &&
    body.altcha &&
    !(await proofHolds(body.altcha, claims.n))
  ) {
    throw await refusal(language, 'proof');
  }
  const t = await signupTexts(language);
  const parsed = signupRequestSchema(fieldTexts(t)).safeParse(body);
  if (!parsed.success) {
    await clientHit.release();
    const error = validationError(parsed.error);
    throw await refusal(language, 'invalid', { fields: error.fields });
  }
  const input = parsed.data;
  if (!target) throw await refusal(language, 'no_signups');
  const { placesLeft: left } = await placesLeft(eventId, target.list, target.settings.capacity);
  const state = openState(target, left, now);
  if (state !== 'open') throw await refusal(language, state);
  if (input.party > target.settings.maxParty) {
    throw await refusal(language, 'party_too_large', {
      fields: { party: t('errors.party_too_large', { max: target.settings.maxParty }) },
      values: { max: target.settings.maxParty },
    });
  }
  const answers = checkAnswers(target.settings.questions, input.answers);
  if ('fields' in answers) {
    await clientHit.release();
    const fields = Object.fromEntries(
      Object.entries(answers.fields).map(([id, reason]) => [
        `answers.${id}`,
        t(`errors.${reason}`),
      ]),
    );
    throw await refusal(language, 'invalid', { fields });
  }
  await limitOrRefuse(perEmail(), input.email.toLowerCase(), refuse);
  const listId = await ensureList(eventId, target.list);
  try {
    const added = await addToList(
      listId,
      {
        name: input.name,
        email: input.email,
        phone: input.phone,
        party: input.party,
        answers: answers.values,
        language: language.code,
        formNonce: claims.n,
      },
      target.settings,
    );
    const token = makeManageToken(added.id);
    const origin = siteOrigin(await getSettings());
    return {
      id: added.id,
      status: added.status,
      ...(added.position !== null ? { position: added.position } : {}),
      token,
      manageUrl: `${origin}${managePath(language, token)}`,
      language,
    };
  } catch (error) {
    if (error instanceof PlacesError)
      throw await refusal(language, error.reason === 'gone' ? 'closed' : 'full');
    if ((error as { code?: string }).code === 'P2002') throw await refusal(language, 'form_reused');
    throw error;
  }
}

async function limitOrRefuse(
  limit: ReturnType<typeof limiter>,
  key: string,
  refuse: (seconds: number) => Promise<Error>,
) {
  // hit() wants a synchronous refusal: count first, word the refusal only when it is one.
  let wait = -1;
  try {
    return await hit(limit, key, (seconds) => {
      wait = seconds;
      return new Error('limited') as never;
    });
  } catch (error) {
    if (wait >= 0) throw await refuse(wait);
    throw error;
  }
}

export const fieldTexts = (t: SignupTranslator): FieldTexts => ({
  nameRequired: t('fields.nameRequired'),
  emailInvalid: t('fields.emailInvalid'),
  phoneInvalid: t('fields.phoneInvalid'),
  partyInvalid: t('fields.partyInvalid'),
  tooLong: t('fields.tooLong'),
});
