import NextAuth from 'next-auth';
import { isHttps } from '@/lib/accounts/cookie';
import { getAuthOptions } from '@/lib/accounts/options';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

// next-auth's own endpoints (session, csrf, providers, callback/credentials, signout). The
// specific routes next to this folder (login, register, logout, me) take precedence over it.
type Context = { params: Promise<{ nextauth: string[] }> };

function handle(request: Request, context: Context) {
  return NextAuth(request as never, context as never, getAuthOptions({ secure: isHttps(request) }));
}

export { handle as GET, handle as POST };

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
