// One Redis connection per process, shared by the page/data cache handler (cache-handler.mjs,
// loaded by Next outside the app bundles) and the rate limits (bundled app code): both reach it
// through one process singleton. Plain JavaScript so both kinds of module can import it.
import { createClient, ErrorReply } from '@redis/client';
import { processSingleton } from '../process/singletons.mjs';

/**
 * How long one Redis command may take (REDIS_TIMEOUT_MS, default 250 ms). node-redis itself gives
 * up on a command only before it is written: to a frozen Redis (SIGSTOP, a hung host, a network
 * partition) the socket stays open and a written command waits forever, and with it the page.
 */
export function redisTimeoutMs() {
  const value = Number(process.env.REDIS_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 250;
}

/** How often an open circuit asks Redis whether it answers again. */
const PROBE_MS = 1000;

export class RedisUnavailableError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RedisUnavailableError';
    this.service = 'cache';
  }
}

/**
 * The circuit breaker: a command that times out or fails for want of a connection opens it, and
 * while it is open every command fails at once (callers serve from the database and memory) and
 * the client reports itself not ready. A PING every second closes it again once Redis answers.
 */
function createBreaker(client) {
  const breaker = {
    open: false,
    since: 0,
    probe: undefined,
    allows: () => !breaker.open,
    trip(reason) {
      if (breaker.open) return;
      breaker.open = true;
      breaker.since = Date.now();
      console.warn(`Cache unavailable: Redis ${reason}; serving from the database and memory`);
      breaker.probe = setInterval(() => {
        withTimeout(client.ping(), redisTimeoutMs()).then(
          () => breaker.close(),
          () => {},
        );
      }, PROBE_MS);
      breaker.probe.unref?.();
    },
    close() {
      if (!breaker.open) return;
      breaker.open = false;
      clearInterval(breaker.probe);
      console.warn(
        `Cache available again: Redis answers (after ${((Date.now() - breaker.since) / 1000).toFixed(1)} s)`,
      );
    },
    /** The command's promise, rejected after the time budget; failures open the circuit. */
    watch(promise) {
      return withTimeout(promise, redisTimeoutMs()).catch((error) => {
        // An error Redis itself answered (wrong type, script error) is no outage.
        if (!(error instanceof ErrorReply)) breaker.trip(error.message);
        throw error;
      });
    },
  };
  return breaker;
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new RedisUnavailableError(`did not answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// Client members that are not commands: passed through untouched.
const PLAIN = new Set([
  'on',
  'once',
  'off',
  'addListener',
  'removeListener',
  'removeAllListeners',
  'emit',
  'listeners',
  'connect',
  'disconnect',
  'close',
  'destroy',
  'quit',
  'QUIT',
  'duplicate',
  'constructor',
  'then',
]);

/** The client as its users see it: commands with a time budget, behind the breaker. */
function guard(client, breaker) {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'isReady') return target.isReady && breaker.allows();
      if (property === 'parishBreaker') return breaker;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function' || typeof property !== 'string' || PLAIN.has(property))
        return value;
      if (property === 'withAbortSignal' || property === 'withTypeMapping')
        return (...args) => guard(value.apply(target, args), breaker);
      if (property === 'multi' || property === 'MULTI')
        return (...args) => guardMulti(value.apply(target, args), breaker);
      return (...args) => {
        if (!breaker.allows())
          return Promise.reject(new RedisUnavailableError('circuit open (Redis did not answer)'));
        const result = value.apply(target, args);
        return result instanceof Promise ? breaker.watch(result) : result;
      };
    },
  });
}

function guardMulti(multi, breaker) {
  return new Proxy(multi, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'exec' || property === 'execAsPipeline' || property === 'EXEC')
        return (...args) =>
          breaker.allows()
            ? breaker.watch(value.apply(target, args))
            : Promise.reject(new RedisUnavailableError('circuit open (Redis did not answer)'));
      // Chained command builders answer the multi itself: keep the guard on it.
      return (...args) => {
        const result = value.apply(target, args);
        return result === target ? guardMulti(result, breaker) : result;
      };
    },
  });
}

/** The shared client when REDIS_URL is set, else null. Connects in the background. */
export function sharedRedis() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  return processSingleton('redis', () => {
    const client = createClient({
      url,
      // Short timeouts and quick retries: while Redis is away every instance still answers from
      // the database, and picks the cache up again by itself.
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
      },
      disableOfflineQueue: true,
    });
    let reported = false;
    client.on('error', (error) => {
      if (!reported)
        console.warn(`Cache unavailable: Redis (${error.message}); serving from the database`);
      reported = true;
    });
    client.on('ready', () => {
      if (reported) console.warn('Cache available again: Redis is back');
      reported = false;
    });
    client.connect().catch(() => {});
    return guard(client, createBreaker(client));
  });
}

/**
 * Subscribes this process, once, to `channel` on a second connection (a subscribed Redis
 * connection sends no other command), when REDIS_URL is set; answers whether it did. Connects in
 * the background; after a reconnect node-redis subscribes again by itself, and `onReady` runs
 * (messages sent meanwhile are lost), as it does on the first connection.
 */
export function subscribeShared(channel, onMessage, onReady) {
  const client = sharedRedis();
  if (!client) return false;
  processSingleton('redisSubscriber', () => {
    const subscriber = client.duplicate({ disableOfflineQueue: false });
    // The shared client reports outages; this one stays quiet.
    subscriber.on('error', () => {});
    subscriber.on('ready', () => onReady());
    // NOTE: subscribed once connected. A SUBSCRIBE queued before the first connection reached
    // Redis, yet its messages never reached the listener (@redis/client 5.12.1, checked here with
    // Redis started after the client); subscribed after connecting, it also survives reconnects.
    subscriber
      .connect()
      .then(() => subscriber.subscribe(channel, onMessage))
      .catch(() => {});
    return subscriber;
  });
  return true;
}

/**
 * The cache's state for /api/health: 'none' without REDIS_URL, 'up' when commands go to Redis,
 * 'down' while it is unreachable (pages are then served from the database and memory).
 */
export function redisStatus() {
  const client = sharedRedis();
  if (!client) return 'none';
  return client.isReady ? 'up' : 'down';
}

/**
 * The prefix of every key this site writes: several sites may share one Redis. REDIS_KEY_PREFIX
 * names the site; the build id keeps a new build from reading pages rendered by an older one.
 */
export function redisKeyPrefix(buildId = '') {
  const site = process.env.REDIS_KEY_PREFIX || 'parish';
  return buildId ? `${site}:${buildId}:` : `${site}:`;
}
