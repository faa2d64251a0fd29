import autocannon from "autocannon";

/** One load measurement (docs/architecture.md#benchmark): requests per second, p99 latency and failed answers. */
export interface Load {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  connections?: number;
  /** A fixed request rate (a latency probe) instead of as many as the server can take. */
  rate?: number;
}

export async function load(url: string, seconds: number, options: LoadOptions = {}): Promise<Load> {
  const { method = "GET", body, headers, connections = 10, rate } = options;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method,
    headers: { "accept-encoding": "gzip", ...(body ? { "content-type": "application/json" } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
    ...(rate ? { overallRate: rate } : {}),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The middle value: on a shared machine one slow or fast run says little, three say more. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
