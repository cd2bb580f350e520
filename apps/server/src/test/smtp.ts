import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server for mail tests: every mail it accepts is parsed (mailparser decodes the
 * Korean subject and body) into `received`. `env` points the app's mailer at it, jobs on.
 * Recipients starting with `nobody@` are refused with 550.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) return callback(Object.assign(new Error('없는 사용자입니다'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    received,
    env: { JOBS_ENABLED: '1', JOBS_POLL_SECONDS: '0.5', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: '사람 HR <hr@saram.test>' },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtpServer>>;
