/** The part of autocannon 9's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    samples: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  /** The raw request autocannon is about to build, as `setupRequest` receives and returns it. */
  export interface RequestData {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    [key: string]: unknown;
  }

  /** One entry of `requests`: each connection cycles through them. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each send; returns the request to send (a falsy value restarts the sequence). */
    setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData | null | undefined;
    /** Called with each response's status and whole body. */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string | string[]>,
    ) => void;
  }

  export interface Options {
    url: string;
    title?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    bailout?: number;
    body?: string | Buffer;
    requests?: Request[];
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
