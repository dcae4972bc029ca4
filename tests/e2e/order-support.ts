/** What the order journeys share: a signed-in browser per account, an order read and moved through the API, a button by its label. */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { loginOnVariant } from './support';

export interface Order { id: number; order_no: string; status: string; version: number; delivery_name?: string; tracks?: Array<{ label: string }> }

export async function signedIn(browser: Browser, baseURL: string, variant: string, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginOnVariant(page, baseURL, variant, username);
  return page;
}

export async function orderOf(request: APIRequestContext, token: string, key: string | number): Promise<Order> {
  const response = await request.get(`/api/order/waybills/${key}`, { headers: { token } });
  expect(response.ok(), `GET order ${key}`).toBeTruthy();
  return ((await response.json()) as { data: Order }).data;
}

export async function transition(request: APIRequestContext, token: string, order: Order, action: string, fields: Record<string, unknown> = {}): Promise<Order> {
  const current = await orderOf(request, token, order.id);
  const response = await request.post(`/api/order/waybills/${order.id}/actions/${action}`, { headers: { token }, data: { version: current.version, ...fields } });
  expect(response.ok(), `${action}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: Order }).data;
}

/** A button by its label: antd spaces the two characters of a two-character label (取 消). */
export const named = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);
