/**
 * Fetching a URL a user typed without letting it reach what it should not: http and https only; only public
 * addresses (tests aside), resolved once and pinned so a DNS answer cannot change between the check and the
 * connection; redirects followed by hand, each hop checked again; time and size limits; bodies read only
 * when their media type is wanted.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { PageFetchError } from '@ibid/engine/import';
import { isPublicAddress } from './addresses.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface SafeFetchOptions {
  /** Refuse loopback, private, link-local, multicast and other special addresses (always, tests aside). */
  publicOnly: boolean;
  /** Origins the operator configured (the lookup services): reached whatever their address; a redirect elsewhere is checked. */
  trustedOrigins?: readonly string[];
  userAgent: string;
  accept?: string;
  /** Media types whose 2xx body is read ('text/html'); another type ends the fetch with `unsupported-type`. */
  mediaTypes: readonly string[];
  /** Bytes of (decoded) body read at most; the rest is not read and `truncated` says so. */
  maxBytes?: number;
  connectTimeoutMs?: number;
  /** For the whole fetch: every hop, every byte. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Name resolution; tests replace it to play DNS answers. */
  resolve?: Resolver;
}

export const SAFE_FETCH_LIMITS = { maxBytes: 5 * 1024 * 1024, connectTimeoutMs: 5_000, timeoutMs: 10_000, maxRedirects: 5 } as const;

export type SafeFetchResult =
  | {
      ok: true;
      status: number;
      /** The URL that answered, after redirects. */
      url: string;
      mediaType: string;
      /** The decoded text of a 2xx answer; '' for other statuses, whose bodies are not read. */
      body: string;
      truncated: boolean;
    }
  /** Why the fetch gave no answer: the engine's codes, which it maps to the message the user reads. */
  | { ok: false; error: PageFetchError; message: string };

class FetchFailure extends Error {
  constructor(
    readonly error: PageFetchError,
    message: string,
  ) {
    super(message);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DNS_NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_FAIL']);

function webUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new FetchFailure('invalid-url', `"${text}" is not a web address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchFailure('invalid-url', `Only http and https addresses are fetched, not ${url.protocol}`);
  return url;
}

/** The address to connect to: checked (unless the origin is trusted or checks are off), then pinned. */
async function addressFor(url: URL, options: SafeFetchOptions): Promise<ResolvedAddress> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const check = options.publicOnly && !(options.trustedOrigins ?? []).includes(url.origin);
  const family = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (family) addresses = [{ address: hostname, family }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(hostname);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (DNS_NOT_FOUND.has(code)) throw new FetchFailure('unknown-host', `There is no web server named ${hostname}.`);
      throw new FetchFailure('unreachable', `The name ${hostname} could not be resolved (${code || 'DNS error'}).`);
    }
    if (addresses.length === 0) throw new FetchFailure('unknown-host', `There is no web server named ${hostname}.`);
  }
  // Every address is checked: a name with one public and one private address is refused.
  if (check && !addresses.every((a) => isPublicAddress(a.address))) throw new FetchFailure('blocked-address', `${hostname} is not a public web address.`);
  return addresses[0]!;
}

/** The connection goes to the address already checked, whatever a second DNS answer would say. */
const pinnedLookup = (pinned: ResolvedAddress): LookupFunction =>
  ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;

function send(url: URL, pinned: ResolvedAddress, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(pinned),
        signal,
        headers: { 'user-agent': options.userAgent, accept: options.accept ?? '*/*', 'accept-encoding': 'gzip, deflate, br' },
      },
      resolve,
    );
    const connectTimeout = options.connectTimeoutMs ?? SAFE_FETCH_LIMITS.connectTimeoutMs;
    request.on('socket', (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(() => request.destroy(new FetchFailure('timeout', `${url.host} did not accept a connection within ${connectTimeout} ms.`)), connectTimeout);
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded(response: IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

/** Reads at most `maxBytes` of the decoded body, then stops reading and hangs up. */
async function readLimited(response: IncomingMessage, maxBytes: number): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decoded(response);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const room = maxBytes - size;
      if (chunk.length >= room) {
        chunks.push(chunk.subarray(0, room));
        return { bytes: Buffer.concat(chunks), truncated: chunk.length > room || !response.complete };
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } finally {
    response.destroy();
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}

function mediaTypeOf(contentType: string | undefined): { mediaType: string; charset: string | undefined } {
  const [type = '', ...params] = (contentType ?? '').split(';');
  const charset = params.map((p) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(p)?.[1]).find(Boolean);
  return { mediaType: type.trim().toLowerCase(), charset };
}

/** The body as text: the header's charset, else an HTML page's own <meta charset>, else UTF-8. */
function decodeText(bytes: Buffer, charset: string | undefined): string {
  const declared = charset ?? /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(bytes.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function failureOf(error: unknown, signal: AbortSignal, timeoutMs: number): FetchFailure {
  if (error instanceof FetchFailure) return error;
  if (signal.aborted) return new FetchFailure('timeout', `No complete answer within ${timeoutMs} ms.`);
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof FetchFailure) return cause;
  const code = (error as NodeJS.ErrnoException).code;
  return new FetchFailure('unreachable', `The server could not be reached${code ? ` (${code})` : ''}.`);
}

/**
 * Fetches a URL with GET and answers with its status and, for a 2xx answer of a wanted media type, its text.
 * Never throws: every failure is a coded result. Use it for every URL that comes from a user or from a page.
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_LIMITS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_LIMITS.maxRedirects;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new FetchFailure('timeout', `No complete answer within ${timeoutMs} ms.`))));
  aborted.catch(() => {});
  try {
    let url = webUrl(input);
    for (let hop = 0; ; hop++) {
      // DNS lookups cannot be cancelled; the race stops waiting for one at the deadline.
      const pinned = await Promise.race([addressFor(url, options), aborted]);
      const response = await send(url, pinned, options, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.destroy();
        if (hop >= maxRedirects) throw new FetchFailure('too-many-redirects', `More than ${maxRedirects} redirects.`);
        url = webUrl(location, url);
        continue;
      }
      const { mediaType, charset } = mediaTypeOf(response.headers['content-type']);
      if (status < 200 || status > 299) {
        response.destroy();
        return { ok: true, status, url: url.href, mediaType, body: '', truncated: false };
      }
      if (!options.mediaTypes.includes(mediaType)) {
        response.destroy();
        throw new FetchFailure('unsupported-type', `The answer is ${mediaType || 'of no stated type'}, not ${options.mediaTypes.join(' or ')}.`);
      }
      const { bytes, truncated } = await readLimited(response, options.maxBytes ?? SAFE_FETCH_LIMITS.maxBytes);
      return { ok: true, status, url: url.href, mediaType, body: decodeText(bytes, charset), truncated };
    }
  } catch (error) {
    const failure = failureOf(error, controller.signal, timeoutMs);
    return { ok: false, error: failure.error, message: failure.message };
  } finally {
    clearTimeout(timer);
  }
}
