/** The shop's main links, shared by the desktop header and the mobile menu. */
export const mainLinks = [
  { href: '/', label: 'HOME' },
  { href: '/about', label: 'ABOUT' },
  { href: '/products', label: 'PERFUMES' },
  { href: '/contact', label: 'CONTACT' },
] as const satisfies readonly { href: string; label: string }[];

// /menu shows the same collection (docs/decisions/022-menu-shows-the-collection.md) and a product page sits inside
// it, so PERFUMES stays lit.
const perfumePaths = ['/products', '/menu', '/product/'];

/** Whether `href` is the link of the page at `currentPath`. */
export function isCurrentLink(href: string, currentPath: string | undefined): boolean {
  if (!currentPath) return false;
  if (href === '/') return currentPath === '/';
  if (href === '/products') return perfumePaths.some((path) => currentPath.startsWith(path));
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
