import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

// Every spec imports `test` from here (eslint.config.mjs refuses it from @playwright/test): it
// fails a test on any Content-Security-Policy violation in any page it opened, so a policy that
// breaks a script, style, frame or image cannot pass silently. tests/e2e/csp-guard.spec.ts shows
// that it does catch one.

export * from '@playwright/test';

export interface CspGuard {
  /** Violations reported so far, as readable lines. */
  readonly violations: readonly string[];
  /** Declares a violation the test causes on purpose; the test fails if none matches it. */
  expectViolation(pattern: RegExp): void;
}

const BINDING = '__reportCspViolation';

async function watch(context: BrowserContext, report: (line: string) => void): Promise<void> {
  await context.exposeBinding(BINDING, (_source, line: string) => report(line));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const line = `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile || document.location.href}:${event.lineNumber})`;
      (window as unknown as Record<string, (line: string) => void>)[binding]?.(line);
    });
  }, BINDING);
  // The browser's own console line also covers what the event misses (workers, early parsing).
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) report(`console: ${message.text()}`);
  });
}

/** Contexts a test makes itself (browser.newContext / newPage) are watched too. */
function watchNewContexts(browser: Browser, report: (line: string) => void): () => void {
  const newContext = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext.apply(browser, args);
    await watch(context, report);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export const test = base.extend<{ cspGuard: CspGuard }>({
  cspGuard: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const expected: RegExp[] = [];
      const report = (line: string) => violations.push(line);
      await watch(context, report);
      const restore = watchNewContexts(browser, report);
      await use({ violations, expectViolation: (pattern) => expected.push(pattern) });
      restore();
      const unexpected = violations.filter((line) => !expected.some((re) => re.test(line)));
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
      for (const pattern of expected)
        expect(
          violations.some((line) => pattern.test(line)),
          `a CSP violation matching ${pattern}`,
        ).toBe(true);
    },
    { auto: true },
  ],
});
