import 'server-only';
import { getCurrentUser } from '@/lib/accounts/current-user';
import { isStaff } from '@/lib/accounts/schemas';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/languages';

/** Editors and administrators only: anyone else goes to the sign-in page. */
export async function requireStaffPage(locale: Locale, here: string) {
  const user = await getCurrentUser();
  if (!user || !isStaff(user.role)) {
    redirect({ href: `/login?next=${encodeURIComponent(here)}`, locale });
  }
  return user;
}
