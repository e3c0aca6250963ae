// A real SMTP server on loopback for the message tests (smtp-server, no TLS, no auth): it receives what the app
// sends, parses each message (mailparser) and answers each DATA with the next scripted code (250 when the script
// is empty), so a test can make the server refuse (550) or defer (451) an attempt.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`: the app's SMTP_URL. */
  url: string;
  /** Messages accepted (answered 250), parsed, in arrival order. */
  received: ParsedMail[];
  /** Every DATA received, accepted or not. */
  attempts: number;
  /** The answers of the next DATA commands, in order (e.g. `[451, 451]`, `[550]`). */
  script(codes: number[]): void;
  close(): Promise<void>;
}

const TEXT: Record<number, string> = {
  421: 'Service not available, closing channel',
  450: 'Mailbox unavailable, try again later',
  451: 'Local error in processing, try again later',
  452: 'Insufficient storage, try again later',
  550: 'Mailbox unavailable: no such user here',
  552: 'Message exceeds storage allocation',
  554: 'Transaction failed: message rejected',
};

export async function startSmtp(): Promise<TestSmtp> {
  const answers: number[] = [];
  const t = { received: [] as ParsedMail[], attempts: 0 };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        t.attempts++;
        const code = answers.shift() ?? 250;
        if (code !== 250) {
          const err = Object.assign(new Error(TEXT[code] ?? `Refused (${code})`), { responseCode: code });
          callback(err);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            t.received.push(mail);
            callback(null, 'OK: queued as test');
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return t.received;
    },
    get attempts() {
      return t.attempts;
    },
    script(codes) {
      answers.push(...codes);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
