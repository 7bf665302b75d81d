'use client';

import { useEffect, useRef, useState } from 'react';

interface FacebookFeedProps {
  pageUrl: string;
  sdkLocale: string;
  labels: { show: string; note: string; loading: string; title: string };
}

declare global {
  interface Window {
    FB?: { XFBML: { parse(element?: HTMLElement): void } };
  }
}

const SDK_ID = 'facebook-jssdk';

/**
 * Facebook's page plugin behind a button: the SDK (and Facebook's cookies) load only when the
 * visitor asks for the posts, and only on the home page, the one place this island is used.
 */
export function FacebookFeed({ pageUrl, sdkLocale, labels }: FacebookFeedProps) {
  const [requested, setRequested] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!requested) return;
    if (window.FB) {
      window.FB.XFBML.parse(container.current ?? undefined);
      return;
    }
    if (document.getElementById(SDK_ID)) return;
    const script = document.createElement('script');
    script.id = SDK_ID;
    script.async = true;
    script.defer = true;
    script.crossOrigin = 'anonymous';
    script.src = `https://connect.facebook.net/${sdkLocale}/sdk.js#xfbml=1&version=v19.0`;
    document.body.appendChild(script);
  }, [requested, sdkLocale]);

  if (!requested) {
    return (
      <div className="facebook-feed">
        <button type="button" className="button button--ghost" onClick={() => setRequested(true)}>
          {labels.show}
        </button>
        <p className="facebook-feed__note">{labels.note}</p>
      </div>
    );
  }
  return (
    <div className="facebook-feed" ref={container}>
      <div id="fb-root" />
      <section aria-label={labels.title}>
        <div
          className="fb-page"
          data-href={pageUrl}
          data-tabs="timeline"
          data-width="500"
          data-height="600"
          data-small-header="true"
          data-adapt-container-width="true"
          data-hide-cover="false"
        >
          <p role="status">{labels.loading}</p>
        </div>
      </section>
    </div>
  );
}
