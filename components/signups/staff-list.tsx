import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { defaultLanguage, localizedPath, type Language } from '@/lib/i18n/languages';
import type { DateList, SignupSettings, StaffSignup } from '@/lib/signups/data';
import type { Question } from '@/lib/signups/schemas';
import { PrintButton } from './staff-actions.client';
import {
  AddSignupForm,
  SignupRowActions,
  type ListTarget,
  type StaffActionTexts,
} from './staff-actions';

// A date's list for staff: totals, the three lists with answers, the CSV, a printable sign-in
// sheet (print CSS: only the sheet is printed), adding someone and moving people.

interface StaffListProps {
  list: DateList;
  settings: SignupSettings | null;
  apiPath: string;
  title: string;
  when: string;
  language: Language;
  /** Where the list's forms send their changes. */
  target: ListTarget;
  /** The reason the last change was refused (`?error=`), if it was. */
  error?: string;
  /** Administrators only: the CSV of the people's details. */
  canExport: boolean;
}

/** The refusals a staff change can meet, each told in the staff member's words. */
const REFUSALS = [
  'not_open',
  'full',
  'no_room',
  'party_too_large',
  'answer_required',
  'answer_invalid',
  'link',
  'erased',
] as const;

export async function StaffListView({
  list,
  settings,
  apiPath,
  title,
  when,
  language,
  target,
  error,
  canExport,
}: StaffListProps) {
  const t = await getTranslations({ locale: language.tag, namespace: 'Signups' });
  const texts: StaffActionTexts = {
    confirm: t('staff.moveToConfirmed', { name: '{name}' }),
    toWaiting: t('staff.moveToWaiting', { name: '{name}' }),
    cancel: t('staff.cancelWithMessage', { name: '{name}' }),
    message: t('staff.message'),
  };
  const refusal = REFUSALS.find((reason) => reason === error);
  const errorText = error
    ? t('staff.failed', { reason: refusal ? t(`errors.${refusal}`) : t('errors.invalid') })
    : null;
  const questions = settings?.questions ?? [];
  const labelIn = (label: Question['label']) => label[language.code] || label[defaultLanguage.code];
  const answerText = (signup: StaffSignup) =>
    questions
      .flatMap((question) => {
        const answer = signup.answers[question.id];
        if (answer === undefined) return [];
        const label = question.label[language.code] || question.label[defaultLanguage.code];
        const value =
          typeof answer === 'boolean'
            ? answer
              ? t('yes')
              : t('no')
            : question.kind === 'choice'
              ? (question.options?.find((option) => option.id === answer)?.label[language.code] ??
                answer)
              : answer;
        return [`${label}: ${value}`];
      })
      .join('; ');
  const groups = [
    { status: 'confirmed', heading: t('staff.confirmed') },
    { status: 'waiting', heading: t('staff.waitingList') },
    { status: 'cancelled', heading: t('staff.cancelled') },
  ] as const;
  const confirmed = list.signups.filter((signup) => signup.status === 'confirmed');
  return (
    <div className="signup-staff">
      <h1>{t('staff.title', { title, date: when })}</h1>
      {errorText ? (
        <p role="alert" className="notice">
          {errorText}
        </p>
      ) : null}
      {list.kept ? <p className="notice">{t('staff.kept')}</p> : null}
      {list.purged ? <p className="notice">{t('staff.purged')}</p> : null}
      <p>{t('staff.totals', list.totals)}</p>
      <div className="signup-actions">
        {/* PRODUCT.md: editors manage sign-ups; exporting the people's data is for administrators. */}
        {canExport ? (
          <a className="button" href={`${apiPath}?format=csv`} download>
            {t('staff.csv')}
          </a>
        ) : null}
        <PrintButton label={t('staff.print')} />
        <Link href={localizedPath(language.tag, '/dashboard/signups')}>{t('staff.back')}</Link>
      </div>
      {list.signups.length === 0 ? <p>{t('staff.empty')}</p> : null}
      {groups.map((group) => {
        const people = list.signups.filter((signup) => signup.status === group.status);
        if (people.length === 0) return null;
        return (
          <section key={group.status}>
            <h2>{group.heading}</h2>
            <table className="signup-table">
              <thead>
                <tr>
                  {group.status === 'waiting' ? <th scope="col">{t('staff.position')}</th> : null}
                  <th scope="col">{t('staff.name')}</th>
                  <th scope="col">{t('staff.email')}</th>
                  <th scope="col">{t('staff.phone')}</th>
                  <th scope="col">{t('staff.party')}</th>
                  <th scope="col">{t('staff.answers')}</th>
                  <th scope="col">{t('staff.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {people.map((signup) => (
                  <tr key={signup.id}>
                    {group.status === 'waiting' ? <td>{signup.position}</td> : null}
                    <td>{signup.name}</td>
                    <td>{signup.email}</td>
                    <td>{signup.phone}</td>
                    <td>{signup.party}</td>
                    <td>{answerText(signup)}</td>
                    <td>
                      {signup.name ? (
                        <SignupRowActions
                          id={signup.id}
                          name={signup.name}
                          status={signup.status}
                          target={target}
                          texts={texts}
                        />
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
      <AddSignupForm
        target={target}
        questions={questions.map((question) => ({
          id: question.id,
          kind: question.kind,
          label: labelIn(question.label),
          options: (question.options ?? []).map((option) => ({
            id: option.id,
            label: labelIn(option.label),
          })),
        }))}
        texts={{
          heading: t('staff.add'),
          name: t('staff.name'),
          email: t('staff.email'),
          phone: t('staff.phone'),
          party: t('staff.party'),
          list: t('staff.list'),
          confirmed: t('staff.confirmed'),
          waiting: t('staff.waitingList'),
          add: t('staff.addButton'),
          yes: t('yes'),
          no: t('no'),
        }}
      />
      <section className="signup-sheet">
        <h1>{t('staff.title', { title, date: when })}</h1>
        <table className="signup-table">
          <thead>
            <tr>
              <th>{t('staff.name')}</th>
              <th>{t('staff.party')}</th>
              <th>{t('staff.phone')}</th>
              <th>{t('staff.sheetSignature')}</th>
            </tr>
          </thead>
          <tbody>
            {confirmed.map((signup) => (
              <tr key={signup.id}>
                <td>{signup.name}</td>
                <td>{signup.party}</td>
                <td>{signup.phone}</td>
                <td />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
