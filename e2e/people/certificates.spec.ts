import { expect, type Page } from '@playwright/test';
import { expectReadyForScreenshot, newBrowserContext, newSignedInPage, screenshotPath, screenshotViewports, seriousViolations, signInAs, test } from '../fixtures';
import { pdfText } from '../support/pdf-text.mjs';

/**
 * 재직·경력증명서 (issue 34 item 3): the demo employee asks for a 경력증명서 on 내 정보 with only some items,
 * the PDF prints exactly those, and anyone checks it without signing in on /certificates/verify by its
 * number and code; a wrong code is refused like an unknown number. HR sees the issue in 증명서 발급 대장.
 */

const shot = (name: string) => screenshotPath('certificates', name);

async function openProfileAsEmployee(page: Page) {
  await signInAs(page, 'employee', /\/dashboard$/);
  await page.goto('/my-profile');
  await expect(page.getByRole('region', { name: '재직·경력증명서' })).toBeVisible();
}

/** Issues a 경력증명서 with 소속 and 재직기간 only; answers its number and code as the dialog shows them. */
async function issueCareerCertificate(page: Page, purpose: string) {
  await page.getByRole('button', { name: '증명서 발급' }).click();
  const dialog = page.getByRole('dialog', { name: '증명서 발급' });
  await dialog.getByRole('radio', { name: '경력증명서' }).click();
  await dialog.getByRole('checkbox', { name: '생년월일' }).click();
  await dialog.getByRole('checkbox', { name: '직위' }).click();
  await dialog.getByLabel('용도').fill(purpose);
  await dialog.getByRole('button', { name: '발급' }).click();
  const issued = page.getByRole('dialog', { name: '경력증명서를 발급했습니다' });
  await expect(issued).toBeVisible();
  const number = (await issued.locator('dt:text("발급번호") + dd').textContent())!.trim();
  const code = (await issued.locator('dt:text("확인 코드") + dd').textContent())!.trim();
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  return { issued, number, code };
}

async function verify(page: Page, number: string, code: string) {
  await page.getByLabel('발급번호').fill(number);
  await page.getByLabel('확인 코드').fill(code);
  await page.getByRole('button', { name: '확인', exact: true }).click();
}

test('the employee issues a 경력증명서 with chosen items, the PDF prints only those, and anyone verifies it by number', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await openProfileAsEmployee(page);
  const { issued, number, code } = await issueCareerCertificate(page, '이직 서류 제출');
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), issued.getByRole('button', { name: 'PDF 내려받기' }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}_남궁도윤.pdf`);
  const text = await pdfText(await download.createReadStream().then((s) => s.toArray()).then((chunks) => Buffer.concat(chunks)));
  for (const shown of ['경 력 증 명 서', '남궁도윤', '소속', '재직기간', '이직 서류 제출', '대표이사', number, code, '/certificates/verify']) expect(text).toContain(shown);
  for (const hidden of ['생년월일', '주소', '직위', '담당업무']) expect(text).not.toContain(hidden);

  await issued.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('list', { name: '발급받은 증명서' })).toContainText(number);

  // No sign-in: a fresh browser, as the company receiving the paper has it.
  const outsider = await newBrowserContext(browser, baseURL);
  const check = await outsider.newPage();
  await check.goto(`/certificates/verify?number=${number}`);
  await expect(check.getByRole('heading', { name: '증명서 진위 확인' })).toBeVisible();
  await expect(check.getByLabel('발급번호')).toHaveValue(number);
  await verify(check, number, code === 'AAAA-AAAA' ? 'BBBB-BBBB' : 'AAAA-AAAA');
  await expect(check.getByRole('alert')).toContainText('일치하는 증명서가 없습니다');
  await verify(check, number, code.toLowerCase());
  const verified = check.getByRole('region', { name: '발급된 증명서가 맞습니다' });
  await expect(verified).toContainText('경력증명서');
  await expect(verified).toContainText('남궁도윤');
  await expect(verified).toContainText('이직 서류 제출');
  await expect(verified).not.toContainText('생년월일');
  expect(await seriousViolations(check)).toEqual([]);
  await outsider.close();
});

for (const screen of screenshotViewports) {
  test(`screenshots of certificates at ${screen.name} width`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await newBrowserContext(browser, baseURL, screen);
    const page = await context.newPage();
    await openProfileAsEmployee(page);
    await page.getByRole('button', { name: '증명서 발급' }).click();
    await expect(page.getByRole('dialog', { name: '증명서 발급' })).toBeVisible();
    await page.screenshot({ animations: 'disabled', path: shot(`dialog-${screen.name}`) });
    await page.getByRole('button', { name: '취소' }).click();
    const { number, code } = await issueCareerCertificate(page, '은행 제출');
    await page.getByRole('dialog').getByRole('button', { name: '확인', exact: true }).click();
    await expectReadyForScreenshot(page);
    await page.screenshot({ animations: 'disabled', path: shot(`profile-${screen.name}`), fullPage: true });

    const outsider = await newBrowserContext(browser, baseURL, screen);
    const check = await outsider.newPage();
    await check.goto('/certificates/verify');
    await verify(check, number, code);
    await expect(check.getByRole('region', { name: '발급된 증명서가 맞습니다' })).toBeVisible();
    await expectReadyForScreenshot(check);
    await check.screenshot({ animations: 'disabled', path: shot(`verify-${screen.name}`), fullPage: true });
    await outsider.close();
    await context.close();

    const hr = await newSignedInPage(browser, baseURL, { screen, path: '/certificates' });
    await expect(hr.page.getByRole('heading', { name: '증명서 발급 대장', level: 1 })).toBeVisible();
    await expect(hr.page.getByText(number).first()).toBeVisible();
    expect(await seriousViolations(hr.page)).toEqual([]);
    await expectReadyForScreenshot(hr.page);
    await hr.page.screenshot({ animations: 'disabled', path: shot(`log-${screen.name}`), fullPage: true });
    await hr.context.close();
  });
}
