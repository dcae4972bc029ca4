import { expect, test, type APIRequestContext } from '@playwright/test';
import { activeScreen, apiToken, expectScreen, loginAs, useChinese } from './support';

const WAYBILLS = '/saas/waybill/all/index';

interface Waybill {
  id: number;
  order_no: string;
  end_contact: string;
}

async function firstWaybill(request: APIRequestContext): Promise<Waybill> {
  const token = await apiToken(request, 'admin');
  const response = await request.get('/api/order/waybills?page=1&per_page=1', { headers: { token } });
  return ((await response.json()) as { data: { list: Waybill[] } }).data.list[0]!;
}

test.describe('widgets', () => {
  test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

  test('a waybill row\'s quick view shows its detail in a drawer beside the list', async ({ page, request }) => {
    const waybill = await firstWaybill(request);
    await loginAs(page, 'admin');
    await page.goto(`${WAYBILLS}?nos=${waybill.order_no}`);
    await expectScreen(page, new RegExp(`${WAYBILLS}`), '全部运单');
    const row = activeScreen(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: waybill.order_no });
    await row.getByRole('button', { name: '快速查看' }).click();

    const drawer = page.getByRole('dialog').filter({ hasText: '运单详情' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(waybill.order_no).first()).toBeVisible();
    await expect(drawer.getByText(waybill.end_contact).first()).toBeVisible();
    // Beside the list: the drawer is 720 px wide at the right edge, the list stays on the same route.
    // Polled: the drawer slides in, so its box moves until the animation ends.
    const panel = page.locator('.drawer-panel .ant-drawer-content-wrapper');
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = (await panel.boundingBox())!;
        return [Math.round(box.width), Math.round(box.x + box.width)];
      })
      .toEqual([720, viewport.width]);
    await expect(page).toHaveURL(new RegExp(WAYBILLS));

    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toBeHidden();
    await expect(row).toBeVisible();
  });

  test('收藏本站 tells a non-IE browser to use its own bookmarks', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: '收藏本站' }).click();
    await expect(page.getByText('非IE浏览器，请使用浏览器自带收藏功能')).toBeVisible();
  });
});
