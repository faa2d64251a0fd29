declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Requests per second over all connections; without it, as fast as the server answers. */
    overallRate?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
