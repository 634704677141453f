/** What the bench hands its load-generator thread, and what it answers (load-worker.mjs). */
export interface RequestSpec {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** Already serialised. */
  body?: string;
  /** 200 unless told. */
  expectStatus?: number;
}

export interface LoadJob {
  base: string;
  /** Sent in turn, request i being requests[i % length]. */
  requests: RequestSpec[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadReply {
  latencies: number[];
  warmupRequests: number;
  errors: number;
  seconds: number;
}
