'use client';

import { useState } from 'react';

interface VideoFacadeProps {
  embedUrl: string;
  labels: { play: string; caption: string; frameTitle: string; privacy: string };
  /** Beside a hero image: a plain button instead of the big poster box. */
  compact?: boolean;
}

/** A poster and a play button; YouTube's player (and its ~1 MB of script) loads only on click. */
export function VideoFacade({ embedUrl, labels, compact = false }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1&rel=0`}
          title={labels.frameTitle}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (compact) {
    return (
      <div>
        <button type="button" className="button button--light" onClick={() => setPlaying(true)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          {labels.play}
        </button>
        <p className="video-frame__note">{labels.privacy}</p>
      </div>
    );
  }
  return (
    <div className="video-frame">
      <button type="button" className="video-facade" onClick={() => setPlaying(true)}>
        <span className="video-facade__play" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
        <span className="video-facade__label">{labels.play}</span>
        <span className="video-facade__caption">{labels.caption}</span>
      </button>
      <p className="video-frame__note">{labels.privacy}</p>
    </div>
  );
}
