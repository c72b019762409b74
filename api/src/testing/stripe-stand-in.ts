/**
 * A loopback stand-in for the part of Stripe's HTTP API the Stripe gateway calls, since these machines cannot reach
 * Stripe: form-encoded POSTs with a bearer secret key, Stripe's object and error shapes, and its documented test
 * payment methods (pm_card_visa succeeds; pm_card_chargeDeclined, ...InsufficientFunds and ...ExpiredCard are
 * declined as Stripe declines them). It honours Idempotency-Key as Stripe does (the same key answers the first
 * response again) and keeps every request it was sent, for the tests to read.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Stripe's test payment methods (docs.stripe.com/testing), with the card each stands for and how a charge goes. */
const TEST_METHODS: Readonly<Record<string, { brand: string; last4: string; decline?: { code: string; decline_code?: string; message: string } }>> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', decline: { code: 'expired_card', message: 'Your card has expired.' } },
};

export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  requests: StripeRequest[];
  /** The payment intents that succeeded: what was charged. */
  charges: { amount: number; customer: string; paymentMethod: string; description: string }[];
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const requests: StripeRequest[] = [];
  const charges: StripeStandIn['charges'] = [];
  const attached = new Map<string, string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const invalid = (message: string, param?: string) => ({ status: 400, body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } } });

  function route(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: id('cus'), object: 'customer', email: form.get('email') } };
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (method === 'POST' && attach) {
      const pm = attach[1]!;
      const card = TEST_METHODS[pm];
      if (!card) return invalid(`No such PaymentMethod: '${pm}'`, 'payment_method');
      const customer = form.get('customer') ?? '';
      attached.set(pm, customer);
      return { status: 200, body: { id: pm, object: 'payment_method', type: 'card', customer, card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: new Date().getFullYear() + 3 } } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = form.get('payment_method') ?? '';
      const card = TEST_METHODS[pm];
      if (!card) return invalid(`No such PaymentMethod: '${pm}'`, 'payment_method');
      if (attached.get(pm) !== form.get('customer')) return invalid('The provided PaymentMethod is not attached to this customer.', 'payment_method');
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 50) return invalid('Amount must be at least $0.50 usd', 'amount');
      const intent = { id: id('pi'), object: 'payment_intent', amount, currency: form.get('currency'), customer: form.get('customer'), payment_method: pm, description: form.get('description') };
      if (card.decline) return { status: 402, body: { error: { type: 'card_error', ...card.decline, payment_intent: { ...intent, status: 'requires_payment_method' } } } };
      charges.push({ amount, customer: form.get('customer') ?? '', paymentMethod: pm, description: form.get('description') ?? '' });
      return { status: 200, body: { ...intent, status: 'succeeded', latest_charge: id('ch') } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const form = new URLSearchParams(raw);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, form, idempotencyKey });
      if (req.headers.authorization !== `Bearer ${secretKey}`) return answer(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      const key = idempotencyKey ? `${path} ${idempotencyKey}` : undefined;
      const found = key ? idempotent.get(key) : undefined;
      const result = found ?? route(req.method ?? '', path, form);
      if (key && !found) idempotent.set(key, result);
      answer(res, result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    charges,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
