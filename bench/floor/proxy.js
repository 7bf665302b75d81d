// See instrumentation.js: the floor's own proxy, matching no page, so the site's is not taken.
export function proxy() {}

export const config = { matcher: '/floor-has-no-proxy' };
