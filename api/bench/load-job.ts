/** What the bench hands its load-generator thread, and what it answers (load-worker.mjs). */
export interface RequestSpec {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** Already serialised. */
  body?: string;
  /** 200 unless told. */
  expectStatus?: number;
  /** False: sent as a step of a flow (filling a cart), but not in the latencies. */
  timed?: boolean;
  /** Keeps this field of the JSON answer for the connection: `{name}` in a later path stands for it. */
  keep?: string;
}

export interface LoadJob {
  base: string;
  /** Sent in turn, request i being requests[i % length]. */
  requests: RequestSpec[];
  connections: number;
  /**
   * Connection c sends only requests c, c + connections, c + 2 × connections… (mod length), so a list built
   * with request i for buyer i mod connections gives each connection one buyer, who never has two requests
   * in flight. Otherwise all connections take the next request of the shared sequence.
   */
  pinned?: boolean;
  seconds: number;
  warmupSeconds: number;
  /**
   * An offered load instead of a closed loop: timed requests leave on a fixed schedule, this many a second over
   * all connections (connection c's k-th at (k × connections + c) / rate s; untimed steps go as soon as the
   * last answer came). A latency counts from the scheduled time, so a request held back behind a slow answer
   * on its connection counts its wait too.
   */
  ratePerSecond?: number;
}

/** `{name}` in a path from the connection's kept answers; `{n}` a number never sent before. */
export type Kept = Record<string, string>;

export interface LoadReply {
  latencies: number[];
  warmupRequests: number;
  errors: number;
  seconds: number;
}
