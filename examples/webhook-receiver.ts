/**
 * A webhook receiver for Vitrine: checks each delivery's Standard Webhooks signature with the
 * endpoint's secret, answers 204 at once, and then acts on the event (here: prints it).
 * Deduplicate on `webhook-id`: a delivery can arrive twice (a retry after a timeout, or 'Send again').
 * Environment: WEBHOOK_SECRET (the endpoint's `whsec_…`), PORT (default 4000).
 * Run: node --import tsx examples/webhook-receiver.ts
 */
import http from 'node:http';
import { verifyWebhook } from '../sdk/src/index';

const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error('Set WEBHOOK_SECRET to the endpoint secret (whsec_…).');
  process.exit(2);
}
const seen = new Set<string>();

http
  .createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      let event;
      try {
        // The raw body, before any JSON parsing: the signature covers its exact bytes.
        event = verifyWebhook(body, req.headers, secret);
      } catch {
        res.writeHead(400).end();
        return;
      }
      res.writeHead(204).end();
      const id = String(req.headers['webhook-id']);
      if (seen.has(id)) return;
      seen.add(id);
      console.log(`${event.type}`, JSON.stringify(event.data));
    });
  })
  .listen(Number(process.env.PORT ?? 4000), () => console.log(`listening on :${process.env.PORT ?? 4000}`));
