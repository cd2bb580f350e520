import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { adminPassword } from './fixtures';
import { oidcIssuer, oidcProviderEnv, saramOidcEnv } from './support/oidc-settings';
import { saramSmtpEnv, smtpSinkEnv, smtpSinkUrl } from './support/smtp-settings';

/**
 * Browser tests against the built app (`npm run build` first): the real server on a fresh embedded
 * database, driven by Debian's Chromium. Browsers are never downloaded.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * A fresh data directory per run. Playwright evaluates this file again in every worker; they
 * inherit the variable, so only the runner creates (and at exit removes) the directory.
 */
function runDataDir(): string {
  const existing = process.env.SARAM_E2E_DATA_DIR;
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), 'saram-e2e-'));
  process.env.SARAM_E2E_DATA_DIR = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Debian's Chromium (never a downloaded browser). */
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/** Specs run by themselves once the rest are done (project 'alone'). */
const aloneSpecs = ['**/access/webhooks.spec.ts'];

export default defineConfig({
  testDir: '.',
  outputDir: join(repoRoot, 'test-results'),
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI on a loaded 2-core machine; the runner reports such tests as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(repoRoot, '.reports/playwright.json') }]],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // The app turns animations and transitions off for reduced motion (styles.css): no spinner or
    // skeleton repainting while a test waits, which was Chromium's busiest work on a 2-core machine.
    reducedMotion: 'reduce',
    // Recording a trace of every test cost a quarter of the browser tests' time: only a retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // Run alone, after the rest (the 'alone' project): its deliveries raced other specs' traffic on the shared server.
      testIgnore: aloneSpecs,
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        launchOptions,
      },
    },
    {
      name: 'alone',
      testMatch: aloneSpecs,
      dependencies: ['chromium'],
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  webServer: [
    {
      // A local OpenID Connect provider standing in for Google (sso.spec.ts).
      command: 'node e2e/support/oidc-provider.mjs',
      cwd: repoRoot,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: oidcProviderEnv,
    },
    {
      // A local SMTP server keeping what the server mails (onboarding.spec.ts reads it over HTTP).
      command: 'node e2e/support/smtp-sink.mjs',
      cwd: repoRoot,
      url: `${smtpSinkUrl}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: smtpSinkEnv,
    },
    {
      // On a fresh PostgreSQL database when E2E_DATABASE_URL is set (npm test sets it), else PGlite.
      command: 'node e2e/support/saram-server.mjs',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000, // the demo company on a loaded machine took up to ~110 s
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: runDataDir(),
        DATABASE_URL: '',
        E2E_DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        SARAM_ADMIN_PASSWORD: adminPassword,
        LOG_LEVEL: 'warn',
        SARAM_DEMO: '1',
        // No daily schedules: a run between 03:00 and 04:00 KST would purge the demo retirees the specs read.
        JOBS_SCHEDULE_CHECK_SECONDS: '0',
        // webhooks.spec.ts's receiver listens on 127.0.0.1, which webhooks refuse by default (SSRF).
        WEBHOOKS_ALLOW_PRIVATE: '1',
        // POST /api/test/clock: appointments.spec.ts runs the appointments job as of tomorrow. Never set elsewhere.
        SARAM_TEST_CLOCK: '1',
        ...saramOidcEnv,
        ...saramSmtpEnv,
      },
    },
  ],
});
