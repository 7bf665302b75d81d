import { after } from 'next/server';
import { apiHandler, readJson } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/client-address';
import { requireEditor } from '@/lib/accounts/session';
import { receiveContactMessage } from '@/lib/contact/receive-message';
import { notifyOffice } from '@/lib/contact/notify-office';
import { listContactMessages } from '@/lib/contact/data';
import { contactRequestSchema } from '@/lib/contact/schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

// Visitors post without an account; the answer is the same whether the message was kept or
// recognised as spam. The office's e-mail goes out after the answer: it never delays or fails it.
export const POST = apiHandler(async (request) => {
  const input = await readJson(request, contactRequestSchema);
  const stored = await receiveContactMessage(input, clientAddress(request));
  if (stored) after(() => notifyOffice(stored));
  return Response.json({ ok: true }, { status: 201 });
});

export const GET = apiHandler(async (request) => {
  await requireEditor(request);
  return Response.json(await listContactMessages(), { headers: { 'Cache-Control': 'no-store' } });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
