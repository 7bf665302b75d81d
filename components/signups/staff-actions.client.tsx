'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';

// The staff list's small island: add someone who phoned, move people between lists, cancel with
// a message, print the sheet. Each calls the API and refreshes the server-rendered list.

export interface StaffActionTexts {
  confirm: string;
  toWaiting: string;
  cancel: string;
  message: string;
  failed: string;
  reasons: Record<string, string>;
}

async function send(url: string, method: string, json: unknown): Promise<string | null> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as {
    error?: { reason?: string; code?: string };
  } | null;
  return body?.error?.reason ?? body?.error?.code ?? String(response.status);
}

function useSender(texts: Pick<StaffActionTexts, 'failed' | 'reasons'>) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const run = async (url: string, method: string, json: unknown) => {
    const reason = await send(url, method, json);
    if (reason) setError(texts.failed.replace('{reason}', texts.reasons[reason] ?? reason));
    else {
      setError(null);
      router.refresh();
    }
  };
  return { error, run };
}

export function SignupRowActions({
  id,
  name,
  status,
  texts,
}: {
  id: string;
  name: string;
  status: string;
  texts: StaffActionTexts;
}) {
  const { error, run } = useSender(texts);
  const [message, setMessage] = useState('');
  const url = `/api/signups/${id}`;
  return (
    <div className="signup-row-actions">
      {status !== 'confirmed' ? (
        <button
          type="button"
          className="button"
          onClick={() => run(url, 'PATCH', { status: 'confirmed' })}
        >
          {texts.confirm.replace('{name}', name)}
        </button>
      ) : null}
      {status !== 'waiting' ? (
        <button
          type="button"
          className="button"
          onClick={() => run(url, 'PATCH', { status: 'waiting' })}
        >
          {texts.toWaiting.replace('{name}', name)}
        </button>
      ) : null}
      {status !== 'cancelled' ? (
        <>
          <label>
            {texts.message}
            <input
              value={message}
              maxLength={1000}
              onChange={(event) => setMessage(event.target.value)}
            />
          </label>
          <button
            type="button"
            className="button"
            onClick={() =>
              run(url, 'PATCH', { status: 'cancelled', ...(message ? { message } : {}) })
            }
          >
            {texts.cancel.replace('{name}', name)}
          </button>
        </>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
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
  failed: string;
  reasons: Record<string, string>;
}

export function AddSignupForm({ path, texts }: { path: string; texts: AddTexts }) {
  const { error, run } = useSender(texts);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (key: string) => String(data.get(key) ?? '');
    await run(path, 'POST', {
      name: value('name'),
      email: value('email'),
      phone: value('phone'),
      party: Number(value('party') || 1),
      status: value('status'),
    });
    form.reset();
  };
  return (
    <form className="signup-add" onSubmit={submit} aria-labelledby="signup-add-heading">
      <h2 id="signup-add-heading">{texts.heading}</h2>
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
      <button type="submit" className="button button--primary">
        {texts.add}
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      {label}
    </button>
  );
}
