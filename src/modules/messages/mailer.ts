// The SMTP side: one nodemailer transport to SMTP_URL (time-outs on connecting, the greeting and every command;
// DKIM-signed when a key is configured), and the server's answer sorted into what the job does next: sent, try
// again later (4xx, no answer at all), or failed for good (5xx). nodemailer loads with the first send: a process
// that never mails (the CLI, an API-only process) does not pay for it at start.
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Config } from '../../config.js';

export type MailerConfig = Pick<
  Config,
  'smtpUrl' | 'mailFrom' | 'mailTimeoutMs' | 'dkimDomain' | 'dkimSelector' | 'dkimPrivateKey'
>;

export interface OutgoingMail {
  from: { name: string; address: string };
  replyTo: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<msg_…@domain>`: the same on every attempt, so a copy sent twice is one message to mail clients. */
  messageId: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer; cid?: string }>;
}

export type SendOutcome =
  { kind: 'sent'; response: string } | { kind: 'retry'; response: string } | { kind: 'failed'; response: string };

/** A nodemailer error's SMTP answer, or what happened instead of one (a refused connection, a time-out). */
interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

export function outcomeOfError(err: unknown): SendOutcome {
  const e = (typeof err === 'object' && err !== null ? err : { message: String(err) }) as SmtpError;
  const response = (e.response ?? [e.code, e.message].filter(Boolean).join(': ')).slice(0, 1000);
  const code = e.responseCode;
  if (code !== undefined && code >= 500 && code < 600) return { kind: 'failed', response };
  return { kind: 'retry', response };
}

export class Mailer {
  private transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | null = null;

  constructor(private readonly config: MailerConfig) {}

  /** Whether messages are sent (SMTP_URL set) or only kept. */
  get delivery(): 'smtp' | 'kept' {
    return this.config.smtpUrl ? 'smtp' : 'kept';
  }

  private transportTo(url: string): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: this.config.mailTimeoutMs,
        greetingTimeout: this.config.mailTimeoutMs,
        socketTimeout: this.config.mailTimeoutMs,
        ...(this.dkim ? { dkim: this.dkim } : {}),
      }),
    );
    return this.transport;
  }

  get dkim(): { domainName: string; keySelector: string; privateKey: string } | null {
    const { dkimDomain, dkimSelector, dkimPrivateKey } = this.config;
    if (!dkimDomain || !dkimSelector || !dkimPrivateKey) return null;
    return { domainName: dkimDomain, keySelector: dkimSelector, privateKey: dkimPrivateKey.replace(/\\n/g, '\n') };
  }

  /** The domain of Message-IDs: the DKIM domain, else MAIL_FROM's. */
  get domain(): string {
    return this.config.dkimDomain ?? this.config.mailFrom.split('@').pop() ?? 'localhost';
  }

  get fromAddress(): string {
    return this.config.mailFrom;
  }

  async send(mail: OutgoingMail): Promise<SendOutcome> {
    if (!this.config.smtpUrl) throw new Error('no SMTP_URL: messages are kept, not sent');
    const transport = await this.transportTo(this.config.smtpUrl);
    try {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments,
      });
      if (info.rejected.length > 0) return { kind: 'failed', response: info.response };
      return { kind: 'sent', response: info.response };
    } catch (err) {
      return outcomeOfError(err);
    }
  }

  close(): void {
    void this.transport?.then((t) => t.close());
  }
}
