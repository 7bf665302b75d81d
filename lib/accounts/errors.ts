import { ApiError, badRequest } from '@/lib/http/errors';

/** The reasons a reset link is refused; the reset page words each in the visitor's language. */
export type ResetRefusal = 'reset_invalid' | 'reset_used' | 'reset_expired';

const resetMessages: Record<ResetRefusal, string> = {
  reset_invalid: 'This reset link is not valid',
  reset_used: 'This reset link has already been used',
  reset_expired: 'This reset link has expired',
};

export const resetRefused = (reason: ResetRefusal) =>
  new ApiError(400, 'bad_request', resetMessages[reason], undefined, undefined, undefined, reason);

/** A wrong current password (400, not 401: the session itself is fine). */
export const wrongCurrentPassword = () => {
  const error = badRequest('The current password is not correct', {
    currentPassword: 'The current password is not correct',
  });
  return new ApiError(
    error.status,
    error.code,
    error.message,
    error.fields,
    undefined,
    undefined,
    'wrong_password',
  );
};

export const noSuchUser = () => new ApiError(404, 'not_found', 'No such user');
