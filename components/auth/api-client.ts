import { localizedPath, splitLanguagePath } from '@/lib/i18n/languages';
import { clearLoggedInFlag } from './session-flag';

// The browser's side of the API: JSON in and out, the session cookie (never a token in script
// reach), the specification's 10-second timeout, and "any 401 sends the browser to /login".

export const REQUEST_TIMEOUT_MS = 10_000;

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** A failed call: an HTTP error answer (status > 0) or no answer at all (status 0). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Seconds from a 429's Retry-After header. */
    readonly retryAfter?: number,
    /** The whole JSON answer (a 409 carries the current record beside the error). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The sign-in page for the current language, remembering where the visitor was. */
export function loginUrl(): string {
  const { pathname, search } = window.location;
  const { language } = splitLanguagePath(pathname);
  return `${localizedPath(language.tag, '/login')}?next=${encodeURIComponent(pathname + search)}`;
}

/** The specification's rule for every call: a 401 means the session is gone; go and sign in. */
export function redirectToLogin(): void {
  clearLoggedInFlag();
  window.location.assign(loginUrl());
}

async function toError(response: Response): Promise<ApiRequestError> {
  let body: { error?: ApiErrorBody } | null = null;
  try {
    body = (await response.json()) as { error?: ApiErrorBody } | null;
  } catch {
    body = null;
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiRequestError(
    response.status,
    body?.error?.code ?? 'error',
    body?.error?.message ?? response.statusText,
    body?.error?.fields,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    body,
  );
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** False for the sign-in call itself, where 401 means "wrong password", not "session gone". */
  redirectOn401?: boolean;
  /** Longer than REQUEST_TIMEOUT_MS for a call that does real work (making picture sizes). */
  timeoutMs?: number;
}

/** Calls `/api/...`; resolves with the parsed JSON answer (null for an empty one), throws ApiRequestError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', json, redirectOn401 = true, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    throw new ApiRequestError(
      0,
      'network',
      error instanceof Error ? error.message : 'Network error',
    );
  }
  if (!response.ok) {
    const error = await toError(response);
    if (error.status === 401 && redirectOn401) redirectToLogin();
    throw error;
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called with 0..1 as the request body goes out. */
  onProgress?: (fraction: number) => void;
}

/**
 * Sends multipart form data with XMLHttpRequest, the one browser API that reports upload
 * progress. No 10-second limit: a bulletin of several megabytes on a slow line takes longer.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  { method = 'POST', onProgress }: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      const error = (body as { error?: ApiErrorBody } | null)?.error;
      if (xhr.status === 401) redirectToLogin();
      reject(
        new ApiRequestError(
          xhr.status,
          error?.code ?? 'error',
          error?.message ?? xhr.statusText,
          error?.fields,
        ),
      );
    });
    xhr.addEventListener('error', () => reject(new ApiRequestError(0, 'network', 'Network error')));
    xhr.addEventListener('abort', () =>
      reject(new ApiRequestError(0, 'aborted', 'Upload cancelled')),
    );
    xhr.send(form);
  });
}
