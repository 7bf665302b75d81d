import type { Question } from '@/lib/signups/schemas';
import { staffSignupAction } from './staff-form-actions';

// The staff list's forms: add someone who phoned, move people between lists, cancel with a
// message. Plain forms posting to a server action, so they work with JavaScript off too.

export interface ListTarget {
  locale: string;
  eventId: string;
  /** The date the commands are given (a series' first date for its one list). */
  date: string;
  /** The list's date in the page's URL (or 'series'). */
  list: string;
}

export interface StaffActionTexts {
  confirm: string;
  toWaiting: string;
  cancel: string;
  message: string;
}

function TargetFields({ target }: { target: ListTarget }) {
  return (
    <>
      <input type="hidden" name="locale" value={target.locale} />
      <input type="hidden" name="eventId" value={target.eventId} />
      <input type="hidden" name="date" value={target.date} />
      <input type="hidden" name="list" value={target.list} />
    </>
  );
}

export function SignupRowActions({
  id,
  name,
  status,
  target,
  texts,
}: {
  id: string;
  name: string;
  status: string;
  target: ListTarget;
  texts: StaffActionTexts;
}) {
  const messageId = `message-${id}`;
  return (
    <form className="signup-row-actions" action={staffSignupAction}>
      <TargetFields target={target} />
      <input type="hidden" name="id" value={id} />
      {status !== 'confirmed' ? (
        <button type="submit" name="intent" value="confirmed" className="button">
          {texts.confirm.replace('{name}', name)}
        </button>
      ) : null}
      {status !== 'waiting' ? (
        <button type="submit" name="intent" value="waiting" className="button">
          {texts.toWaiting.replace('{name}', name)}
        </button>
      ) : null}
      {status !== 'cancelled' ? (
        <>
          <label htmlFor={messageId}>{texts.message}</label>
          <input id={messageId} name="message" maxLength={1000} />
          <button type="submit" name="intent" value="cancelled" className="button">
            {texts.cancel.replace('{name}', name)}
          </button>
        </>
      ) : null}
    </form>
  );
}

export interface AddTexts {
  heading: string;
  name: string;
  email: string;
  phone: string;
  party: string;
  list: string;
  confirmed: string;
  waiting: string;
  add: string;
  yes: string;
  no: string;
}

/** A question the add form asks, with its label and options already in the reader's language. */
export interface AddQuestion {
  id: string;
  kind: Question['kind'];
  label: string;
  options: { id: string; label: string }[];
}

/** One answer field (`answers.<id>`), as the visitor's form names it; empty = not answered. */
function AnswerField({ question, texts }: { question: AddQuestion; texts: AddTexts }) {
  const id = `add-answer-${question.id}`;
  const name = `answers.${question.id}`;
  const choices =
    question.kind === 'yesno'
      ? [
          { id: 'yes', label: texts.yes },
          { id: 'no', label: texts.no },
        ]
      : question.options;
  return (
    <div className="field">
      <label htmlFor={id}>{question.label}</label>
      {question.kind === 'text' ? (
        <input id={id} name={name} maxLength={500} />
      ) : (
        <select id={id} name={name} defaultValue="">
          <option value="">—</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

export function AddSignupForm({
  target,
  questions,
  texts,
}: {
  target: ListTarget;
  questions: AddQuestion[];
  texts: AddTexts;
}) {
  return (
    <form className="signup-add" action={staffSignupAction} aria-labelledby="signup-add-heading">
      <h2 id="signup-add-heading">{texts.heading}</h2>
      <TargetFields target={target} />
      <input type="hidden" name="intent" value="add" />
      <div className="field">
        <label htmlFor="add-name">{texts.name}</label>
        <input id="add-name" name="name" required maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor="add-email">{texts.email}</label>
        <input id="add-email" name="email" type="email" maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor="add-phone">{texts.phone}</label>
        <input id="add-phone" name="phone" type="tel" maxLength={40} />
      </div>
      <div className="field">
        <label htmlFor="add-party">{texts.party}</label>
        <input id="add-party" name="party" type="number" min={1} max={50} defaultValue={1} />
      </div>
      <div className="field">
        <label htmlFor="add-status">{texts.list}</label>
        <select id="add-status" name="status" defaultValue="confirmed">
          <option value="confirmed">{texts.confirmed}</option>
          <option value="waiting">{texts.waiting}</option>
        </select>
      </div>
      {questions.map((question) => (
        <AnswerField key={question.id} question={question} texts={texts} />
      ))}
      <button type="submit" className="button button--primary">
        {texts.add}
      </button>
    </form>
  );
}
