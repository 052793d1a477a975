// autocannon 8 ships no types (and @types/autocannon is not installed): the part of its API the bench uses.
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }

  export interface Result {
    /** per-second counts */
    requests: Histogram;
    /** milliseconds (2xx answers only, 1 ms resolution) */
    latency: Histogram;
    /** seconds */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
