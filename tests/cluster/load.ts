import http from 'node:http';

// Steady traffic for the operations tests: `clients` loops, each sending one GET after another
// over kept-alive connections (as browsers and nginx do), recording every answer.

export interface Sample {
  path: string;
  status: number;
  ms: number;
  /** When it was sent (ms since the load began), to tell when failures happened. */
  at?: number;
  /** A connection error or timeout instead of an answer. */
  error?: string;
}

export interface Load {
  samples: Sample[];
  /** Stops the loops after their current request; answers every sample. */
  stop(): Promise<Sample[]>;
}

function get(agent: http.Agent, base: URL, path: string, timeoutMs: number): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      { host: base.hostname, port: base.port, path, agent, headers: { 'accept-encoding': 'gzip' } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ path, status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
        response.on('error', (error) =>
          resolve({ path, status: 0, ms: performance.now() - started, error: error.message }),
        );
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on('error', (error) =>
      resolve({ path, status: 0, ms: performance.now() - started, error: error.message }),
    );
  });
}

export function steadyLoad(
  base: string,
  paths: (string | (() => string))[],
  { clients = 3, pauseMs = 20, timeoutMs = 15_000 } = {},
): Load {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const samples: Sample[] = [];
  let running = true;
  const began = performance.now();
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let i = client; running; i++) {
      const entry = paths[i % paths.length]!;
      const at = Math.round(performance.now() - began);
      const sample = await get(agent, url, typeof entry === 'string' ? entry : entry(), timeoutMs);
      samples.push({ ...sample, at });
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return samples;
    },
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const failures = (samples: Sample[], ok = (s: Sample) => s.status === 200) =>
  samples
    .filter((sample) => !ok(sample))
    .map((s) => `${s.path} ${s.status} at ${s.at ?? '?'} ms ${s.error ?? ''}`.trim());
