import { after } from 'next/server';
import { apiHandler } from '@/lib/http/handler';
import { ApiError, notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { clientAddress } from '@/lib/http/client-address';
import { otherMethods } from '@/lib/http/methods';
import {
  assertNotCrossSite,
  requireAdminReader,
  requireApprovedUser,
  requireEditor,
} from '@/lib/accounts/session';
import { isRealDate } from '@/lib/events/local-time';
import { addSignupByHand } from '@/lib/signups/commands';
import { staffAddSchema } from '@/lib/signups/schemas';
import { staffDateCsv, staffDateList } from '@/lib/signups/staff-list';
import { isFormPost, readSignupBody } from '@/lib/signups/requests';
import { readSignupTarget, receiveSignup, managePath } from '@/lib/signups/visitor';
import { mailAbout } from '@/lib/signups/people';
import { requestLanguage } from '@/lib/signups/words';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; date: string }> };

async function readTarget(context: Context) {
  const id = await readRecordId(context, 'event');
  const { date } = await context.params;
  if (!isRealDate(date)) throw notFound('The event has no such date');
  return { id, date };
}

/**
 * Staff: the date's list (`?format=csv` for the CSV: a link's download sends no Origin). Exporting
 * the people's details is for administrators (PRODUCT.md: roles); editors see the list.
 */
export const GET = apiHandler(async (request, context: Context) => {
  const wantsCsv = new URL(request.url).searchParams.get('format') === 'csv';
  await (wantsCsv ? requireAdminReader(request) : requireApprovedUser(request));
  const { id, date } = await readTarget(context);
  if (wantsCsv) return staffDateCsv(id, date);
  const list = await staffDateList(id, date);
  return Response.json(list, { headers: { 'Cache-Control': 'no-store' } });
});

/**
 * A visitor signs up (the body has `formToken`; JSON, or a form post without JavaScript, answered
 * with a redirect to their page, or back to the form with the refusal), or staff add someone.
 */
export const POST = apiHandler(async (request, context: Context) => {
  const { id, date } = await readTarget(context);
  const form = isFormPost(request);
  if (form) assertNotCrossSite(request);
  const body = await readSignupBody(request);
  if (!form && !('formToken' in body)) {
    const user = await requireEditor(request);
    const input = staffAddSchema.parse(body);
    const { signup, followUp } = await addSignupByHand(user, id, date, input);
    after(followUp);
    return Response.json(signup, { status: 201 });
  }
  const language = requestLanguage(request);
  const target = await readSignupTarget(id, date);
  try {
    const answer = await receiveSignup(target, date, id, body, clientAddress(request), language);
    after(() =>
      mailAbout(answer.status, [answer.id], id, target?.list ?? date, {
        withCalendar: answer.status === 'confirmed',
      }),
    );
    if (form) return redirect(`${managePath(answer.language, answer.token)}?new=1`);
    const shown = {
      status: answer.status,
      ...(answer.position !== undefined ? { position: answer.position } : {}),
      token: answer.token,
      manageUrl: answer.manageUrl,
    };
    return Response.json(shown, { status: 201 });
  } catch (error) {
    if (!form || !(error instanceof ApiError) || !target) throw error;
    const back = `${language.prefix}/events/${target.event.slug}/${date}/signup`;
    return redirect(`${back}?error=${error.reason ?? 'invalid'}`);
  }
});

/** See other: a relative Location, right behind any proxy. */
function redirect(path: string) {
  return new Response(null, { status: 303, headers: { Location: path } });
}

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
