/**
 * `npm start` (scripts/start.mjs) runs the server as its child with an IPC channel. The channel
 * closes when the parent ends, however it ends (even SIGKILL, which it cannot relay): the server
 * then shuts down gracefully as on SIGTERM, so no server is ever left orphaned, serving on.
 * Started any other way (`next start`, a process manager) there is no channel and nothing to do.
 */
export function endWithParent(): void {
  if (!process.send) return;
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
