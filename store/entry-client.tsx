// The browser's entry (index.html). Only settings that must precede everything else live here; the app
// itself is imported afterwards, so nothing of api/ (zod schemas) is built before ./csp has run. The page's
// script loader (store/seo/assets.ts) has already requested every module these imports need.
import './csp';
import '../ui/theme.css';

// React's own code, then the shop's, each evaluated in a task of its own with the browser let in between:
// on a slow phone one long task would hold up a tap for the whole of it.
const letTheBrowserIn = () => new Promise((resolve) => setTimeout(resolve, 0));
await import('react-dom/client');
await letTheBrowserIn();
await import('./hydrate');
