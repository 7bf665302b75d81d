import 'server-only';
import { createTranslator } from 'next-intl';
import { ApiError, type ErrorCode } from '@/lib/http/errors';
import { defaultLanguage, languageByCode, languages, type Language } from '@/lib/i18n/languages';
import { loadMessages, type Messages } from '@/lib/i18n/messages';

// The visitor's language on the API: every refusal of a sign-up is worded in it (`message`), with
// a stable `reason` beside it for clients that word it themselves.

/** `?locale=ua`, else the first language of Accept-Language the site has, else English. */
export function requestLanguage(request: Request): Language {
  const asked = new URL(request.url).searchParams.get('locale');
  const byParam = asked ? languageByCode(asked) : undefined;
  if (byParam) return byParam;
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    const found = languages.find((language) => language.tag === tag || language.code === tag);
    if (found) return found;
  }
  return defaultLanguage;
}

export async function signupTexts(language: Language) {
  const messages: Messages = await loadMessages(language.tag);
  return createTranslator({ locale: language.tag, messages, namespace: 'Signups' });
}
export type SignupTranslator = Awaited<ReturnType<typeof signupTexts>>;

export type Refusal = keyof Messages['Signups']['errors'];

const statusOf: Record<Refusal, [number, ErrorCode]> = {
  no_signups: [404, 'not_found'],
  not_open: [409, 'conflict'],
  closed: [409, 'conflict'],
  full: [409, 'conflict'],
  no_room: [409, 'conflict'],
  party_too_large: [400, 'validation_failed'],
  form_token: [400, 'bad_request'],
  form_reused: [409, 'conflict'],
  too_fast: [400, 'bad_request'],
  proof: [400, 'bad_request'],
  honeypot: [400, 'bad_request'],
  too_many: [429, 'too_many_requests'],
  answer_required: [400, 'validation_failed'],
  answer_invalid: [400, 'validation_failed'],
  link: [404, 'not_found'],
  erased: [410, 'not_found'],
  invalid: [400, 'validation_failed'],
};

/** A refusal in the visitor's language: status, code, `reason` and the worded message. */
export async function refusal(
  language: Language,
  reason: Refusal,
  options: {
    fields?: Record<string, string>;
    values?: Record<string, number>;
    retryAfter?: number;
  } = {},
): Promise<ApiError> {
  const t = await signupTexts(language);
  const [status, code] = statusOf[reason];
  const message = t(`errors.${reason}`, options.values as never);
  const headers =
    options.retryAfter !== undefined
      ? { 'Retry-After': String(Math.max(1, Math.ceil(options.retryAfter))) }
      : undefined;
  return new ApiError(status, code, message, options.fields, headers, undefined, reason);
}
