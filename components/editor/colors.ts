// The specification's ten preset text colours. Keys name the message with the colour's name.
export const PRESET_COLORS = [
  { key: 'black', value: '#000000' },
  { key: 'darkGrey', value: '#4a4a4a' },
  { key: 'red', value: '#d32f2f' },
  { key: 'orange', value: '#ef6c00' },
  { key: 'yellow', value: '#f9c80e' },
  { key: 'green', value: '#2e7d32' },
  { key: 'blue', value: '#1565c0' },
  { key: 'purple', value: '#6a1b9a' },
  { key: 'pink', value: '#d81b60' },
  { key: 'white', value: '#ffffff' },
] as const;

export type PresetColorKey = (typeof PRESET_COLORS)[number]['key'];

/**
 * A stored colour as `#rrggbb` (what <input type="color"> shows), or null. Colours parsed from
 * HTML arrive as `rgb(r, g, b)`, which is why both forms are read.
 */
export function toHexColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const color = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(color);
  if (hex?.[1]) {
    const digits = hex[1];
    return digits.length === 3
      ? `#${[...digits].map((digit) => digit + digit).join('')}`
      : `#${digits}`;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(color);
  if (!rgb) return null;
  return `#${rgb
    .slice(1, 4)
    .map((channel) => Math.min(255, Number(channel)).toString(16).padStart(2, '0'))
    .join('')}`;
}
