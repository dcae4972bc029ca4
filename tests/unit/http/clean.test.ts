import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanBody, cleanQuery } from '../../../src/http/clean';
import { makeClient } from './support/fakes';
import { startTestServer, type TestServer } from './support/test-server';

describe('cleanBody', () => {
  it('turns numeric strings with decimals into numbers', () => {
    expect(cleanBody({ price: '12.50', rate: '-0.5', weight: '0.0' })).toEqual({ price: 12.5, rate: -0.5, weight: 0 });
  });

  it('leaves integers-as-strings, phone numbers and other text alone', () => {
    const body = { code: '007', count: '12', phone: '13800138000', ip: '1.2.3.4', text: '12.5kg', half: '.5' };
    expect(cleanBody(body)).toEqual(body);
  });

  it('keeps store_resource_name and print_memo as strings', () => {
    expect(cleanBody({ store_resource_name: '88.80', print_memo: '3.14', other: '3.14' })).toEqual({
      store_resource_name: '88.80',
      print_memo: '3.14',
      other: 3.14,
    });
  });

  it("strips null, undefined, '', '0.00' and [] — '0.00' is judged before conversion", () => {
    const body = { a: null, b: undefined, c: '', d: '0.00', e: [], zero: 0, zeroText: '0', point: '0.5', no: false };
    expect(cleanBody(body)).toEqual({ zero: 0, zeroText: '0', point: 0.5, no: false });
  });

  it('cleans nested objects and arrays of objects element-wise', () => {
    const body = {
      order: { fee: '10.00', memo: '', goods: [{ price: '1.25', remark: null }, { price: '0.00', name: 'x' }] },
      tags: ['1.5', 'a'],
      printer: { print_memo: '2.50' },
    };
    expect(cleanBody(body)).toEqual({
      order: { fee: 10, goods: [{ price: 1.25 }, { name: 'x' }] },
      tags: [1.5, 'a'],
      printer: { print_memo: '2.50' },
    });
  });

  it('keeps long decimals that a number could not hold exactly', () => {
    expect(cleanBody({ big: '12345678901234567.89' })).toEqual({ big: '12345678901234567.89' });
  });

  it('does not modify its input and passes FormData and Blob untouched', () => {
    const input = { a: '1.50', b: null };
    cleanBody(input);
    expect(input).toEqual({ a: '1.50', b: null });
    const form = new FormData();
    const blob = new Blob(['x']);
    expect(cleanBody(form)).toBe(form);
    expect(cleanBody(blob)).toBe(blob);
  });
});

describe('cleanQuery', () => {
  it('trims strings, drops empty ones, null and undefined, keeps zero and non-empty arrays', () => {
    const query = { name: '  张三 ', blank: '   ', empty: '', none: null, missing: undefined, zero: 0, zeroText: '0', ids: [1, 2], noIds: [] };
    expect(cleanQuery(query)).toEqual({ name: '张三', zero: 0, zeroText: '0', ids: [1, 2] });
  });
});

describe('cleaning on the wire', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
    server.route('POST', '/api/orders', { body: { code: '0' } });
    server.route('GET', '/api/orders', { body: { code: '0' } });
  });
  afterEach(() => server.close());

  it('main client sends the cleaned body and query', async () => {
    const { client } = makeClient(server);
    await client.post('/orders', { fee: '12.50', print_memo: '1.10', memo: '', extra: '0.00', items: [] });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ fee: 12.5, print_memo: '1.10' });

    await client.get('/orders', { params: { keyword: ' abc ', status: '', page: 0 } });
    const query = server.requests[1]!.query;
    expect([...query.entries()]).toEqual([
      ['keyword', 'abc'],
      ['page', '0'],
    ]);
  });

  it('table client cleans the body but leaves the query as given', async () => {
    const { client } = makeClient(server, { kind: 'table' });
    await client.post('/orders', { fee: '12.50', memo: null });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ fee: 12.5 });
    await client.get('/orders', { params: { keyword: ' abc ' } });
    expect(server.requests[1]!.query.get('keyword')).toBe(' abc ');
  });
});
