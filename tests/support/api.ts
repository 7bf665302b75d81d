import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

// Small helpers for API tests against the one real server started by tests/api/global-setup.ts.

export interface ApiOptions {
  method?: string;
  /** Sent as `Authorization: Bearer`. */
  token?: string;
  /** Sent as the session cookie instead of a Bearer header. */
  cookie?: string;
  /** Serialised as the JSON body. */
  json?: unknown;
  /** A raw body (wins over `json`). */
  body?: BodyInit;
  headers?: Record<string, string>;
}

// Response bodies are checked by the assertions themselves (toEqual, toMatchObject), so a loose
// type keeps tests readable; a wrong shape fails the assertion, not the compiler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or null for an empty body. */
  body: T;
  text: string;
}

export const baseUrl = () => inject('baseUrl');
export const adminToken = () => inject('adminToken');

export async function api<T = Json>(
  path: string,
  options: ApiOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `parish.session=${options.cookie}`;
  let body = options.body;
  if (body === undefined && options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl()}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = null;
  if (text && response.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/** A username no other test uses (throttling and uniqueness are per username). */
export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export interface TestUser {
  username: string;
  password: string;
  token: string;
  role: 'admin' | 'pending';
}

/** Registers a new account; on the test server (REGISTRATION=approval) it is pending. */
export async function registerUser(prefix = 'user'): Promise<TestUser> {
  const username = uniqueUsername(prefix);
  const password = `pw-${randomBytes(8).toString('hex')}`;
  // Each from its own (trusted-proxy) address: registrations are limited per address.
  const response = await api('/api/auth/register', {
    json: { username, password },
    headers: { 'x-forwarded-for': fakeAddress() },
  });
  if (response.status !== 201)
    throw new Error(`register ${username}: ${response.status} ${response.text}`);
  return { username, password, token: response.body.authToken, role: response.body.user.role };
}

/** Registers an account and has the administrator approve it: a second administrator. */
export async function registerAdmin(prefix = 'admin'): Promise<TestUser & { id: string }> {
  const user = await registerUser(prefix);
  const id = await userId(user.username);
  const approved = await api(`/api/users/${id}`, {
    method: 'PATCH',
    token: adminToken(),
    json: { role: 'admin' },
  });
  if (approved.status !== 200)
    throw new Error(`approve ${user.username}: ${approved.status} ${approved.text}`);
  return { ...user, role: 'admin', id };
}

/** An account's id, looked up through GET /api/users as the administrator. */
export async function userId(username: string): Promise<string> {
  const list = await api<{ id: string; username: string }[]>('/api/users', { token: adminToken() });
  const user = list.body.find((entry) => entry.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

export async function login(username: string, password: string, headers?: Record<string, string>) {
  return api('/api/auth/login', { json: { username, password }, headers });
}

/** The value of the session cookie a response set (undefined when it set none). */
export function sessionCookie(response: ApiResponse): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const match = line.match(/^parish\.session=([^;]*)/);
    if (match) return match[1];
  }
  return undefined;
}

/** Headers for a request the browser would send from the site itself. */
export const sameOrigin = () => ({ origin: baseUrl() });

/** A made-up client address, so rate-limit tests do not exhaust the limits of 127.0.0.1. */
export function fakeAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}
