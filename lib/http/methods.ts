import 'server-only';
import { ApiError, errorResponse } from './errors';

// NOTE: for a method a route does not export, Next answers an empty 405 with no Allow header
// (autoImplementMethods in next/dist/server/route-modules/app-route) and offers no hook to shape
// that response. So each route exports its other methods from here, in one line:
//   export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT');
// tests/api/methods.test.ts walks every route and fails on a bare 405.

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** HEAD comes free with GET (Next answers it from the GET handler). */
type Implied<A extends HttpMethod> = 'GET' extends A ? 'HEAD' : never;
type OtherMethods<A extends HttpMethod> = Record<
  Exclude<HttpMethod, A | Implied<A>>,
  () => Response
>;

/**
 * Handlers for every method but `allowed`: OPTIONS answers 204 with the Allow header, the rest a
 * 405 JSON error with it. Destructuring an allowed method is a type error.
 */
export function otherMethods<const A extends HttpMethod>(...allowed: A[]): OtherMethods<A> {
  const allow = new Set<HttpMethod>([...allowed, 'OPTIONS']);
  if (allow.has('GET')) allow.add('HEAD');
  const header = HTTP_METHODS.filter((method) => allow.has(method)).join(', ');
  const refuse = () =>
    errorResponse(
      new ApiError(405, 'method_not_allowed', `This address accepts only ${header}`, undefined, {
        Allow: header,
      }),
    );
  const handlers: Partial<Record<HttpMethod, () => Response>> = {};
  for (const method of HTTP_METHODS) {
    if (allow.has(method) && method !== 'OPTIONS') continue;
    handlers[method] =
      method === 'OPTIONS'
        ? () => new Response(null, { status: 204, headers: { Allow: header } })
        : refuse;
  }
  return handlers as OtherMethods<A>;
}
