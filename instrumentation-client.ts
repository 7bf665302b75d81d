import { config } from 'zod/v4/core';

// Runs in the browser before the app's own code (Next's instrumentation-client file).
// zod 4 tries `new Function('')` on its first parse to pick a compiled fast path; under our
// Content-Security-Policy (no 'unsafe-eval') the browser refuses and reports a violation on every
// page with a validated form. jitless skips the probe: the same validation, interpreted.
config({ jitless: true });
