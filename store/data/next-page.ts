/**
 * Where a login sends the person next (`/login?next=/admin/orders`): a path of this site only. An absolute
 * address (`https://evil.example`), a protocol-relative one (`//evil.example`, `/\evil.example`, which
 * browsers read alike) or anything else that would leave the shop is ignored, so a link in a mail cannot
 * turn the shop's login into a step towards a look-alike site. The path is judged as the browser will follow
 * it, after its dot segments are removed (`/.//evil.example` is `//evil.example`); an encoded slash or
 * backslash, which no page of the shop has, is refused too, since a proxy on the way may decode it.
 */
const HERE = 'http://shop.invalid';

export function nextPage(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- browsers drop tabs and newlines inside an address
  if (/[\u0000-\u001f]/.test(raw)) return null;
  try {
    const url = new URL(raw, HERE);
    if (url.origin !== HERE || url.pathname.startsWith('//') || /%(2f|5c)/i.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** A page's own address with `?next=` for the page to come back to (none when there is none to keep). */
export const withNext = (path: string, next: string | null): string =>
  next ? `${path}?next=${encodeURIComponent(next)}` : path;

/**
 * Where a login lands: the page it was asked from (`next`), or else the admin for an owner or staff (their work
 * is there) and the home page for a shopper.
 */
export const afterLogin = (next: string | null, answer: { staff: boolean }): string =>
  next ?? (answer.staff ? '/admin' : '/');
