import { Hono } from 'hono';
import { z } from 'zod';
import type { Mailbox } from '../../mail/transport';
import { DEV } from '../../messages';
import type { AppEnv } from '../env';
import { query } from '../validate';

/** Lets developers and tests read the mails a server without SMTP "sent". Never in production. */
export function devRoutes(mailbox: Mailbox) {
  const app = new Hono<AppEnv>();
  app.get('/mailbox', async (c) => {
    const { to } = query(c, z.object({ to: z.string().max(254).optional() }));
    // Mail is queued first and delivered by the outbox's worker: what is due is delivered
    // before the box is read, so a code asked for a moment ago is there.
    await c.get('deps').mail.settle();
    return c.json({ success: true, data: mailbox.list(to) });
  });
  app.delete('/mailbox', (c) => {
    mailbox.clear();
    return c.json({ success: true, message: DEV.mailboxCleared });
  });
  return app;
}
