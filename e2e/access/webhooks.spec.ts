import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { adminHeaders, expectReadyForScreenshot, newSignedInPage, screenshotPath, screenshotViewports, seriousViolations, unique, uniqueStamp, test } from '../fixtures';

/**
 * 웹훅 관리 (/webhook-management, issue 34 item 5): the administrator registers an endpoint pointing at a
 * receiver this spec runs, an employee is created, the receiver gets the event with a valid signature,
 * the delivery log shows it, and 재전송 sends it again. The server runs with WEBHOOKS_ALLOW_PRIVATE=1
 * (playwright.config.ts) because the receiver is on 127.0.0.1.
 */

test.describe.configure({ mode: 'serial' });

type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
let receiver: Server;
let receiverUrl = '';

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/saram`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const shot = (name: string) => screenshotPath('webhooks', name);
const validSignature = (secret: string, r: Received) =>
  r.headers['saram-signature'] === `v1=${createHmac('sha256', secret).update(`${String(r.headers['saram-timestamp'])}.${r.body}`).digest('hex')}`;

async function registerInUi(page: Page, name: string): Promise<string> {
  await page.goto('/webhook-management');
  await expect(page.getByRole('heading', { name: '웹훅 관리', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '웹훅 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '웹훅 등록' });
  await dialog.getByLabel('이름').fill(name);
  await dialog.getByLabel('수신 주소').fill(receiverUrl);
  await dialog.getByRole('checkbox', { name: /직원 등록/ }).click();
  await dialog.getByRole('button', { name: '등록' }).click();
  const shown = page.getByRole('dialog', { name: '웹훅을 등록했습니다' });
  await expect(shown.getByText('이 비밀키는 지금 한 번만 보여 드립니다')).toBeVisible();
  return shown.getByTestId('webhook-secret').inputValue();
}

async function createEmployee(page: Page, name: string) {
  const { employeeNo, email } = unique('WH');
  const created = await page.request.post('/api/mongo/employees', {
    headers: await adminHeaders(page.request),
    data: { personal: { nameKor: name, employeeNo, rrn: '900101-1234568', phone: '010-1234-5678' }, accounts: { email } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

test('a registered webhook receives a created employee, signed; the log shows it and 재전송 sends it again', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await newSignedInPage(browser, baseURL);
  const name = `그룹웨어 연동 ${uniqueStamp()}`;
  const secret = await registerInUi(page, name);
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole('button', { name: '확인했습니다' }).click();

  const person = `웹훅수신 ${uniqueStamp()}`;
  const id = await createEmployee(page, person);
  await expect.poll(() => received.filter((r) => r.body.includes(id)).length, { timeout: 30_000 }).toBe(1);
  const first = received.find((r) => r.body.includes(id))!;
  expect(first.headers['saram-event']).toBe('employee.created');
  expect(validSignature(secret, first)).toBe(true);
  expect(JSON.parse(first.body)).toMatchObject({ type: 'employee.created', data: { employee: { id, name: person } } });
  for (const leak of ['900101', '1234568', '1234-5678', '01012345678']) expect(first.body).not.toContain(leak);

  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `${name} 전송 기록` }).click();
  const log = page.getByRole('table', { name: `${name} 전송 기록` });
  await expect(log.getByRole('row').filter({ hasText: '직원 등록' })).toContainText('성공');
  await expect(log.getByRole('row').filter({ hasText: '직원 등록' })).toContainText('200');

  await log.getByRole('button', { name: /재전송$/ }).first().click();
  await expect.poll(() => received.filter((r) => r.body.includes(id)).length, { timeout: 30_000 }).toBe(2);
  const again = received.filter((r) => r.body.includes(id))[1]!;
  expect(validSignature(secret, again)).toBe(true);
  expect(JSON.parse(again.body).id).toBe(JSON.parse(first.body).id);
  await expect(log.getByRole('row').filter({ hasText: '재전송 · ' })).toContainText('성공');
  await context.close();
});

test('axe finds nothing serious on /webhook-management; screenshots at 1440 and 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  for (const screen of screenshotViewports) {
    const { context, page } = await newSignedInPage(browser, baseURL, { screen });
    const hook = { name: `인사 연동 ${screen.name} ${uniqueStamp()}`, url: receiverUrl, events: ['employee.created', 'employee.retired'] };
    const headers = await adminHeaders(page.request);
    const made = await page.request.post('/api/admin/webhooks', { headers, data: hook });
    expect(made.status()).toBe(201);
    const { endpoint } = (await made.json()) as { endpoint: { id: string } };
    await createEmployee(page, `화면확인 ${uniqueStamp()}`);
    await page.goto('/webhook-management');
    await page.getByRole('button', { name: '웹훅 등록' }).click();
    const dialog = page.getByRole('dialog', { name: '웹훅 등록' });
    await dialog.getByLabel('수신 주소').fill('ftp://example.com');
    await dialog.getByRole('button', { name: '등록' }).click();
    await expect(dialog.getByText(/http:\/\/ 또는 https:\/\//)).toBeVisible();
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`form-${screen.name}`) });
    await dialog.getByRole('button', { name: '취소' }).click();

    const rows = page.getByRole(screen.isMobile ? 'list' : 'table', { name: '웹훅 목록' });
    await expect(rows).toBeVisible();
    // The log shows what has been sent when it opens: wait for the delivery itself first.
    const statuses = async () => ((await (await page.request.get(`/api/admin/webhooks/${endpoint.id}/deliveries`, { headers })).json()) as { data: { status: string }[] }).data.map((d) => d.status);
    await expect.poll(statuses, { timeout: 30_000 }).toContain('succeeded');
    await rows.getByRole('button', { name: `${hook.name} 전송 기록` }).click();
    const log = page.getByRole(screen.isMobile ? 'list' : 'table', { name: `${hook.name} 전송 기록` });
    await expect(log).toContainText('성공');
    await expectReadyForScreenshot(page);
    if (screen.name === 'desktop') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ animations: 'disabled', path: shot(`list-${screen.name}`), fullPage: true });
    await context.close();
  }
});
