import { Hono } from 'hono';
import { z } from 'zod';
import type { Mailbox } from '../../mail/mailer';
import { DEV } from '../../messages';
import type { AppEnv } from '../env';
import { query } from '../validate';

/** Lets developers and tests read the mails a server without SMTP "sent". Never in production. */
export function devRoutes(mailbox: Mailbox) {
  const app = new Hono<AppEnv>();
  app.get('/mailbox', (c) => {
    const { to } = query(c, z.object({ to: z.string().max(254).optional() }));
    return c.json({ success: true, data: mailbox.list(to) });
  });
  app.delete('/mailbox', (c) => {
    mailbox.clear();
    return c.json({ success: true, message: DEV.mailboxCleared });
  });
  return app;
}
