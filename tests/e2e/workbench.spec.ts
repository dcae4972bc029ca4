import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { activeScreen, loginAs, useChinese } from './support';

interface ListDescriptor {
  title: string;
  filters: Array<Record<string, unknown>>;
  columns: Array<Record<string, unknown>>;
}

const FILE = 'system/role-index.json';
const roleList = JSON.parse(readFileSync(join(process.cwd(), 'screens', FILE), 'utf8')) as ListDescriptor;

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

/** Replaces the whole text of the workbench's editor, as a user selecting all and pasting does. */
async function replaceDescriptor(page: Page, descriptor: unknown): Promise<void> {
  await activeScreen(page).getByRole('textbox', { name: '页面描述 JSON' }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(JSON.stringify(descriptor, null, 2));
}

test('the workbench opens a descriptor from the catalogue, draws its edits live and marks a misspelt widget inline', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await loginAs(page, 'admin');
  await page.goto('/saas/system/screens/index');
  const catalogue = activeScreen(page);
  await catalogue.getByPlaceholder('搜索路径、标题或接口').fill('/saas/system/role/index');
  const row = catalogue.locator('tr.ant-table-row', { hasText: FILE });
  await row.getByRole('button', { name: /展开/ }).click();
  const details = catalogue.getByTestId(`screen-details-${FILE}`);
  await expect(details.getByText('平台管理员')).toBeVisible();
  await expect(details.getByRole('link', { name: '/saas/system/role/index' })).toBeVisible();
  await expect(details.getByLabel(`页面描述 screens/${FILE}`)).toContainText('"title": "角色管理"');
  // The workbench and its editor are a chunk of their own, not loaded before the workbench opens.
  expect(scripts.filter((path) => /ScreenWorkbench/.test(path))).toEqual([]);
  await details.getByRole('link', { name: '在工作台中打开' }).click();

  await expect(page).toHaveURL(/\/saas\/system\/screens\/workbench\?file=system%2Frole-index\.json$/);
  await expect.poll(() => scripts.some((path) => /ScreenWorkbench/.test(path))).toBe(true);
  const bench = activeScreen(page);
  const preview = bench.getByTestId('workbench-preview');
  await expect(bench.getByText(`正在编辑 screens/${FILE}`)).toBeVisible();
  await expect(preview.getByRole('heading', { name: '角色管理' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'PLATFORM_ADMIN' })).toBeVisible();

  // A new title and column label show in the preview once typing pauses.
  const [first, ...rest] = roleList.columns;
  await replaceDescriptor(page, { ...roleList, title: '角色管理（草稿）', columns: [{ ...first, title: '角色名（改）' }, ...rest] });
  await expect(preview.getByRole('heading', { name: '角色管理（草稿）' })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: '角色名（改）' })).toBeVisible();
  await expect(bench.getByText('校验通过')).toBeVisible();

  // A misspelt widget: the error of screens:check, marked in the editor, and no preview of the broken descriptor.
  const [nameFilter, ...otherFilters] = roleList.filters;
  await replaceDescriptor(page, { ...roleList, title: '角色管理（坏）', filters: [{ ...nameFilter, widget: 'txet' }, ...otherFilters] });
  const message = '/filters/0/widget unknown widget "txet" — did you mean "text"?';
  await expect(bench.getByTestId('workbench-problems')).toContainText(message);
  await expect(bench.getByTestId('workbench-problems')).toContainText('1 个问题，修正后显示预览');
  // The editor draws only the lines in view: back to the top, where the filters are.
  await page.keyboard.press('Control+Home');
  const marked = bench.locator('.cm-lintRange-error');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveText('"widget": "txet"');
  await marked.hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText(message);
  await expect(preview.getByRole('heading', { name: '角色管理（坏）' })).toHaveCount(0);
  await expect(preview.locator('table')).toHaveCount(0);

  // Picking another descriptor replaces the draft.
  await bench.getByRole('combobox', { name: '页面描述' }).fill('system/group-index.json');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'system/group-index.json' }).click();
  await expect(bench.getByText('正在编辑 screens/system/group-index.json')).toBeVisible();
  await expect(preview.getByRole('heading', { name: '事业部管理' })).toBeVisible();
});
