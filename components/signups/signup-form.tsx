import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/i18n/languages';
import { defaultLanguage } from '@/lib/i18n/languages';
import type { SignupForm } from '@/lib/signups/visitor';
import type { Question } from '@/lib/signups/schemas';
import { ProofOfWork } from './proof-of-work.client';

// The visitor's sign-up form: plain HTML that posts the API's own fields to the API (which
// answers a form post with a redirect), so it works the same with JavaScript on or off.

interface SignupFormProps {
  form: SignupForm;
  action: string;
  language: Language;
  keepDays: number;
  /** A refusal's reason from the last post (?error=…). */
  error?: string;
  closesAt?: string;
  /** The proof-of-work challenge (JSON) for this form, solved by the widget when JS runs. */
  proofChallenge?: string;
}

const labelOf = (label: Question['label'], language: Language) =>
  label[language.code] || label[defaultLanguage.code];

export async function SignupFormView({
  form,
  action,
  language,
  keepDays,
  error,
  proofChallenge,
}: SignupFormProps) {
  const t = await getTranslations({ locale: language.tag, namespace: 'Signups' });
  const errorText =
    error && t.has(`errors.${error}` as never) ? t(`errors.${error}` as never) : undefined;
  const full = form.placesLeft !== null && form.placesLeft <= 0;
  const mark = (required: boolean) => (
    <span className="field__required">{required ? t('required') : t('optional')}</span>
  );
  return (
    <div className="signup-form">
      {errorText ? (
        <p className="notice notice--error" role="alert">
          {t('notice.error', { message: errorText })}
        </p>
      ) : null}
      <p className="signup-places">
        {form.placesLeft === null
          ? t('noLimit')
          : full
            ? form.waitlist
              ? t('fullWaitlist')
              : t('full')
            : t('placesLeft', { count: form.placesLeft })}
      </p>
      {!form.open ? (
        <p className="notice">{form.state === 'not_open' ? t('errors.not_open') : t('closed')}</p>
      ) : (
        <form method="post" action={action}>
          <input type="hidden" name="formToken" value={form.formToken} />
          {proofChallenge ? <ProofOfWork challenge={proofChallenge} /> : null}
          <div className="field">
            <label htmlFor="signup-name">
              {t('name')} {mark(true)}
            </label>
            <input id="signup-name" name="name" required maxLength={200} autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor="signup-email">
              {t('email')} {mark(true)}
            </label>
            <input
              id="signup-email"
              name="email"
              type="email"
              required
              maxLength={200}
              autoComplete="email"
            />
          </div>
          <div className="field">
            <label htmlFor="signup-phone">{t('phone')}</label>
            <input id="signup-phone" name="phone" type="tel" maxLength={40} autoComplete="tel" />
          </div>
          <div className="field">
            <label htmlFor="signup-party">{t('party')}</label>
            <input
              id="signup-party"
              name="party"
              type="number"
              min={1}
              max={form.maxParty}
              defaultValue={1}
              required
              aria-describedby="signup-party-hint"
            />
            <small id="signup-party-hint">{t('partyHint', { max: form.maxParty })}</small>
          </div>
          {form.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              label={labelOf(question.label, language)}
              mark={mark(question.required)}
              language={language}
              yes={t('yes')}
              no={t('no')}
            />
          ))}
          {/* Hidden from people (visually and from assistive technology); bots fill it in. */}
          <div className="signup-trap" aria-hidden="true">
            <label htmlFor="signup-website">{t('website')}</label>
            <input
              id="signup-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <p className="signup-privacy">{t('privacy', { days: keepDays })}</p>
          <button type="submit" className="button button--primary">
            {full ? t('submitWaitlist') : t('submit')}
          </button>
        </form>
      )}
    </div>
  );
}

function QuestionField({
  question,
  label,
  mark,
  language,
  yes,
  no,
}: {
  question: Question;
  label: string;
  mark: React.ReactNode;
  language: Language;
  yes: string;
  no: string;
}) {
  const name = `answers.${question.id}`;
  const id = `signup-q-${question.id}`;
  if (question.kind === 'text') {
    return (
      <div className="field">
        <label htmlFor={id}>
          {label} {mark}
        </label>
        <input id={id} name={name} maxLength={500} required={question.required} />
      </div>
    );
  }
  const options =
    question.kind === 'yesno'
      ? [
          { id: 'yes', text: yes },
          { id: 'no', text: no },
        ]
      : (question.options ?? []).map((option) => ({
          id: option.id,
          text: labelOf(option.label, language),
        }));
  return (
    <fieldset>
      <legend>
        {label} {mark}
      </legend>
      {options.map((option) => (
        <label key={option.id} className="signup-option">
          <input type="radio" name={name} value={option.id} required={question.required} />{' '}
          {option.text}
        </label>
      ))}
    </fieldset>
  );
}
