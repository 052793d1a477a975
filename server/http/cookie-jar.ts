import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';

/**
 * The cookies of one page request, as the shop's own API calls made while rendering it see them: the
 * browser's, then whatever an earlier call of the same render set (a login's session, a first addition's
 * guest cart). What the calls set goes on to the browser with the page or the redirect.
 */
export class CookieJar {
  private readonly values: Map<string, string>;
  /** Set-Cookie values for the browser, in the order they were made */
  readonly toSet: string[] = [];

  /** the page request's cookies; none for a page rendered for every guest alike */
  constructor(c: Context | null) {
    this.values = new Map(c ? Object.entries(getCookie(c)) : []);
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  /** The Cookie header for the next call. */
  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  /** Keeps what an answer set, for the calls after it and for the browser. */
  take(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      this.toSet.push(line);
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const cleared = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (cleared) this.values.delete(name);
      else this.values.set(name, decodeURIComponent(pair.slice(at + 1).trim()));
    }
  }

  /** The browser's answer with every cookie the render set. */
  onto(response: Response): Response {
    if (this.toSet.length === 0) return response;
    const headers = new Headers(response.headers);
    for (const line of this.toSet) headers.append('Set-Cookie', line);
    return new Response(response.body, { status: response.status, headers });
  }
}
