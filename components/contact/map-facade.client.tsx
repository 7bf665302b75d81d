'use client';

import { useState } from 'react';

interface MapFacadeProps {
  address: string;
  labels: { show: string; note: string; frameTitle: string };
}

/** The embedded map loads (with Google's scripts and cookies) only when the visitor asks for it. */
export function MapFacade({ address, labels }: MapFacadeProps) {
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <div className="map-frame">
        <iframe
          src={`https://maps.google.com/maps?q=${encodeURIComponent(address)}&output=embed`}
          title={labels.frameTitle}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>
    );
  }
  return (
    <div className="map-frame map-frame--placeholder">
      <button type="button" className="button button--primary" onClick={() => setShown(true)}>
        {labels.show}
      </button>
      <p>{labels.note}</p>
    </div>
  );
}
