import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port: keeps every message it accepts, parsed; refuses the next `refuseNext` with
 * 451, keeping the Message-IDs of those it refused.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const state = { refuseNext: 0, refused: 0, refusedIds: [] as (string | undefined)[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        if (state.refuseNext > 0) {
          state.refuseNext--;
          state.refused++;
          state.refusedIds.push(mail.messageId);
          done(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        received.push(mail);
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
