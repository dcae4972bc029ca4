/** Sign-up data for the server tests: fresh phone numbers, valid credit codes and the messages sent. */
import type { OutboxMessage } from '../../../server/accounts/outbox.js';
import { call } from './test-server.js';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A 统一社会信用代码 with its check character computed (GB 32100-2015). */
export function creditCode(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * ALPHABET.indexOf(first17[index] ?? ''), 0);
  return first17 + ALPHABET[(31 - (sum % 31)) % 31];
}

let sequence = 0;
/** A mobile number no demo account uses (199 numbers are not seeded). */
export function freshPhone(): string {
  sequence += 1;
  return `199${String(Date.now() % 10_000_000).padStart(7, '0').slice(0, 4)}${String(sequence).padStart(4, '0')}`;
}

/** Collects what the server "sends" by short message. */
export function collectingOutbox(): { messages: OutboxMessage[]; send: (message: OutboxMessage) => void } {
  const messages: OutboxMessage[] = [];
  return { messages, send: (message) => messages.push(message) };
}

export const COMPANY_DETAILS = {
  company_name: '上海顺达物流有限公司',
  contact_name: '王建军',
  credit_code: creditCode('91310115MA1K4LQX0'),
  address: '上海市浦东新区张江路88号',
  service_types: ['TRUNK', 'WAREHOUSING'],
  business_scope: '普通货运、仓储服务、城市配送',
  business_license: 'https://files.example.com/license/sd-0001.jpg',
};

export async function registerCompany(url: string, phone = freshPhone(), accountType = 'servicer') {
  const { status, body } = await call(url, '/api/user/users/createUser', {
    method: 'POST',
    body: { company_name: '顺达物流', contact_name: '王建军', phone, password: 'secret88', account_type: accountType },
  });
  if (status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { phone, token: String(body.data.token), userId: Number(body.data.user.id), body };
}

/** A company that signed up and that the platform approved (`adminToken`): its sign-up token stays valid. */
export async function registerApprovedCompany(url: string, adminToken: string, accountType = 'servicer') {
  const company = await registerCompany(url, freshPhone(), accountType);
  const { status, body } = await call(url, `/api/user/audit/${String(company.userId)}`, { method: 'PUT', token: adminToken, body: { status: 'APPROVED' } });
  if (status !== 200) throw new Error(`approval failed: ${JSON.stringify(body)}`);
  return company;
}
