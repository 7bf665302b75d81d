import { apiHandler } from '@/lib/http/handler';
import { badRequest } from '@/lib/http/errors';
import { requireEditor } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';
import { receiveUpload } from '@/lib/storage/multipart';
import { importCalendar } from '@/lib/events/commands';
import { IMPORT_MAX_BYTES, importFormSchema } from '@/lib/events/schemas';
import { readFile } from 'node:fs/promises';

export const dynamic = 'force-dynamic';

/** An .ics file (multipart field `file`, optional field `category`) → `{imported, skipped}`. */
export const POST = apiHandler(async (request) => {
  const user = await requireEditor(request);
  const upload = await receiveUpload(request, { maxBytes: IMPORT_MAX_BYTES });
  try {
    if (!upload.file) throw badRequest('The request is not valid', { file: 'Choose an .ics file' });
    const { category } = importFormSchema.parse(upload.fields);
    const text = await readFile(upload.file.tempPath, 'utf8');
    return Response.json(await importCalendar(user, text, category));
  } finally {
    await upload.discard();
  }
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
