// Runs once when the server starts, before it answers a request: lib/startup does the work.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The build only collects pages; it must not create or touch a database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startInstance } = await import('./lib/startup');
  await startInstance();
}
