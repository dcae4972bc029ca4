import { useState } from 'react';
import { Form, Spin } from 'antd';
import { useCustom } from '@refinedev/core';
import { useMenuStore } from '../../../src/access/menu-store';
import {
  canSeeFeeAmounts, firstFeeTableMessage, orderMaxAmountOf, validateFeeTable, type FeeConfig, type FeeLine, type SettleTarget,
  type StageRulesByStage,
} from '../../../src/fees';
import type { FeeLinesSource, FormField } from '../../../src/screen-model/types';
import { FeeTable } from '../../fee/FeeTable';
import { fillApi } from '../paths';

/** data of a fee-config API: the fee codes of the screen and, optionally, its stage rules. */
interface FeeConfigsData {
  fee_configs?: FeeConfig[];
  fee_stage_rules?: StageRulesByStage;
  fee_min_items?: number;
}

interface FeeLinesItemProps {
  field: FormField;
  source: FeeLinesSource;
  /** Route parameters: `{id}` of the targets API is the record id. */
  params: Record<string, string | undefined>;
  /** False while the record is loading; the table reads its rows once, when it appears. */
  ready: boolean;
}

const NO_FIELD = '__no_status_field__';

/** A `feeLines` form field: the fee-detail table, validated with the fee rules before the form saves. */
export function FeeLinesItem({ field, source, params, ready }: FeeLinesItemProps) {
  const form = Form.useFormInstance();
  const status: unknown = Form.useWatch(source.statusKey ?? NO_FIELD, { form, preserve: true });
  // The order's maximum for OUTLAY lines, read like the status from the loaded record.
  const orderMaxAmount = orderMaxAmountOf(Form.useWatch(source.maxAmountKey ?? NO_FIELD, { form, preserve: true }));
  const showAmounts = useMenuStore((state) => canSeeFeeAmounts(state.codes));
  const configs = useCustom<FeeConfigsData>({ url: source.configsApi, method: 'get', errorNotification: false });
  const targetsUrl = fillApi(source.targetsApi, params);
  const targets = useCustom<{ list?: SettleTarget[] }>({
    url: targetsUrl ?? '',
    method: 'get',
    queryOptions: { enabled: targetsUrl !== undefined },
    errorNotification: false,
  });
  const configData = configs.result.data as FeeConfigsData | undefined;
  const feeConfigs = configData?.fee_configs ?? [];
  const targetList = (targets.result.data as { list?: SettleTarget[] } | undefined)?.list ?? [];
  // After a failed check every row shows its messages, not only the rows the user touched.
  const [checkFailed, setCheckFailed] = useState(false);
  const loaded = ready && !configs.query.isLoading && !(targetsUrl !== undefined && targets.query.isLoading);

  return (
    <Form.Item
      name={field.key}
      label={field.label}
      rules={[
        {
          validator: async (_rule, value: FeeLine[] | undefined) => {
            const message = firstFeeTableMessage(validateFeeTable(value ?? [], feeConfigs, {
              legacy: source.legacy,
              orderMaxAmount,
              amountsVisible: showAmounts,
            }));
            setCheckFailed(message !== undefined);
            if (message !== undefined) throw new Error(message);
          },
        },
      ]}
    >
      {loaded ? (
        <FeeTable
          configs={feeConfigs}
          targets={targetList}
          statuses={[typeof status === 'string' ? status : undefined]}
          stageRules={configData?.fee_stage_rules}
          minItems={configData?.fee_min_items}
          legacy={source.legacy}
          orderMaxAmount={orderMaxAmount}
          showAmounts={showAmounts}
          showAllErrors={checkFailed}
          showTableErrors={false}
        />
      ) : (
        <Spin />
      )}
    </Form.Item>
  );
}
