// Process-wide state, in one place: every value that must be one per process, not one per module
// instance. Next builds route handlers, pages, the proxy and instrumentation.ts as separate bundles
// with separate copies of each module, and loads the cache handlers (cache-handler.mjs) outside all
// of them, so module-level state would exist once per bundle. Each value therefore lives in one
// map on the global object, created on first use by whichever bundle asks first. The keys and
// their types are listed in singletons.d.mts; nothing else in the code touches the global object.
// Plain JavaScript so the cache handlers Next loads outside the bundles can import it too.

const all = (globalThis[Symbol.for('parish.process-singletons')] ??= new Map());

/** The process's one value for `key`, made by `create` the first time any bundle asks. */
export function processSingleton(key, create) {
  if (!all.has(key)) all.set(key, create());
  return all.get(key);
}

/**
 * A global a third-party engine reads by its own name (Prisma's Wasm schema engine reports a panic
 * through `PRISMA_WASM_PANIC_REGISTRY`, scripts/db-migration.mjs): set here, the one place that
 * touches the global object.
 */
export function setEngineGlobal(name, value) {
  globalThis[name] = value;
}
