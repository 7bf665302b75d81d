import { after } from 'next/server';
import { apiHandler, readJson } from '@/lib/http/handler';
import { otherMethods } from '@/lib/http/methods';
import { assertNotCrossSite } from '@/lib/accounts/session';
import { changeOwnSignup, readOwnSignup } from '@/lib/signups/own';
import { ownChangeSchema } from '@/lib/signups/schemas';
import { readSignupBody } from '@/lib/signups/requests';
import { managePath } from '@/lib/signups/visitor';
import { refusal, requestLanguage } from '@/lib/signups/words';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

const noStore = { 'Cache-Control': 'no-store' };

/** The person's own sign-up. */
export const GET = apiHandler(async (request, context: Context) => {
  const { token } = await context.params;
  return Response.json(await readOwnSignup(token, requestLanguage(request)), { headers: noStore });
});

/** The person changes their party size: `{party}`. */
export const PATCH = apiHandler(async (request, context: Context) => {
  const { token } = await context.params;
  const language = requestLanguage(request);
  const input = await readJson(request, ownChangeSchema);
  const { signup, followUp } = await changeOwnSignup(token, language, { party: input.party });
  after(followUp);
  return Response.json(signup, { headers: noStore });
});

/** The person cancels; `?erase=1` also deletes their details at once. */
export const DELETE = apiHandler(async (request, context: Context) => {
  const { token } = await context.params;
  const language = requestLanguage(request);
  const erase = ['1', 'true'].includes(new URL(request.url).searchParams.get('erase') ?? '');
  const { signup, followUp } = await changeOwnSignup(token, language, { cancel: true, erase });
  after(followUp);
  return Response.json(signup, { headers: noStore });
});

/**
 * The personal page's forms without JavaScript (`action` = party | cancel | erase), answered with
 * a redirect back to the page, which then shows the change or the refusal.
 */
export const POST = apiHandler(async (request, context: Context) => {
  assertNotCrossSite(request);
  const { token } = await context.params;
  const language = requestLanguage(request);
  const body = await readSignupBody(request);
  const page = managePath(language, token);
  try {
    const action = body.action;
    const parsed = ownChangeSchema.safeParse({ party: body.party });
    if (action === 'party' && !parsed.success) throw await refusal(language, 'invalid');
    const change =
      action === 'party' && parsed.success
        ? { party: parsed.data.party }
        : { cancel: true, erase: action === 'erase' };
    const { followUp } = await changeOwnSignup(token, language, change);
    after(followUp);
    return redirect(`${page}?done=${action === 'party' ? 'party' : 'cancel'}`);
  } catch (error) {
    const reason = (error as { reason?: string }).reason;
    if (!reason) throw error;
    return redirect(`${page}?error=${reason}`);
  }
});

function redirect(path: string) {
  return new Response(null, { status: 303, headers: { Location: path } });
}

export const { PUT, OPTIONS } = otherMethods('GET', 'PATCH', 'DELETE', 'POST');
