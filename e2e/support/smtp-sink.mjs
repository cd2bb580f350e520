// A local SMTP server for the browser tests: keeps every mail it receives (parsed by mailparser)
// and serves them as JSON (attachments in base64): GET /mails (all, oldest first), DELETE /mails (forget them), GET /health.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_E2E_PORT ?? 3125);
const httpPort = Number(process.env.SMTP_E2E_HTTP_PORT ?? smtpPort + 1);
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        mails.push({
          from: mail.from?.text ?? '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          // Files as base64, so that a test can read an attached report (report-center.spec.ts).
          attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, size: a.size, content: a.content.toString('base64') })),
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  if (request.url === '/mails' && request.method === 'DELETE') {
    mails.length = 0;
    response.writeHead(204).end();
    return;
  }
  if (request.url === '/mails' || request.url === '/health') {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(request.url === '/health' ? { ok: true } : mails));
    return;
  }
  response.writeHead(404).end();
}).listen(httpPort, '127.0.0.1');
