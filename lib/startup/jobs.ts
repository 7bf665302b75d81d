import 'server-only';
import { randomUUID } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { describe } from '@/lib/db/describe';
import { processSingleton, type Jobs } from '@/lib/process/singletons.mjs';
import { runDailyBackupIfDue } from '@/lib/backup/daily';
import { nextScheduledDraftTime, publishDueDrafts } from '@/lib/pages/drafts';
import { nextScheduledEventTime } from '@/lib/events/data';
import { publishDueEvents } from '@/lib/events/publish';
import { purgeExpiredSignups } from '@/lib/signups/retention';
import { createOutboxSender } from '@/lib/mailings/sender';

// The instance's background jobs: every timer the site keeps runs here, started once at start-up
// (lib/startup/index.ts) and stopped when the instance shuts down (lib/ops/shutdown.ts). Each job
// runs, then says when it wants to run next; one run never overlaps the next. Every instance runs
// every job: each is safe to run on several at once (a conditional delete, a lease).

const jobs = processSingleton('jobs', (): Jobs => ({ running: false, timers: new Map() }));

/** How often scheduled drafts are looked for, at most: a draft scheduled on another instance. */
const DRAFTS_EVERY_MS = 5_000;
/** How often an instance looks whether the day's backup is due (lib/backup/daily.ts). */
const BACKUPS_EVERY_MS = 5 * 60_000;

/**
 * Scheduled page drafts go live at their time: published here alone (lib/pages/drafts.ts), which
 * expires the page's cache tags, so every instance's pages show it. The next run is at the next
 * draft's time, or within DRAFTS_EVERY_MS to see drafts scheduled meanwhile.
 */
async function publishScheduledDrafts(): Promise<number> {
  try {
    await publishDueDrafts(new Date(), { outsideRequest: true });
    const next = await nextScheduledDraftTime();
    return next ? Math.min(DRAFTS_EVERY_MS, next.getTime() - Date.now()) : DRAFTS_EVERY_MS;
  } catch (error) {
    console.warn(`Scheduled pages not published: ${describe(error)}`);
    return DRAFTS_EVERY_MS;
  }
}

/** Scheduled events go live at their time, as scheduled pages do (lib/events/publish.ts). */
async function publishScheduledEvents(): Promise<number> {
  try {
    await publishDueEvents(new Date(), { outsideRequest: true });
    const next = await nextScheduledEventTime();
    return next ? Math.min(DRAFTS_EVERY_MS, next.getTime() - Date.now()) : DRAFTS_EVERY_MS;
  } catch (error) {
    console.warn(`Scheduled events not published: ${describe(error)}`);
    return DRAFTS_EVERY_MS;
  }
}

/** The day's backup, when BACKUP_DIR is set and it is due; failures are tried again next day. */
function checkDailyBackup(options: NonNullable<ReturnType<typeof getEnv>['backups']>) {
  const holder = randomUUID();
  return async (): Promise<number> => {
    try {
      await runDailyBackupIfDue({ ...options, holder });
    } catch (error) {
      console.error(`Daily backup check failed: ${describe(error)}`);
    }
    return BACKUPS_EVERY_MS;
  };
}

/** How often sign-ups past their keeping time are looked for (lib/signups/retention.ts). */
const SIGNUP_RETENTION_EVERY_MS = 60 * 60_000;

/** Deletes the people's details of sign-ups kept long enough; the lease lets one instance do it. */
function purgeSignups() {
  const holder = randomUUID();
  return async (): Promise<number> => {
    try {
      await purgeExpiredSignups({ now: new Date(), keepDays: getEnv().signups.keepDays, holder });
    } catch (error) {
      console.warn(`Sign-ups not purged: ${describe(error)}`);
    }
    return SIGNUP_RETENTION_EVERY_MS;
  };
}

/** Runs `run` after `delayMs`, then again after the delay it answers, until the jobs stop. */
function schedule(name: string, delayMs: number, run: () => Promise<number>): void {
  if (!jobs.running) return;
  const timer = setTimeout(
    () => void run().then((next) => schedule(name, next, run)),
    Math.max(0, delayMs),
  );
  // A timer alone never keeps the process alive: the server does.
  timer.unref();
  jobs.timers.set(name, timer);
}

/** Starts every job, once per process. */
export function startJobs(): void {
  if (jobs.running) return;
  jobs.running = true;
  schedule('scheduled drafts', 0, publishScheduledDrafts);
  schedule('scheduled events', 0, publishScheduledEvents);
  schedule('sign-up retention', 60_000, purgeSignups());
  const backups = getEnv().backups;
  if (backups) schedule('daily backups', 0, checkDailyBackup(backups));
  // Mailings to subscribers, by the holder of the outbox lease (lib/mailings/sender.ts).
  if (getEnv().mail)
    schedule(
      'mail outbox',
      0,
      createOutboxSender(randomUUID(), () => jobs.running),
    );
}

/** Stops every job: no run starts after this (one in progress finishes). */
export function stopJobs(): void {
  jobs.running = false;
  for (const timer of jobs.timers.values()) clearTimeout(timer);
  jobs.timers.clear();
}
