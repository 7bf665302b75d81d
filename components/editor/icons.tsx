// Toolbar glyphs: simple strokes on a 24×24 grid, decorative only (every button carries its own
// translated aria-label and title).
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const lines = (rows: [number, number][]) =>
  rows.map(([x1, x2], index) => (
    <line key={index} x1={x1} x2={x2} y1={5 + index * 4.5} y2={5 + index * 4.5} />
  ));

export const icons = {
  alignLeft: (
    <Icon>
      {lines([
        [3, 21],
        [3, 15],
        [3, 21],
        [3, 13],
      ])}
    </Icon>
  ),
  alignCenter: (
    <Icon>
      {lines([
        [3, 21],
        [6, 18],
        [3, 21],
        [7, 17],
      ])}
    </Icon>
  ),
  alignRight: (
    <Icon>
      {lines([
        [3, 21],
        [9, 21],
        [3, 21],
        [11, 21],
      ])}
    </Icon>
  ),
  alignJustify: (
    <Icon>
      {lines([
        [3, 21],
        [3, 21],
        [3, 21],
        [3, 21],
      ])}
    </Icon>
  ),
  bulletList: (
    <Icon>
      <circle cx="4" cy="6" r="1" fill="currentColor" />
      <circle cx="4" cy="12" r="1" fill="currentColor" />
      <circle cx="4" cy="18" r="1" fill="currentColor" />
      <line x1="9" x2="21" y1="6" y2="6" />
      <line x1="9" x2="21" y1="12" y2="12" />
      <line x1="9" x2="21" y1="18" y2="18" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M3 4h2v5M3 9h4" strokeWidth="1.5" />
      <path d="M3 14h3l-3 5h4" strokeWidth="1.5" />
      <line x1="10" x2="21" y1="7" y2="7" />
      <line x1="10" x2="21" y1="17" y2="17" />
    </Icon>
  ),
  taskList: (
    <Icon>
      <rect x="3" y="4" width="5" height="5" rx="1" />
      <path d="m3.5 16 1.5 1.5 3-3" />
      <line x1="11" x2="21" y1="6.5" y2="6.5" />
      <line x1="11" x2="21" y1="16" y2="16" />
    </Icon>
  ),
  blockquote: (
    <Icon>
      <path d="M4 7h5v5H6c0 3 1 4 3 5M13 7h5v5h-3c0 3 1 4 3 5" />
    </Icon>
  ),
  codeBlock: (
    <Icon>
      <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />
    </Icon>
  ),
  horizontalRule: (
    <Icon>
      <line x1="3" x2="21" y1="12" y2="12" />
    </Icon>
  ),
  image: (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m3 18 6-5 4 3 3-2 5 4" />
    </Icon>
  ),
  chooseImage: (
    <Icon>
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <path d="m7 17 3-3 2 2 2-2 3 3" />
    </Icon>
  ),
  video: (
    <Icon>
      <rect x="2" y="5" width="20" height="14" rx="3" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  ),
  unlink: (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      <line x1="3" x2="21" y1="3" y2="21" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H10a6 6 0 0 0 0 12h3" />
    </Icon>
  ),
  html: (
    <Icon>
      <path d="m7 8-4 4 4 4M17 8l4 4-4 4" />
      <line x1="10" x2="14" y1="18" y2="6" />
    </Icon>
  ),
  clearFormatting: (
    <Icon>
      <path d="M6 5h12M12 5l-3 14" />
      <line x1="14" x2="20" y1="14" y2="20" />
      <line x1="20" x2="14" y1="14" y2="20" />
    </Icon>
  ),
  table: (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <line x1="3" x2="21" y1="9.5" y2="9.5" />
      <line x1="3" x2="21" y1="15" y2="15" />
      <line x1="9" x2="9" y1="4" y2="20" />
      <line x1="15" x2="15" y1="4" y2="20" />
    </Icon>
  ),
} as const;
