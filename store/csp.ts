import { config } from 'zod';

// The shop's CSP has no 'unsafe-eval'. zod probes for eval (new Function) when it builds an object schema,
// and the refused probe is reported as a CSP violation on every page; jitless skips the probe. It must run
// before any schema is built, so entry-client.tsx runs this first and imports
// the app (hydrate.tsx, which imports api/) only afterwards.
config({ jitless: true });
