'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/** The specification's rotation: every 5 seconds, among the three cards. */
export const ROTATE_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

interface UpdateRotationProps {
  count: number;
  label: string;
  children: ReactNode;
}

/**
 * Moves the highlight from card to card (CSS reads `data-active`). It stands still for visitors who
 * ask for reduced motion, and while the pointer or keyboard focus is on the cards.
 */
export function UpdateRotation({ count, label, children }: UpdateRotationProps) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );

  const paused = hovered || focused || reducedMotion;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  return (
    <ul
      className="updates__list"
      aria-label={label}
      data-active={active}
      data-paused={paused ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {children}
    </ul>
  );
}
