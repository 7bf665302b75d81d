import 'server-only';
import { ApiError, badRequest } from '@/lib/http/errors';
import { validationError } from '@/lib/http/handler';
import { getEnv } from '@/lib/env';
import { receiveUpload, type ReceivedFile } from '@/lib/storage/multipart';
import { sniffDocument, type DocumentKind } from '@/lib/storage/sniff';
import { bulletinFieldsSchema, type BulletinFields } from '@/lib/bulletins/schemas';

export interface BulletinUpload {
  fields: BulletinFields;
  /** The file, checked by its content; null when the form sent none (allowed on replace). */
  file: ReceivedFile | null;
  kind: DocumentKind | null;
  /** Staff chose to attach the PDF to the subscribers' e-mail (lib/mailings: under 2 MB only). */
  mailPdf: boolean;
  discard(): Promise<void>;
}

/**
 * A bulletin form (upload, or an edit that replaces the file): the text fields validated with the
 * API's schema, and the file judged by its content (PDF, DOC, DOCX), before anything is stored.
 */
export async function receiveBulletinUpload(
  request: Request,
  { fileRequired }: { fileRequired: boolean },
): Promise<BulletinUpload> {
  const upload = await receiveUpload(request, { maxBytes: getEnv().uploadMaxBytes });
  try {
    const { mailPdf, ...fields } = upload.fields;
    const parsed = bulletinFieldsSchema.safeParse(fields);
    if (!parsed.success) throw validationError(parsed.error);
    const file = upload.file && upload.file.size > 0 ? upload.file : null;
    if (!file && fileRequired) {
      throw badRequest('Please fill in all fields and attach a file.', { file: 'Attach a file' });
    }
    const kind = file ? await sniffDocument(file.tempPath) : null;
    if (file && !kind) {
      throw new ApiError(
        415,
        'unsupported_media_type',
        'Only PDF, DOC and DOCX files are accepted',
      );
    }
    return {
      fields: parsed.data,
      file,
      kind,
      mailPdf: mailPdf === '1' || mailPdf === 'true' || mailPdf === 'on',
      discard: () => upload.discard(),
    };
  } catch (error) {
    await upload.discard();
    throw error;
  }
}
