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
