/**
 * Load through nginx over TLS: `connections` clients, each a keep-alive HTTPS connection from an
 * address of its own on loopback (127.0.0.N), so the per-address form limit applies per client as
 * it would to people. Each sends reads and contact-form posts in turn until told to stop or until
 * the request budget is spent, and keeps the reference of every post the site acknowledged (201):
 * those are the writes that must all be in the database afterwards.
 *
 * Not autocannon: it neither binds a source address per connection nor hands back each answer's
 * body, and both are what this proof needs.
 */
import { Agent, request } from 'node:https';

/** The first loopback address handed to a client; the next ones follow. */
const FIRST_CLIENT_HOST = 10;
/** Every this-many requests of a client is a form post; the others are reads. */
const POST_EVERY = 4;
const READ_PATHS = ['/api/health/ready', '/api/success-stories', '/', '/api/simulation/cities'];
const HTTP_CREATED = 201;
const HTTP_TOO_MANY = 429;
const HTTP_SERVER_ERROR = 500;

export interface LoadResult {
  requests: number;
  /** References the site answered 201 for. */
  acknowledged: string[];
  /** 429: the per-address limit, an answer and not a failure. */
  limited: number;
  serverErrors: number;
  /** Status lines of the 5xx answers, for the report. */
  serverErrorSamples: string[];
  /** Requests that got no answer at all (a connection dropped). */
  networkErrors: number;
}

interface Answer {
  status: number;
  body: string;
}

function send(
  agent: Agent,
  port: number,
  ca: string,
  method: 'GET' | 'POST',
  path: string,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port,
        ca,
        agent,
        method,
        path,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface LoadOptions {
  port: number;
  ca: string;
  connections: number;
  /** No client starts a request after this many have been started in all. */
  maxRequests: number;
  /** Nor after this much time. */
  maxMs: number;
  /** Nor once this says so (the rolling restart is done). */
  shouldStop: () => boolean;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = {
    requests: 0,
    acknowledged: [],
    limited: 0,
    serverErrors: 0,
    serverErrorSamples: [],
    networkErrors: 0,
  };
  const deadline = performance.now() + options.maxMs;
  const more = () =>
    result.requests < options.maxRequests && performance.now() < deadline && !options.shouldStop();

  async function client(index: number): Promise<void> {
    const agent = new Agent({
      keepAlive: true,
      maxSockets: 1,
      localAddress: `127.0.0.${FIRST_CLIENT_HOST + index}`,
    });
    for (let turn = 0; more(); turn += 1) {
      result.requests += 1;
      const posting = turn % POST_EVERY === 0;
      try {
        const answer = posting
          ? await send(
              agent,
              options.port,
              options.ca,
              'POST',
              '/api/contact',
              JSON.stringify({
                name: `Load Client ${index}`,
                email: `load-${index}-${turn}@example.org`,
                phone: '',
                subject: 'Scale test',
                message: `Post ${turn} of client ${index}`,
              }),
            )
          : await send(
              agent,
              options.port,
              options.ca,
              'GET',
              READ_PATHS[turn % READ_PATHS.length] ?? '/',
            );
        if (answer.status >= HTTP_SERVER_ERROR) {
          result.serverErrors += 1;
          if (result.serverErrorSamples.length < 5) {
            result.serverErrorSamples.push(`${answer.status} ${answer.body.slice(0, 120)}`);
          }
        } else if (answer.status === HTTP_TOO_MANY) {
          result.limited += 1;
        } else if (posting && answer.status === HTTP_CREATED) {
          result.acknowledged.push((JSON.parse(answer.body) as { reference: string }).reference);
        }
      } catch {
        result.networkErrors += 1;
      }
    }
    agent.destroy();
  }

  await Promise.all(Array.from({ length: options.connections }, (_, index) => client(index)));
  return result;
}
