import { describe, expect, it } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import { BULLETINS_CACHED_PAGES, routeForPageCache } from '@/lib/http/page-cache-url';
import { isUnprefixedPath } from '@/lib/http/shared-cache-vary';

const route = (path: string) => routeForPageCache(new NextRequest(`http://site.test${path}`));
const routedPath = (path: string) => {
  const routed = route(path);
  if (routed instanceof NextResponse) throw new Error(`${path} was redirected`);
  return routed.nextUrl.pathname + routed.nextUrl.search;
};

describe('bulletin pages reach the page cache', () => {
  it('rewrites ?page=n to the static segment, in every language, keeping other parameters', () => {
    expect(routedPath('/bulletins?page=3')).toBe('/bulletins/archive-page/3');
    expect(routedPath('/ua/bulletins?page=12&utm_source=x')).toBe(
      '/ua/bulletins/archive-page/12?utm_source=x',
    );
  });

  it('leaves page 1, nonsense numbers and other paths alone', () => {
    for (const path of ['/bulletins', '/bulletins?page=1', '/ua/bulletins?page=abc', '/contact-us'])
      expect(routedPath(path)).toBe(path);
  });

  it('sends every page number past the bound to one entry', () => {
    expect(routedPath('/bulletins?page=99999')).toBe(
      `/bulletins/archive-page/${BULLETINS_CACHED_PAGES + 1}`,
    );
  });

  it('redirects the internal address to the public one', () => {
    const routed = route('/ua/bulletins/archive-page/4');
    expect(routed).toBeInstanceOf(NextResponse);
    expect((routed as NextResponse).status).toBe(308);
    expect((routed as NextResponse).headers.get('location')).toBe(
      'http://site.test/ua/bulletins?page=4',
    );
  });
});

describe('which pages vary on the language cookie', () => {
  it('unprefixed ones only', () => {
    expect(isUnprefixedPath('/')).toBe(true);
    expect(isUnprefixedPath('/bulletins')).toBe(true);
    expect(isUnprefixedPath('/uainfo')).toBe(true);
    expect(isUnprefixedPath('/ua')).toBe(false);
    expect(isUnprefixedPath('/ua/contact-us')).toBe(false);
  });
});
