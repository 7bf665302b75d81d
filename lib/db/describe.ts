// How start-up, backups and restores report a database error in one line.

/**
 * The line of an error that says what is wrong. Prisma's messages start with an empty line and
 * "Invalid `prisma.x()` invocation", and end with the cause; driver errors carry a code.
 */
export function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const meaningful = lines.filter((line) => !/^Invalid `.*` invocation/.test(line));
  const line = (lines[0]?.startsWith('Invalid `') ? meaningful.at(-1) : lines[0]) ?? '';
  const code = (error as { code?: unknown } | null)?.code;
  const text = line || (typeof code === 'string' ? `error ${code}` : 'unknown error');
  return typeof code === 'string' && !text.includes(code) ? `${text} (${code})` : text;
}
