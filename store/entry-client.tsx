// The browser's entry (index.html). Only settings that must precede everything else live here; the app
// itself is imported afterwards, so nothing of api/ (zod schemas) is built before ./csp has run. The server
// preloads hydrate.tsx's chunk in the page's head, so this costs no extra round trip.
import './csp';
import '../ui/theme.css';

await import('./hydrate');
