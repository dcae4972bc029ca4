// @vitest-environment node
/**
 * Every collection of the server, with the rule that says whom its rows belong to. A collection added
 * (declared, or derived from a new screen) fails this test until it is listed here with its rule, so no
 * collection is shared by accident; and the server refuses to start with a collection that has no rule.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../../server/app.js';
import { assertOwnership, describeOwnership } from '../../../server/tenancy/ownership.js';
import { copySeededTemplate } from './db-templates.js';

const EXPECTED: Readonly<Record<string, string>> = {
  abnormals: 'order by order_no',
  accounts: 'platformOnly',
  banned_areas: 'company, platform published',
  basic_abnormal_types: 'company, platform published',
  basic_addresses: 'company',
  basic_companies: 'company',
  basic_district_time_limits: 'company',
  basic_global_time_limits: 'company',
  basic_operation_settings: 'company',
  basic_qualification_audits: 'company',
  basic_ticket_time_limits: 'company',
  basic_waybill_templates: 'company',
  bills: 'parties consignor_user_id, servicer_user_id, delivery_user_id',
  config_fees: 'company, platform published',
  config_jd_relations: 'company',
  consignors: 'merchant (book)',
  content_articles: 'company, platform published',
  content_consignor_articles: 'company',
  deliveries: 'company, platform published',
  factories: 'company, platform published',
  finance_account_flows: 'order by order_no',
  finance_accounts: 'company',
  finance_check_bills: 'company',
  finance_cods: 'order by order_no',
  finance_invoices: 'company',
  finance_recharges: 'company',
  finance_withdrawals: 'company',
  groups: 'platformOnly',
  integration_push_records: 'order by order_no',
  locations: 'company, platform published',
  market_recommended_servicers: 'company, platform published',
  marketing_incentive_plans: 'company',
  menus: 'platformOnly',
  order_abnormal_fees: 'order by order_no',
  order_abnormal_refunds: 'order by order_no',
  order_abnormal_replenishments: 'order by order_no',
  order_feedbacks: 'order by order_no',
  order_intercepts: 'order by order_no',
  order_jd_mall_bindings: 'company',
  order_merge_orders: 'order by source_order_nos (list)',
  order_replacement_orders: 'order by original_order_no',
  order_restrictions: 'company',
  order_sign_rechecks: 'order by order_no',
  order_sync_tasks: 'company',
  order_update_approvals: 'order by order_no',
  order_waybill_products: 'order by order_no',
  oss_api_pushes: 'order by order_no',
  oss_product_classes: 'platform',
  print_templates: 'company, platform published',
  product_categories: 'company, platform published',
  products: 'merchant (by consignor_name)',
  public_order_attachments: 'order by order_no',
  public_order_departure_plans: 'platform',
  public_order_out_of_area: 'platform',
  quote_consignor_special_prices: 'company',
  quote_delivery_prices: 'company',
  quote_handling_prices: 'company',
  quote_installation_prices: 'company',
  quote_insurance_prices: 'company',
  quote_long_distance_prices: 'company',
  quote_packaging_prices: 'company',
  quote_repair_prices: 'company',
  quote_return_prices: 'company',
  quote_second_door_prices: 'company',
  quote_storage_prices: 'company',
  quote_stowage_prices: 'company',
  quote_trunk_line_prices: 'company',
  quote_upstairs_prices: 'company',
  quote_value_added_prices: 'company',
  report_abnormal_daily: 'company',
  report_consignor_monthly: 'company',
  report_delivery_daily: 'company',
  report_feedback_daily: 'company',
  report_fhb_reports: 'company',
  report_finance_monthly: 'company',
  report_order_daily: 'company',
  report_servicer_bills: 'company',
  report_shop_daily: 'company',
  report_sign_rate: 'company',
  report_ticket_daily: 'company',
  report_time_limit: 'company',
  report_transit_daily: 'company',
  report_warehouse_daily: 'company',
  resource_contracts: 'company',
  resource_delivery_men: 'company, platform published',
  resource_groups: 'company',
  roles: 'platformOnly',
  servicers: 'company, platform published',
  payables: 'parties servicer_user_id, delivery_user_id',
  receivables: 'parties servicer_user_id, consignor_user_id',
  settlements: 'parties servicer_user_id, consignor_user_id, delivery_user_id',
  sorting_abnormal_rules: 'company',
  sorting_delivery_consignor_rules: 'company',
  sorting_delivery_rules: 'company',
  sorting_route_rules: 'company',
  sorting_static_routes: 'company',
  sorting_station_rules: 'company',
  sorting_storage_location_rules: 'company',
  sorting_ticket_rules: 'company',
  stations: 'company, platform published',
  stores: 'merchant (by consignor_name)',
  sub_users: 'company',
  suppliers: 'company, platform published',
  system_ops_controls: 'platformOnly',
  tickets: 'order by order_no',
  transit_drayages: 'company',
  transit_route_resets: 'order by order_no',
  transit_shipments: 'order by order_no',
  transit_splits: 'order by order_no',
  transit_stowage_plans: 'company',
  transit_stowages: 'company',
  transporters: 'company, platform published',
  user_subscriptions: 'platformOnly',
  user_user_role: 'company',
  warehouse_fifo_outbounds: 'order by order_no',
  warehouse_inbounds: 'order by order_no',
  warehouse_inventories: 'company',
  warehouse_label_prints: 'order by order_no',
  warehouse_outbounds: 'order by order_no',
  warehouse_package_inbounds: 'order by order_no',
  warehouse_packages: 'order by order_no',
  warehouse_product_replacements: 'order by order_no',
  warehouse_replenishments: 'company',
  warehouse_stock_locks: 'company',
  warehouses: 'company, platform published',
  waybills: 'parties consignor_user_id, servicer_user_id, delivery_user_id',
  write_offs: 'parties servicer_user_id, consignor_user_id',
};

describe('ownership rules', () => {
  it('lists every collection of the product\'s screens with its rule', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ownership-rules-'));
    const screensDir = join(process.cwd(), 'screens');
    await copySeededTemplate(join(dir, 'app.db'), screensDir);
    const server = await createServer({
      dbFile: join(dir, 'app.db'), screensDir, accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 86_400, appVersion: '1', logLevel: 'silent',
    });
    try {
      const actual = Object.fromEntries([...server.context.collections.values()].map((store) => [store.spec.name, describeOwnership(store.spec.ownership)]));
      expect(actual).toEqual(EXPECTED);
      const counts: Record<string, number> = {};
      for (const store of server.context.collections.values()) counts[store.spec.ownership.rule] = (counts[store.spec.ownership.rule] ?? 0) + 1;
      console.info(`collections per ownership rule: ${JSON.stringify(counts)}`);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses to start with a collection that declares no rule', () => {
    expect(() => assertOwnership([{ name: 'waybills', ownership: { rule: 'parties', parties: {} } }, { name: 'new_things' }])).toThrow(/new_things/);
    expect(() => assertOwnership([{ name: 'waybills', ownership: { rule: 'company' } }])).not.toThrow();
  });
});
