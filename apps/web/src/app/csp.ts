import { z } from 'zod';

// The site's Content-Security-Policy allows no eval: zod's compiled fast path would try `new Function` (and the
// browser would report a violation), so schemas run in their plain interpreted form.
z.config({ jitless: true });
