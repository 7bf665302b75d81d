import { inject } from 'vitest';

// A small HTTP client for the cluster tests: the same request can go to nginx or to either instance.

export const cluster = () => inject('cluster');

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export async function call(
  base: string,
  path: string,
  init: {
    method?: string;
    token?: string;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (body === undefined && init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  const json =
    response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, text, json };
}

/** Polls `probe` until it returns true or `ms` pass; answers how long it took (or Infinity). */
export async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > ms) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The shared cluster's first account (an administrator), made by whichever test file asks first. */
export const clusterOwner = { username: 'cluster-owner', password: 'cluster-owner-password-1' };

/**
 * The owner's token. Test files run in an order of vitest's choosing, so each asks: register (the
 * first to ask makes the account), else sign in. That sign-in comes from an address of its own,
 * straight to instance A (TRUST_PROXY=1 there believes the one forwarded hop), because
 * one-site.test.ts spends the account's wrong-password budget from 127.0.0.1 on purpose.
 */
export async function clusterOwnerToken(): Promise<string> {
  const { front, a } = cluster();
  const registered = await call(front, '/api/auth/register', { json: clusterOwner });
  if (registered.status === 201) return registered.json.authToken;
  const address = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const login = await call(a, '/api/auth/login', {
    json: clusterOwner,
    headers: { 'x-forwarded-for': address },
  });
  if (login.status !== 200) throw new Error(`cluster owner: ${registered.status}, ${login.status}`);
  return login.json.authToken;
}
