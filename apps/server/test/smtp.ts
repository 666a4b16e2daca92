import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port: keeps every message it accepts, parsed; refuses the next `refuseNext` with
 * 451, keeping the Message-IDs of those it refused. A message `hold` picks is read whole and never answered (a sender
 * killed then cannot know whether it arrived): it is kept in `held`, not in `received`.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const held: ParsedMail[] = [];
  const state = { refuseNext: 0, refused: 0, refusedIds: [] as (string | undefined)[], hold: (_mail: ParsedMail) => false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Closing does not wait on a connection a held message keeps open.
    closeTimeout: 1000,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        if (state.hold(mail)) {
          held.push(mail);
          return;
        }
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
    held,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
