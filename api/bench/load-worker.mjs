/**
 * The closed-loop load generator's own thread: it sends the requests from its own event loop (and core), so
 * the api's event loop under test does not also carry the client's work of building requests and reading
 * answers. Started by `runLoad` (load-loop.ts) with a LoadJob (load-job.ts); answers a LoadReply.
 * Plain JavaScript: Node 20 does not apply tsx's loader hooks inside worker threads.
 */
import http from 'node:http';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';

/** @type {import('./load-job.ts').LoadJob} */
const job = workerData;

// node:http with one kept-alive socket per connection: fetch (undici) costs several times more CPU per request,
// and the generator shares the machine's two cores with the api and the database.
const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
const origin = new URL(job.base);

let sent = 0;
/** @param {string} text @param {import('./load-job.ts').Kept} kept */
const fill = (text, kept) => text.replace(/\{(\w+)\}/g, (_, name) => (name === 'n' ? `${process.pid}-${threadId}-${sent}` : (kept[name] ?? '')));

/** The body of an answer whose value is kept: only these are decoded (the others are counted, never read). @param {Buffer} body @param {http.IncomingMessage} response */
const decoded = (body, response) => (response.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body);

/** @param {import('./load-job.ts').RequestSpec} spec @param {import('./load-job.ts').Kept} kept @returns {Promise<number>} */
const send = (spec, kept) =>
  new Promise((resolve, reject) => {
    sent++;
    const filled = Object.fromEntries(Object.entries(spec.headers ?? {}).map(([name, value]) => [name, fill(value, kept)]));
    const headers = { ...filled, ...(spec.body === undefined ? {} : { 'Content-Length': Buffer.byteLength(spec.body) }) };
    const request = http.request({ host: origin.hostname, port: origin.port, path: fill(spec.path, kept), method: spec.method ?? 'GET', headers, agent }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => spec.keep && chunks.push(chunk));
      response.on('end', () => {
        if (spec.keep && response.statusCode === 200) kept[spec.keep] = String(JSON.parse(decoded(Buffer.concat(chunks), response).toString())[spec.keep]);
        resolve(response.statusCode ?? 0);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(spec.body);
  });

/**
 * One connection's closed loop: the next request when the last answered.
 * @param {number} connection @param {number} until @param {number[] | null} latencies @param {{ n: number, errors: number }} counters @param {number} [atLeast]
 */
const loop = async (connection, until, latencies, counters, atLeast = 0) => {
  /** @type {import('./load-job.ts').Kept} */
  const kept = {};
  const begun = performance.now();
  let slot = 0;
  for (let own = 0; performance.now() < until || (job.pinned ? own * job.connections : counters.n) < atLeast; own++) {
    const index = job.pinned ? connection + own * job.connections : counters.n;
    counters.n++;
    const spec = job.requests[index % job.requests.length];
    const paced = job.ratePerSecond && latencies && spec.timed !== false;
    const due = paced ? begun + ((slot++ * job.connections + connection) * 1000) / job.ratePerSecond : 0;
    if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
    const started = due || performance.now();
    const status = await send(spec, kept).catch(() => 0);
    if (status !== (spec.expectStatus ?? 200)) counters.errors++;
    if (spec.timed !== false) latencies?.push(performance.now() - started);
  }
};

// The warm-up lasts its seconds and sends every input at least once, so a cache under test starts the measured
// window holding every answer (the cached rows measure repeated traffic, not the first requests' misses).
const warm = { n: 0, errors: 0 };
const warmUntil = performance.now() + job.warmupSeconds * 1000;
await Promise.all(Array.from({ length: job.connections }, (_, connection) => loop(connection, warmUntil, null, warm, job.requests.length)));
/** @type {number[]} */
const latencies = [];
const counters = { n: 0, errors: 0 };
// The measured window starts now: the bench's CPU meter (cpu-meter.ts) starts with it.
parentPort?.postMessage({ measuring: true });
const started = performance.now();
await Promise.all(Array.from({ length: job.connections }, (_, connection) => loop(connection, started + job.seconds * 1000, latencies, counters)));
parentPort?.postMessage({ latencies, warmupRequests: warm.n, errors: counters.errors, seconds: (performance.now() - started) / 1000 });
