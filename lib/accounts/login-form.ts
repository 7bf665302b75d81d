import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { ApiError } from '@/lib/http/errors';
import { languageByCode, defaultLanguage, localizedPath } from '@/lib/i18n/languages';
import { safeNextPath } from '@/lib/accounts/next-path';
import { setSessionCookie } from './session-response';
import { signInWithCredentials } from './sign-in';

export const LOGIN_FORM_TYPE = 'application/x-www-form-urlencoded';

// The login form's own fields beside the credentials; size-checked like the JSON login.
const loginFormSchema = z.object({
  username: z.string().max(64).default(''),
  password: z.string().max(256).default(''),
  next: z.string().max(2048).optional(),
  language: z.string().max(16).optional(),
});

/** Why the form came back, as /login?error= shows it in the visitor's language. */
export type LoginFormError = 'invalid' | 'throttled' | 'required';

/**
 * The login form posted without JavaScript (method="post", urlencoded): signs in through the same
 * path as the JSON API and answers 303 to the dashboard (or `next`), or back to /login with an
 * error code. The password travels only in the request body, never in a URL.
 */
export async function signInFromForm(request: Request): Promise<NextResponse> {
  const form = Object.fromEntries(new URLSearchParams(await request.text()));
  const input = loginFormSchema.safeParse(form);
  const fields = input.success ? input.data : { username: '', password: '' };
  const language =
    ('language' in fields && fields.language && languageByCode(fields.language)) || defaultLanguage;
  const next = safeNextPath('next' in fields ? fields.next : undefined);
  const back = (error: LoginFormError) => {
    const query = new URLSearchParams({ error, ...(next ? { next } : {}) });
    return redirect(request, `${localizedPath(language.tag, '/login')}?${query}`);
  };
  const username = fields.username.trim().toLowerCase();
  if (!username || !fields.password) return back('required');
  try {
    const { authToken } = await signInWithCredentials(
      { username, password: fields.password },
      request.headers,
    );
    const response = redirect(request, next ?? localizedPath(language.tag, '/dashboard'));
    setSessionCookie(request, response, authToken);
    return response;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return back('throttled');
    if (error instanceof ApiError && error.status === 401) return back('invalid');
    throw error;
  }
}

// 303: the browser follows with a GET, so a reload does not post the password again.
function redirect(request: Request, path: string): NextResponse {
  const response = new NextResponse(null, { status: 303, headers: { Location: path } });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
