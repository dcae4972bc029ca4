/**
 * Image upload in Chromium (core spec §5, §7; widgets spec §4, §5): the business licence of a new company,
 * the spec's messages for an oversize file, a wrong type, too many and the same image twice, paste of a
 * PNG, and photos saved on a record and shown on its detail screen (thumbnails fetched with the token).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { activeScreen, apiToken, expectScreen, loginAs, useChinese, variantUrl } from './support';

/** A 1x1 PNG; bytes after its end keep it a PNG and make each copy a different image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (marker: number) => Buffer.concat([PNG, Buffer.from([marker])]);
/** Over 10 M, with a PNG header. */
const oversize = () => {
  const bytes = Buffer.alloc(10 * 1024 * 1024 + 1);
  PNG.copy(bytes);
  return bytes;
};

function freshPhone(): string {
  return `199${String(Date.now()).slice(-4)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

/** Pastes a PNG into `target` as a browser does for an image on the clipboard. */
async function pastePng(target: Locator, bytes: Buffer): Promise<void> {
  await target.evaluate((element, data) => {
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([new Uint8Array(data)], 'image.png', { type: 'image/png' }));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
  }, [...bytes]);
}

/** The message antd shows, by its whole text. */
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true });

test('a new company uploads its business licence and reads every refusal message', async ({ page, baseURL, context }) => {
  await useChinese(context, variantUrl(baseURL!, 'bang'));
  const phone = freshPhone();
  await page.goto(variantUrl(baseURL!, 'bang', '/register'));
  await page.getByLabel('企业名称', { exact: true }).fill(`顺达物流${phone.slice(-4)}有限公司`);
  await page.getByLabel('联系人', { exact: true }).fill('王建军');
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByLabel('登录密码', { exact: true }).fill('secret88');
  await page.getByLabel('确认密码', { exact: true }).fill('secret88');
  await page.getByRole('button', { name: '注 册' }).click();
  await expect(page).toHaveURL(/\/register2$/);

  const licence = page.getByLabel('营业执照', { exact: true });
  await licence.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversize() });
  await expect(toast(page, '图片不能超过 10 MB')).toBeVisible();
  await licence.setInputFiles({ name: 'licence.txt', mimeType: 'text/plain', buffer: Buffer.from('营业执照') });
  await expect(toast(page, '只能上传 JPG、PNG、GIF、BMP 图片，不能上传 txt 文件')).toBeVisible();

  const uploaded = page.waitForResponse((response) => response.url().includes('/api/file/image/upload?'));
  await licence.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png(1) });
  expect((await uploaded).status()).toBe(200);
  const thumbnail = page.getByRole('img', { name: '图片 1' });
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);
  // Preview opens the image large.
  await page.getByRole('link', { name: '预览' }).click();
  await expect(page.locator('.ant-image-preview-img')).toBeVisible();
  await page.keyboard.press('Escape');

  // A one-image field is full: its card is gone, and a pasted image is refused.
  await expect(page.getByText('上传图片')).toHaveCount(0);
  await pastePng(page.getByRole('group', { name: '营业执照：点击、拖入或粘贴图片' }), png(2));
  await expect(toast(page, '图片最多允许上传1张')).toBeVisible();
});

test('photos of an abnormal case: duplicates refused, PNG paste, saved and shown on the detail screen', async ({ page, baseURL, context }) => {
  await useChinese(context, baseURL!);
  await loginAs(page, 'admin');
  await page.goto('/saas/abnormal/update/1');
  await expectScreen(page, /\/saas\/abnormal\/update\/1$/, '编辑异常');
  const screen = activeScreen(page);
  const photos = screen.getByLabel('异常照片', { exact: true });
  // The edit form is disabled until its record has loaded; a file given to it before then is ignored.
  await expect(photos).toBeEnabled();

  await photos.setInputFiles({ name: 'damage-1.png', mimeType: 'image/png', buffer: png(11) });
  await expect(screen.getByRole('img', { name: '图片 1' })).toHaveAttribute('src', /^blob:/);
  await photos.setInputFiles({ name: 'damage-1-again.png', mimeType: 'image/png', buffer: png(11) });
  await expect(toast(page, '该图片已经上传过了，请勿重复上传')).toBeVisible();
  await photos.setInputFiles({ name: 'damage-2.png', mimeType: 'image/png', buffer: png(12) });
  await expect(screen.getByRole('img', { name: '图片 2' })).toHaveAttribute('src', /^blob:/);

  // A pasted PNG is uploaded; pasted text is not.
  const area = screen.getByRole('group', { name: '异常照片：点击、拖入或粘贴图片' });
  await area.evaluate((element) => {
    const text = new DataTransfer();
    text.setData('text/plain', 'not an image');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: text, bubbles: true, cancelable: true }));
  });
  await pastePng(area, png(13));
  await expect(screen.getByRole('img', { name: '图片 3' })).toHaveAttribute('src', /^blob:/);
  await expect(screen.getByRole('img', { name: '图片 4' })).toHaveCount(0);

  const saved = page.waitForResponse((response) => response.url().includes('/api/order/abnormals/1') && response.request().method() === 'PUT');
  await screen.getByRole('button', { name: /保\s*存/ }).click();
  expect((await saved).status()).toBe(200);

  await page.goto('/saas/abnormal/detail/1');
  await expectScreen(page, /\/saas\/abnormal\/detail\/1$/, '异常详情');
  for (const name of ['图片 1', '图片 2', '图片 3']) {
    await expect(activeScreen(page).getByRole('img', { name })).toHaveAttribute('src', /^blob:/);
  }
});

test('an image is read only by its own company', async ({ request }) => {
  const servicer = await apiToken(request, 'servicer');
  const policy = (await (await request.get('/api/file/image/policy', { headers: { token: servicer } })).json()) as { data: { url: string } };
  const upload = await request.post(`/api${policy.data.url}`, {
    headers: { token: servicer },
    multipart: { photo: { name: 'a.png', mimeType: 'image/png', buffer: png(21) } },
  });
  const fileid = ((await upload.json()) as { data: { fileid: string } }).data.fileid;
  const own = await request.get(`/api/file/image/download?file_id=${fileid}`, { headers: { token: servicer } });
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/png');
  expect(own.headers()['x-content-type-options']).toBe('nosniff');
  const other = await request.get(`/api/file/image/download?file_id=${fileid}`, { headers: { token: await apiToken(request, 'consignor') } });
  expect(other.status()).toBe(404);
});
