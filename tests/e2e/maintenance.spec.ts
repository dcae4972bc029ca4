import { expect, test } from '@playwright/test';
import { apiToken, loginAs, useChinese } from './support';

test('a 503 shows the maintenance dialog with the sanitized notice', async ({ page, request, context, baseURL }) => {
  await useChinese(context, baseURL!);
  await loginAs(page, 'admin');
  const token = await apiToken(request, 'admin');
  const notice = '<h3>系统升级中</h3><p>预计 22:00 恢复</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=1</script>';
  const setMaintenance = (enabled: boolean) =>
    request.put('/api/system/ops/maintenance', { headers: { token }, data: enabled ? { enabled, notice } : { enabled } });
  expect((await setMaintenance(true)).ok()).toBe(true);
  try {
    await page.goto('/saas/system/role/index');
    const dialog = page.getByRole('dialog').filter({ hasText: '系统维护中' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: '系统升级中' })).toBeVisible();
    await expect(dialog).toContainText('预计 22:00 恢复');
    await expect(dialog.locator('script, [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
  } finally {
    await setMaintenance(false);
  }
});
