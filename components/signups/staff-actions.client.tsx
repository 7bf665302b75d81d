'use client';

// The staff list's one island: printing the sign-in sheet needs the browser's print dialog.
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      {label}
    </button>
  );
}
