import { config } from 'zod/v4/core';

// Imported (for its effect) by every schema module, so it runs wherever a schema is used, before
// the first parse. zod 4 tries `new Function('')` on its first parse to pick a compiled fast path;
// under our Content-Security-Policy (no 'unsafe-eval') the browser refuses and reports a violation
// on every page with a validated form. jitless skips the probe: the same validation, interpreted.
// Here rather than in instrumentation-client.ts, which would put zod into every visitor's page.
config({ jitless: true });
