import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { formatNaira, fromKobo } from '../../api';
import { providerLabel, type ProviderName } from './provider';

export interface CheckoutView {
  provider: ProviderName;
  shopName: string;
  reference: string;
  amountKobo: number;
  email: string;
  /** where the Pay and Cancel forms post */
  action: string;
}

const styles = `
  body { font-family: system-ui, sans-serif; background: #f6f3ee; color: #1f1a17; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); }
  .badge { display: inline-block; background: #fde68a; color: #713f12; border-radius: 999px; padding: 0.2rem 0.7rem;
           font-size: 0.8rem; font-weight: 600; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.3rem 1rem; font-size: 0.9rem; }
  dt { color: #6b625c; }
  dd { margin: 0; word-break: break-all; }
  .actions { display: flex; gap: 0.75rem; margin-top: 2rem; }
  .actions form { flex: 1; }
  button { width: 100%; padding: 0.8rem; border-radius: 8px; font-size: 1rem; font-weight: 600; cursor: pointer; }
  .pay { background: #1f1a17; color: #fff; border: 0; }
  .cancel { background: #fff; color: #1f1a17; border: 1px solid #c9c1b9; }
`;

/**
 * The sandbox's test payment page: plain HTML, no script and nothing from elsewhere, so the shop's CSP
 * holds. Pay and Cancel are form posts; the server answers each with the provider's redirect.
 */
export function checkoutPage(view: CheckoutView): Promise<HtmlEscapedString> | HtmlEscapedString {
  const label = providerLabel[view.provider];
  return html`<!doctype html>
    <html lang="en-NG">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Test payment · ${label} sandbox · ${view.shopName}</title>
        <link rel="icon" href="/images/icon.png" type="image/png" sizes="48x48" />
        <style>
          ${styles}
        </style>
      </head>
      <body>
        <main>
          <span class="badge">Test mode: no real money moves</span>
          <h1>Pay ${view.shopName}</h1>
          <p>${label} sandbox</p>
          <p class="amount">${formatNaira(fromKobo(view.amountKobo))}</p>
          <dl>
            <dt>Email</dt>
            <dd>${view.email}</dd>
            <dt>Reference</dt>
            <dd>${view.reference}</dd>
          </dl>
          <div class="actions">
            <form method="post" action="${view.action}/cancel">
              <button class="cancel" type="submit">Cancel</button>
            </form>
            <form method="post" action="${view.action}/pay">
              <button class="pay" type="submit">Pay</button>
            </form>
          </div>
        </main>
      </body>
    </html>`;
}
