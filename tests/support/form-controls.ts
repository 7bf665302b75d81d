/**
 * HTML_CodeSniffer's H98 and the label rules, by hand: every visible control of a form page has
 * an explicit type where it is an input, an autocomplete token that fits that type, and a name
 * (a <label for>, aria-label or aria-labelledby).
 */
export function formControlProblems(html: string): string[] {
  const problems: string[] = [];
  const labelled = new Set([...html.matchAll(/<label[^>]*\sfor="([^"]+)"/g)].map((m) => m[1]));
  const fits: Record<string, string[]> = {
    username: ['text', 'email'],
    'current-password': ['password'],
    'new-password': ['password'],
    email: ['email', 'text'],
    tel: ['tel', 'text'],
    name: ['text'],
  };
  for (const [control, tag] of html.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(control)?.[1];
    const type = attr('type');
    if (type === 'hidden' || type === 'submit' || type === 'button') continue;
    if (tag === 'input' && !type) problems.push(`no type: ${control}`);
    const autocomplete = attr('autoComplete') ?? attr('autocomplete');
    if (
      tag === 'input' &&
      autocomplete &&
      fits[autocomplete] &&
      !fits[autocomplete].includes(type ?? '')
    )
      problems.push(`autocomplete ${autocomplete} on type ${type}: ${control}`);
    const id = attr('id');
    if (!(id && labelled.has(id)) && !attr('aria-label') && !attr('aria-labelledby'))
      problems.push(`no label: ${control}`);
  }
  return problems;
}
