import { resolveHostVariant } from '../../../src/config/variant';

describe('host → app variant and account type', () => {
  it.each([
    ['oss.example.com', 'OSS', 'servicer'],
    ['bang.example.com', 'BANG', 'servicer'],
    ['pai.example.com', 'PAI', 'delivery'],
    ['da.example.com', 'DA', 'consignor'],
    ['DA.localhost', 'DA', 'consignor'],
    ['tms.example.com', undefined, 'servicer'],
    ['pss.example.com', undefined, 'consignor'],
    ['ds.example.com', undefined, 'delivery'],
    ['jiaxing.example.com', undefined, 'delivery'],
    ['127.0.0.1', undefined, undefined],
    ['localhost', undefined, undefined],
  ])('%s → %s / %s', (host, appCode, accountType) => {
    const variant = resolveHostVariant(host);
    expect(variant.appCode).toBe(appCode);
    expect(variant.accountType).toBe(accountType);
  });
});
