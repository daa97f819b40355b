import { z } from 'zod';

// The back office runs under a Content-Security-Policy without 'unsafe-eval' (decision 0024): zod must not compile
// its parsers with `new Function`, nor probe whether it may — the browser reports the probe as a violation even
// though zod catches it. It shares zod's chunk (vite.config.ts), so it runs before any schema is built.
z.config({ jitless: true });
