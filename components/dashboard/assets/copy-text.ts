/**
 * Copies text to the clipboard from a click; answers whether it worked. The async Clipboard API
 * exists only in a secure context (https, or http on localhost/127.0.0.1) and may still refuse
 * (permission, an unfocused document); the older copy command works on a plain-http origin too,
 * inside the click's user activation.
 */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // refused: try the copy command below
    }
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  const focused = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  // Off screen, but selectable (display: none could not be selected).
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  document.body.append(area);
  area.select();
  try {
    // NOTE: deprecated but still the only copy path where navigator.clipboard is missing (http).
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}
