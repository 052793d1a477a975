/** The header's links (specification: HOME, ABOUT, PERFUMES, CONTACT), shared by the desktop bar and the mobile menu. */
export const navItems = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/products', label: 'Perfumes' },
  { to: '/contact', label: 'Contact' },
] as const;
