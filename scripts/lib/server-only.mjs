// Stands in for the `server-only` marker when lib/ runs outside Next (scripts/lib/run-ts.mjs).
export {};
