import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeHtml as esc } from '../../modules/email/render';
import { formatMoney } from '@serenade/contract';
import type { SandboxProvider } from './sandbox';

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:420px;margin:40px auto;padding:0 16px}
.card{background:#fff;border-radius:14px;padding:28px;box-shadow:0 10px 30px rgba(0,0,0,.08)}
.test{background:#fef3c7;color:#92400e;border-radius:8px;padding:10px 12px;font-size:13px;margin-bottom:18px}
h1{font-size:18px;margin:0 0 4px} .amount{font-size:32px;font-weight:700;margin:8px 0 2px} .desc{color:#52525b;margin:0 0 20px}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px} input{width:100%;box-sizing:border-box;padding:11px 12px;border:1px solid #d4d4d8;border-radius:8px;font-size:16px}
input:focus{outline:2px solid #6366f1;border-color:#6366f1} .row{display:flex;gap:12px} .row>div{flex:1}
button,.btn{display:block;width:100%;margin-top:22px;padding:13px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font-size:16px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;box-sizing:border-box}
.secondary{background:#e4e4e7;color:#18181b} .error{background:#fee2e2;color:#991b1b;border-radius:8px;padding:10px 12px;margin-top:14px} .ok{color:#166534}
footer{text-align:center;color:#71717a;font-size:12px;margin-top:16px}
</style></head><body><main>${body}<footer>Sandbox Payments · test mode · no real money moves</footer></main></body></html>`;

const ZRef = z.object({ reference: z.string().regex(/^sbx_[0-9a-f]{24}$/) });

/** The sandbox provider's hosted checkout page (served by Serenade, as DECISIONS.md describes). */
export const sandboxCheckoutRoutes =
  (deps: { sandbox: SandboxProvider }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    const returnTo = (url: string, params: Record<string, string>) => {
      const u = new URL(url);
      for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
      return u.toString();
    };

    const render = (
      row: NonNullable<Awaited<ReturnType<SandboxProvider['find']>>>,
      error?: string,
      values: Record<string, string> = {},
    ) => {
      const amount = formatMoney(row.amount, row.currency);
      if (row.status === 'declined') {
        return page(
          'Payment declined',
          `<div class="card"><h1>Payment declined</h1><p class="amount">${esc(amount)}</p><p class="desc">${esc(row.description)}</p>
<div class="error" role="alert">${esc(row.declineReason ?? 'Your card was declined.')} Nothing was charged.</div>
<form method="post" action="/checkout/sandbox/${row.id}/retry"><button type="submit">Try another card</button></form>
<a class="btn secondary" href="${esc(returnTo(row.returnUrl, { reference: row.id, declined: '1' }))}">Return to Serenade</a></div>`,
        );
      }
      return page(
        `Pay ${amount}`,
        `<div class="card"><div class="test"><strong>Test mode.</strong> Use card 4242 4242 4242 4242 to succeed or 4000 0000 0000 0002 to be declined, any future expiry and any CVC.</div>
<h1>Serenade</h1><p class="amount">${esc(amount)}</p><p class="desc">${esc(row.description)}</p>
<form method="post" action="/checkout/sandbox/${row.id}" novalidate>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="${esc(values.name ?? '')}">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${esc(values.number ?? '')}" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" value="${esc(values.expiry ?? '')}" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
<button type="submit">Pay ${esc(amount)}</button></form>
<a class="btn secondary" href="${esc(returnTo(row.returnUrl, { reference: row.id, canceled: '1' }))}">Cancel</a></div>`,
      );
    };

    app.get('/checkout/sandbox/:reference', { schema: { hide: true, params: ZRef } }, async (req, reply) => {
      const row = await deps.sandbox.find(req.params.reference);
      if (!row)
        return reply
          .status(404)
          .type('text/html')
          .send(page('Not found', '<div class="card"><h1>This checkout does not exist.</h1></div>'));
      if (row.status === 'succeeded') return reply.redirect(returnTo(row.returnUrl, { reference: row.id }));
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(render(row));
    });

    app.post(
      '/checkout/sandbox/:reference',
      {
        schema: {
          hide: true,
          params: ZRef,
          body: z.object({
            number: z.string().max(40).default(''),
            expiry: z.string().max(10).default(''),
            cvc: z.string().max(8).default(''),
            name: z.string().max(100).default(''),
          }),
        },
      },
      async (req, reply) => {
        const result = await deps.sandbox.pay(req.params.reference, req.body);
        reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
        if (result.error !== undefined) {
          const row = await deps.sandbox.find(req.params.reference);
          if (!row)
            return reply.status(404).send(page('Not found', `<div class="card"><h1>${esc(result.error)}</h1></div>`));
          return reply.status(400).send(render(row, result.error, req.body));
        }
        if (result.done!.status === 'succeeded')
          return reply.redirect(returnTo(result.done.returnUrl, { reference: result.done.id }), 303);
        return reply.status(402).send(render(result.done));
      },
    );

    app.post('/checkout/sandbox/:reference/retry', { schema: { hide: true, params: ZRef } }, async (req, reply) => {
      await deps.sandbox.reopen(req.params.reference);
      return reply.redirect(`/checkout/sandbox/${req.params.reference}`, 303);
    });
  };
