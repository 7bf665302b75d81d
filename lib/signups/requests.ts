import 'server-only';
import { readJson } from '@/lib/http/handler';
import { badRequest } from '@/lib/http/errors';
import { z } from 'zod';

// A sign-up comes as JSON (the API, the page with JavaScript) or as a form post (the page without
// JavaScript), with the same fields; a form's `answers.<id>` fields become `answers`.

const FORM_MAX_BYTES = 64 * 1024;

export const isFormPost = (request: Request) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(
    request.headers.get('content-type') ?? '',
  );

export async function readSignupBody(request: Request): Promise<Record<string, unknown>> {
  if (!isFormPost(request)) {
    return (await readJson(request, z.record(z.string(), z.unknown()))) as Record<string, unknown>;
  }
  if (Number(request.headers.get('content-length') ?? 0) > FORM_MAX_BYTES) {
    throw badRequest('The form is too large');
  }
  const form = await request.formData();
  const body: Record<string, unknown> = {};
  const answers: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    if (key.startsWith('answers.')) answers[key.slice('answers.'.length)] = value;
    else body[key] = value;
  }
  body.answers = answers;
  return body;
}

/** "Sign-ups" CSV cells (RFC 4180). A cell a spreadsheet would run as a formula gets a ' first. */
// NOTE: a dozen lines, not a dependency: quoting per RFC 4180 plus the formula guard is all of it.
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: (string | number | boolean | null | undefined)[]) =>
  cells.map(csvCell).join(',');
