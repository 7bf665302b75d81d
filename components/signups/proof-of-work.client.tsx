'use client';

import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';

// The sign-up form's proof of work: the `altcha` widget (self-hosted, its workers run from blob:
// URLs the CSP allows), loaded only on this page and only once it has rendered. It solves the
// challenge the page was made with as soon as it loads, out of sight, and its solution goes with
// the form as `altcha`. Without JavaScript the field stays empty and the server does without it.

export function ProofOfWork({ challenge }: { challenge: string }) {
  const [loaded, setLoaded] = useState(false);
  const [payload, setPayload] = useState('');
  const widget = useRef<HTMLElement>(null);
  useEffect(() => {
    let live = true;
    void import('altcha').then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    // Our own field carries the solution: the widget's may sit in its shadow root.
    const verified = (event: Event) =>
      setPayload((event as CustomEvent<{ payload: string }>).detail.payload);
    element.addEventListener('verified', verified);
    return () => element.removeEventListener('verified', verified);
  }, [loaded]);
  return (
    <>
      <input type="hidden" name="altcha" value={payload} />
      {loaded ? (
        <altcha-widget
          ref={widget}
          challenge={challenge}
          auto="onload"
          display="invisible"
          name="altcha-widget"
        />
      ) : null}
    </>
  );
}
