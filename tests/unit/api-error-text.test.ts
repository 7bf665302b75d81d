import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { ApiRequestError } from '@/components/auth/api-client';
import { apiErrorText, type CommonT } from '@/components/dashboard/api-error-text';
import { bulletinRefusal } from '@/components/dashboard/bulletins/bulletin-refusal';

const translator = (locale: 'en' | 'uk', messages: typeof en) =>
  createTranslator({ locale, messages, namespace: 'Dashboard.common' }) as unknown as CommonT;

describe('apiErrorText: server errors in the reader’s language, never the server’s English', () => {
  const lastAdmin = new ApiRequestError(
    409,
    'conflict',
    'The last administrator cannot be demoted',
    {},
    undefined,
    {
      error: {
        code: 'conflict',
        reason: 'last_admin',
        message: 'The last administrator cannot be demoted',
      },
    },
  );
  const missing = new ApiRequestError(404, 'not_found', 'No such user');

  it('uses the finer reason when there is one, else the code', () => {
    expect(apiErrorText(lastAdmin, translator('uk', uk))).toBe(
      uk.Dashboard.common.errors.last_admin,
    );
    expect(apiErrorText(missing, translator('uk', uk))).toBe(uk.Dashboard.common.errors.not_found);
    expect(apiErrorText(missing, translator('en', en))).toBe(en.Dashboard.common.errors.not_found);
  });

  it('says "could not reach the server" for no answer, and a general line for an unknown code', () => {
    expect(apiErrorText(new ApiRequestError(0, 'network', 'x'), translator('uk', uk))).toBe(
      uk.Dashboard.common.networkError,
    );
    expect(apiErrorText(new TypeError('x'), translator('en', en))).toBe(
      en.Dashboard.common.networkError,
    );
    expect(apiErrorText(new ApiRequestError(418, 'teapot', 'x'), translator('en', en))).toBe(
      en.Dashboard.common.errors.internal_error,
    );
  });
});

describe('bulletinRefusal: the upload form and the list say a refusal in the staff member’s words', () => {
  const bulletins = (locale: 'en' | 'uk', messages: typeof en) =>
    createTranslator({
      locale,
      messages,
      namespace: 'Dashboard.bulletins',
    }) as unknown as Parameters<typeof bulletinRefusal>[1];
  const MiB = 1024 * 1024;

  it('tells a refused field by its code, not the server’s English reason for it', () => {
    const missingFile = new ApiRequestError(400, 'validation_failed', 'Please fill in all fields', {
      file: 'Attach a file',
    });
    const text = bulletinRefusal(missingFile, bulletins('uk', uk), translator('uk', uk), 25 * MiB);
    expect(text).toBe(uk.Dashboard.common.errors.validation_failed);
    expect(text).not.toContain('Attach');
  });

  it('names the size limit and the accepted types itself', () => {
    const tooLarge = new ApiRequestError(413, 'payload_too_large', 'Too large');
    expect(bulletinRefusal(tooLarge, bulletins('en', en), translator('en', en), 25 * MiB)).toBe(
      en.Dashboard.bulletins.tooLarge.replace('{max}', '25'),
    );
    const wrongType = new ApiRequestError(415, 'unsupported_media_type', 'Only PDF');
    expect(bulletinRefusal(wrongType, bulletins('uk', uk), translator('uk', uk), 25 * MiB)).toBe(
      uk.Dashboard.bulletins.wrongType,
    );
  });
});
