// The browser's entry (index.html). Only settings that must precede everything else live here; the app
// itself is imported afterwards, so nothing of api/ (zod schemas) is built before ./csp has run. The page's
// script loader (store/seo/assets.ts) has already requested every module these imports need.
import './csp';
import '../ui/theme.css';

// React's own code, the locale's data, then the shop's, each in a task of its own with the browser let in
// between: on a slow phone one long task would hold up a tap for the whole of it.
const letTheBrowserIn = () => new Promise((resolve) => setTimeout(resolve, 0));
await import('react-dom/client');
await letTheBrowserIn();
// The first Intl formatter of a locale loads that locale's data, the dearest step of evaluating the shop's
// modules (their price and date formatters are made on import); done here, later formatters find it loaded.
new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(0);
new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' }).format(0);
await letTheBrowserIn();
await import('./hydrate');
