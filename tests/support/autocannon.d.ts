// The part of autocannon's API the load test uses (the package ships no types, and scripts/bench
// calls it from plain JavaScript).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each sending of this request; what it returns is sent. */
    setupRequest?: (request: Request) => Request;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Visited in order by each connection, over and over. */
    requests?: Request[];
    /** Worker threads to send from, so the calling process stays free (requests without functions). */
    workers?: number;
  }

  interface Stats {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }

  interface Result {
    duration: number;
    requests: Stats;
    latency: Stats;
    /** Connection errors (timeouts included). */
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Answers by status code. */
    statusCodeStats: Record<string, { count: number }>;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
