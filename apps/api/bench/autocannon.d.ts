/** The slice of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
    /** Requests in turn; `setupRequest` may rewrite each one before it is sent. */
    requests?: { setupRequest?: (request: RequestParams) => RequestParams }[];
  }
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Result {
    requests: { average: number };
    latency: { p99: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
