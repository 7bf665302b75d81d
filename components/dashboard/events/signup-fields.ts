import { languageCodes, perLanguage, type PerLanguage } from '@/lib/i18n/languages';
import type { SignupSettings } from '@/lib/signups/data';
import { SIGNUP_LIMITS } from '@/lib/signups/schemas';

// The event form's "Sign-ups" fieldset, both ways: FormData → the `signups` value of
// PATCH /api/events/{id} (checked by the handler's own signupSettingsSchema), and stored
// settings → the fieldset's first values. A choice's options are one per line, per language;
// the lines of each language are the same options in the same order.

export const QUESTION_KINDS = ['none', 'text', 'choice', 'yesno'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface QuestionFields {
  /** The stored id ('' for a new question: one is made when sent). */
  id: string;
  kind: QuestionKind;
  label: PerLanguage<string>;
  /** One option per line. */
  options: PerLanguage<string>;
  /** The stored options' ids, in the lines' order (a line keeps the id of the line it replaced). */
  optionIds: string[];
  required: boolean;
}

export interface SignupFormValues {
  enabled: boolean;
  unlimited: boolean;
  capacity: string;
  maxParty: string;
  waitlist: boolean;
  perDate: boolean;
  /** datetime-local values in the browser's zone; '' = no opening or closing time. */
  opensAt: string;
  closesAt: string;
  /** The questions asked, then one empty slot while fewer than the limit are asked. */
  questions: QuestionFields[];
}

const emptyQuestion = (): QuestionFields => ({
  id: '',
  kind: 'none',
  label: perLanguage(() => ''),
  options: perLanguage(() => ''),
  optionIds: [],
  required: false,
});

/**
 * The questions and, while there is room and no slot is empty, one empty slot to add another. A
 * question set to "none" keeps its slot, so the other slots' inputs keep their places.
 */
function withSlot(questions: QuestionFields[]): QuestionFields[] {
  const full = questions.length >= SIGNUP_LIMITS.questions;
  return full || questions.some((question) => question.kind === 'none')
    ? questions
    : [...questions, emptyQuestion()];
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

function readQuestion(data: FormData, index: number): QuestionFields {
  const name = (part: string) => `signupQuestion${index}.${part}`;
  const kind = text(data, name('kind'));
  return {
    id: text(data, name('id')),
    kind: (QUESTION_KINDS as readonly string[]).includes(kind) ? (kind as QuestionKind) : 'none',
    label: perLanguage((code) => text(data, name(`label.${code}`))),
    options: perLanguage((code) => String(data.get(name(`options.${code}`)) ?? '')),
    optionIds: text(data, name('optionIds')).split(',').filter(Boolean),
    required: data.get(name('required')) === 'on',
  };
}

/**
 * The fieldset's values. Its details are in the form only while sign-ups are switched on (a
 * hidden `signupsShown` says so); before that, and for a capacity disabled by "no limit", the
 * values come from `previous`, so switching sign-ups on shows the defaults, not empty fields.
 */
export function readSignupForm(data: FormData, previous?: SignupFormValues): SignupFormValues {
  const enabled = data.get('signups') === 'on';
  if (previous && !data.has('signupsShown')) return { ...previous, enabled };
  const questions: QuestionFields[] = [];
  for (let index = 0; index < SIGNUP_LIMITS.questions; index += 1) {
    if (data.has(`signupQuestion${index}.kind`)) questions.push(readQuestion(data, index));
  }
  return {
    enabled,
    unlimited: data.get('signupsUnlimited') === 'on',
    capacity: data.has('signupsCapacity')
      ? text(data, 'signupsCapacity')
      : (previous?.capacity ?? ''),
    maxParty: text(data, 'signupsMaxParty'),
    waitlist: data.get('signupsWaitlist') === 'on',
    perDate: text(data, 'signupsPerDate') !== 'series',
    opensAt: text(data, 'signupsOpensAt'),
    closesAt: text(data, 'signupsClosesAt'),
    questions: withSlot(questions),
  };
}

/** A datetime-local value (the browser's zone) as an instant; null when empty or not a time. */
function isoOfLocal(value: string): string | null {
  const time = value ? new Date(value) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : null;
}

function localOfIso(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/** An id not yet taken: the stored one, else `<prefix><n>`. */
function freshId(wanted: string, prefix: string, taken: Set<string>): string {
  let id = wanted;
  for (let n = taken.size + 1; !id || taken.has(id); n += 1) id = `${prefix}${n}`;
  taken.add(id);
  return id;
}

const lines = (value: string) => value.split('\n').map((line) => line.trim());

function questionRequest(question: QuestionFields, id: string) {
  const base = { id, label: question.label, kind: question.kind, required: question.required };
  if (question.kind !== 'choice') return base;
  const perCode = perLanguage((code) => lines(question.options[code]));
  const count = Math.max(...languageCodes.map((code) => perCode[code].length));
  const taken = new Set<string>();
  const options = Array.from({ length: count }, (_, index) => ({
    storedId: question.optionIds[index] ?? '',
    label: perLanguage((code) => perCode[code][index] ?? ''),
  }))
    .filter((option) => languageCodes.some((code) => option.label[code]))
    .map((option) => ({ id: freshId(option.storedId, 'o', taken), label: option.label }));
  return { ...base, options };
}

/** The `signups` value to send: null switches sign-ups off. */
export function signupRequest(values: SignupFormValues) {
  if (!values.enabled) return null;
  const asked = values.questions.filter((question) => question.kind !== 'none');
  const taken = new Set(asked.map((question) => question.id).filter(Boolean));
  return {
    // An empty or unreadable number is sent as it is, for the schema to refuse with its reason.
    capacity: values.unlimited ? null : Number(values.capacity || NaN),
    maxParty: Number(values.maxParty || NaN),
    waitlist: values.waitlist,
    opensAt: isoOfLocal(values.opensAt),
    closesAt: isoOfLocal(values.closesAt),
    perDate: values.perDate,
    questions: asked.map((question) =>
      questionRequest(question, question.id || freshId('', 'q', taken)),
    ),
  };
}

export function signupFormValuesOf(settings: SignupSettings | null | undefined): SignupFormValues {
  return {
    enabled: Boolean(settings),
    unlimited: settings ? settings.capacity === null : false,
    capacity: settings?.capacity ? String(settings.capacity) : '20',
    maxParty: String(settings?.maxParty ?? 4),
    waitlist: settings?.waitlist ?? true,
    perDate: settings?.perDate ?? true,
    opensAt: localOfIso(settings?.opensAt ?? null),
    closesAt: localOfIso(settings?.closesAt ?? null),
    questions: withSlot(
      (settings?.questions ?? []).map((question) => ({
        id: question.id,
        kind: question.kind,
        label: perLanguage((code) => question.label[code] ?? ''),
        options: perLanguage((code) =>
          (question.options ?? []).map((option) => option.label[code] ?? '').join('\n'),
        ),
        optionIds: (question.options ?? []).map((option) => option.id),
        required: question.required,
      })),
    ),
  };
}
