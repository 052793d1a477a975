import { isRecord } from '../../api/guards';

/**
 * A sentence for the next page, after a form posted without JavaScript has been answered with a redirect
 * (Post/Redirect/Get): 'Logged in successfully!', '2 Ọba Oud added to cart!'. It travels in a cookie that
 * lives a minute and is read once, never in the URL. Server-side only: actions set it, the render reads it.
 */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

const NAME = 'notice';
const ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Lax';

export const noticeCookie = (notice: Notice): string =>
  `${NAME}=${encodeURIComponent(JSON.stringify(notice))}; Max-Age=60; ${ATTRIBUTES}`;

export const clearNoticeCookie = `${NAME}=; Max-Age=0; ${ATTRIBUTES}`;

const isNotice = (value: unknown): value is Notice =>
  isRecord(value) && (value.tone === 'success' || value.tone === 'error') && typeof value.text === 'string';

/** The notice a request carries, if any. */
export function readNotice(cookieHeader: string | null): Notice | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    return isNotice(value) ? { tone: value.tone, text: value.text.slice(0, 300) } : null;
  } catch {
    return null;
  }
}
