'use client';

import { useRef, useState, type FormEvent } from 'react';
// Type-only: the schema module (and zod) must not reach the visitor's bundle.
import type { ContactSubject } from '@/lib/contact/schemas';

export interface ContactFormLabels {
  name: string;
  email: string;
  phone: string;
  subject: string;
  subjectPlaceholder: string;
  /** The six subjects in display order, each with its label. */
  subjects: Record<ContactSubject, string>;
  message: string;
  required: string;
  send: string;
  sending: string;
  honeypot: string;
  missing: string;
  success: string;
  invalid: string;
  tooMany: string;
  failed: string;
}

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; message: string };

const REQUIRED = ['name', 'email', 'subject', 'message'] as const;

/** The contact form: the specification's messages in a live region, POST /api/contact, reset on success. */
export function ContactForm({ labels }: { labels: ContactFormLabels }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [invalid, setInvalid] = useState<string[]>([]);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const missing = REQUIRED.filter((name) => !value(name));
    setInvalid(missing);
    if (missing.length) {
      setStatus({ kind: 'error', message: labels.missing });
      form.current?.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: value('name'),
          email: value('email'),
          phone: value('phone'),
          subject: value('subject'),
          message: value('message'),
          website: value('website'),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) {
        form.current?.reset();
        setInvalid([]);
        setStatus({ kind: 'success' });
        return;
      }
      if (response.status === 400) {
        const body = (await response.json().catch(() => null)) as {
          error?: { fields?: Record<string, string> };
        } | null;
        setInvalid(Object.keys(body?.error?.fields ?? {}));
        setStatus({ kind: 'error', message: labels.invalid });
      } else {
        setStatus({
          kind: 'error',
          message: response.status === 429 ? labels.tooMany : labels.failed,
        });
      }
    } catch {
      setStatus({ kind: 'error', message: labels.failed });
    }
  };

  const fieldProps = (name: string) => ({
    id: `contact-${name}`,
    name,
    'aria-invalid': invalid.includes(name) || undefined,
    'aria-describedby': invalid.includes(name) ? 'contact-status' : undefined,
  });
  const requiredMark = (
    <span className="field__required">
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">({labels.required})</span>
    </span>
  );

  return (
    <form ref={form} className="contact-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="contact-name">
          {labels.name} {requiredMark}
        </label>
        <input {...fieldProps('name')} type="text" autoComplete="name" required maxLength={200} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="contact-email">
            {labels.email} {requiredMark}
          </label>
          <input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={200}
          />
        </div>
        <div className="field">
          <label htmlFor="contact-phone">{labels.phone}</label>
          <input {...fieldProps('phone')} type="tel" autoComplete="tel" maxLength={40} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-subject">
          {labels.subject} {requiredMark}
        </label>
        <select {...fieldProps('subject')} required defaultValue="">
          <option value="" disabled>
            {labels.subjectPlaceholder}
          </option>
          {(Object.entries(labels.subjects) as [ContactSubject, string][]).map(
            ([subject, label]) => (
              <option key={subject} value={subject}>
                {label}
              </option>
            ),
          )}
        </select>
      </div>
      <div className="field">
        <label htmlFor="contact-message">
          {labels.message} {requiredMark}
        </label>
        <textarea {...fieldProps('message')} rows={6} required maxLength={5000} />
      </div>
      {/* Hidden from people (visually and from assistive technology); bots fill it in. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-website">{labels.honeypot}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="contact-form__footer">
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={status.kind === 'sending'}
        >
          {status.kind === 'sending' ? labels.sending : labels.send}
        </button>
        <p
          id="contact-status"
          className={`contact-form__status contact-form__status--${status.kind}`}
          role="status"
          aria-live="polite"
        >
          {status.kind === 'success'
            ? labels.success
            : status.kind === 'error'
              ? status.message
              : ''}
        </p>
      </div>
    </form>
  );
}
