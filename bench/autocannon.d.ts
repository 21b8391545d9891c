// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    timeout?: number;
    /** Total requests to send instead of a duration. */
    amount?: number;
    /** Replaces `[<id>]` in the URL with a fresh id on every request. */
    idReplacement?: boolean;
    /** Requests each connection sends in turn (paths relative to the url's origin). */
    requests?: { path?: string; method?: string; headers?: Record<string, string> }[];
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
