/**
 * The e2e SMTP sink (support/smtp-sink.mjs): the Saram server sends its mail there, and tests read
 * what arrived from its HTTP side (GET /mails).
 */
export const smtpPort = Number(process.env.SMTP_E2E_PORT ?? 3125);
export const smtpHttpPort = Number(process.env.SMTP_E2E_HTTP_PORT ?? smtpPort + 1);
export const smtpSinkUrl = `http://127.0.0.1:${smtpHttpPort}`;

export const smtpSinkEnv = { SMTP_E2E_PORT: String(smtpPort), SMTP_E2E_HTTP_PORT: String(smtpHttpPort) };

/** What the Saram server needs to send there (config.ts: SMTP_URL; jobs polled every second). */
export const saramSmtpEnv = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOBS_POLL_SECONDS: '1' };

export type SinkAttachment = { filename: string; contentType: string; size: number; /** base64 */ content: string };
export type SinkMail = { from: string; to: string[]; subject: string; text: string; html: string; attachments: SinkAttachment[]; receivedAt: string };
