import 'server-only';
import { availableParallelism } from 'node:os';
import { serviceUnavailable } from '@/lib/http/errors';
import { processSingleton, type HashSlots } from '@/lib/process/singletons.mjs';

// A password hash is deliberately expensive. Unbounded, a burst of sign-ins or registrations would
// take every CPU and every libuv thread (which file reads and compression also need) and stall the
// whole site. So at most one hash per core runs at a time, a short queue waits, and anything beyond
// is refused at once with 503 + Retry-After instead of waiting in a line that only grows.
const RUNNING_MAX = Math.max(1, availableParallelism());
const WAITING_MAX = 32;

// Per process (the CPUs are per process); a process singleton so every route bundle shares it.
const slots = processSingleton('hashSlots', (): HashSlots => ({ running: 0, waiting: [] }));

export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.running >= RUNNING_MAX) {
    if (slots.waiting.length >= WAITING_MAX) {
      throw serviceUnavailable('The server is busy signing people in. Try again in a moment.', 1);
    }
    await new Promise<void>((resolve) => slots.waiting.push(resolve));
  } else {
    slots.running += 1;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = slots.waiting.shift();
    if (next) next();
    else slots.running -= 1;
  }
}
