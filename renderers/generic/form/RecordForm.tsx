import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Col, Divider, Form, Row as GridRow, Space, Spin } from 'antd';
import { useForm } from '@refinedev/antd';
import { useDataProvider, type HttpError } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { scrollShownScreenToTop } from '../../../src/app/useTabScroll';
import { useLeaveGuard } from '../../../src/app/tab-context';
import { SECTION_COLUMNS } from '../../../src/config/display';
import type { FormField, FormScreen } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { storeLoginReply, type LoginReplyData } from '../../../src/session/login-reply';
import { editTitle } from '../../../src/screen-model/titles';
import { hiddenFormKeys } from '../../../src/screen-model/field-writes';
import { dataProviderName, fillRoute, type Row } from '../paths';
import { FeeLinesItem } from './FeeLinesItem';
import { FieldItem } from './FieldItem';
import { FormFrame } from './FormFrame';
import { useOrderNoLookup } from './useOrderNoLookup';
import { useServerCheck } from './useServerCheck';
import { useProductCodeLookup } from './useProductCodeLookup';
import { defaultValues, errorText, submittedValues, type FormValues } from './values';
import { useFormName } from '../useFormName';
import { useBasedOnVersion } from './useBasedOnVersion';
import { staleVersionText, withVersion } from '../../../src/data/record-version';
import './version-messages';
import { orderLookupValues, productFillValues, type ProductMatch, type WaybillMatch } from '../../../src/validators';

export interface RecordFormProps {
  descriptor: FormScreen;
  params: Record<string, string | undefined>;
  /** Values of a form with `load`: it then creates (POSTs) from them rather than editing a record by `:id`. */
  loaded?: FormValues;
}

const GRID_UNITS = 24;

/** Responsive column widths of a field spanning 1–3 grid columns; a narrow form has one field per row. */
function colSpans(field: FormField, narrow: boolean) {
  if (narrow) return { xs: GRID_UNITS };
  const span = Math.min(Math.max(field.span ?? 1, 1), SECTION_COLUMNS);
  const unit = GRID_UNITS / SECTION_COLUMNS;
  return { xs: GRID_UNITS, md: Math.min(GRID_UNITS, span * unit * 1.5), lg: span * unit };
}

/** The form itself: sections of validated fields saving through Refine's useForm. */
export function RecordForm({ descriptor, params, loaded }: RecordFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const findWaybill = useOrderNoLookup();
  const checkOnServer = useServerCheck();
  const dataProvider = useDataProvider();
  const findProduct = useProductCodeLookup();
  const isEdit = loaded === undefined && params.id !== undefined && params.id !== '';
  const narrow = descriptor.layout === 'narrow';
  const [failure, setFailure] = useState<string>();
  // The values typed so far: Refine's useForm resets the fields whenever its effects run again
  // (e.g. a screen mounted again under React's StrictMode), and resets return to the initial values.
  const [draft, setDraft] = useState<FormValues | null>(null);
  const [saves, setSaves] = useState(0);
  // With `confirmLeave`, typed and unsaved input makes leaving the tab ask first.
  const reportDirty = useLeaveGuard(descriptor.confirmLeave === true);

  const { form, formProps, onFinish, query, mutation } = useForm<Row, HttpError, FormValues>({
    resource: descriptor.api.resource,
    dataProviderName: dataProviderName(descriptor.api),
    action: isEdit ? 'edit' : 'create',
    id: isEdit ? params.id : undefined,
    // Create and update calls other than the collection's own (api.create, api.update); an edit reads the
    // record by api.get when the descriptor names one.
    meta: isEdit
      ? { ...(descriptor.api.update ? { updatePath: descriptor.api.update } : {}), ...(descriptor.api.get ? { getPath: descriptor.api.get } : {}) }
      : descriptor.api.create ? { createPath: descriptor.api.create } : undefined,
    redirect: false,
    mutationMode: 'pessimistic',
    successNotification: () => ({ type: 'success', message: descriptor.successMessage ?? t('generic.saveSuccess') }),
    // Server errors are toasted by the HTTP layer; the form shows them inline as well.
    errorNotification: false,
  });

  // A found waybill writes its order_id and status into the form's root data (widgets spec §3).
  const fields = useMemo(() => descriptor.sections.flatMap((section) => section.fields), [descriptor]);
  const ownKeys = useMemo(() => new Set(fields.map((field) => field.key)), [fields]);
  const services = useMemo(
    () => ({
      findWaybill,
      checkOnServer,
      onWaybillFound: (match: WaybillMatch) => {
        form.setFields(Object.entries(orderLookupValues(match, ownKeys)).map(([name, value]) => ({ name, value })));
        setDraft(form.getFieldsValue(true) as FormValues);
      },
      // A found product fills the fields its code rule names (goods name, package count, weight…).
      findProduct,
      onProductFound: (match: ProductMatch, fill: Readonly<Record<string, string>>) => {
        form.setFields(Object.entries(productFillValues(match, fill)).map(([name, value]) => ({ name, value })));
        setDraft(form.getFieldsValue(true) as FormValues);
      },
    }),
    [findWaybill, checkOnServer, findProduct, form, ownKeys],
  );

  const record = query?.data?.data;
  // An edit sends the version it was loaded at; a stale one is refused (409) and the input stays.
  const basedOn = useBasedOnVersion(isEdit ? record : undefined, draft !== null);
  const base = useMemo(
    () => (isEdit ? (record ?? {}) : { ...defaultValues(descriptor), ...loaded }),
    [isEdit, record, descriptor, loaded],
  );

  useEffect(() => {
    // After a save the screen starts afresh from the saved record or the defaults.
    if (saves > 0) form.resetFields();
  }, [saves, form]);

  const returnTo = fillRoute(descriptor.returnTo, params);
  const cancelTo = descriptor.cancel ? fillRoute(descriptor.cancel.to, params) : returnTo;
  const [checking, setChecking] = useState(false);
  /** A create asks `createCheck` first; a refusal (e.g. the sub-account limit) keeps the form as typed. */
  const createAllowed = async (): Promise<boolean> => {
    if (isEdit || !descriptor.createCheck) return true;
    setChecking(true);
    try {
      await dataProvider(dataProviderName(descriptor.api)).custom?.({ url: descriptor.createCheck, method: 'get' });
      return true;
    } catch (error) {
      // The HTTP layer has toasted the server's msg; the form says it too, beside the input it keeps.
      setFailure(errorText(error) ?? t('generic.saveFailed'));
      return false;
    } finally {
      setChecking(false);
    }
  };
  const submit = async (values: FormValues) => {
    setFailure(undefined);
    if (!(await createAllowed())) return;
    let response;
    try {
      response = await onFinish(withVersion(submittedValues(descriptor, values), basedOn));
    } catch (error) {
      // The typed values stay (draft); a stale save says so, whatever the transport's own wording.
      setFailure(staleVersionText(error, () => t('record.staleVersion')) ?? errorText(error) ?? t('generic.saveFailed'));
      return;
    }
    if (descriptor.afterSave === 'storeSession' && !storeLoginReply(response?.data as LoginReplyData | undefined)) {
      setFailure(t('generic.saveFailed'));
      return;
    }
    setDraft(null);
    setSaves((count) => count + 1);
    // Saved: leaving no longer asks (reported before the navigation below is checked).
    reportDirty(false);
    // A create form stays open in its tab, emptied for the next record: from its top, not its 保存 button.
    if (!isEdit) scrollShownScreenToTop();
    navigate(returnTo);
  };

  const formName = useFormName('record');
  // Names and `fill` fields the pickers write beside their ids, the labels loaded selects write beside
  // their codes (optionLabelKey), the order lookup's order_id and status and a product code's `fill`
  // keys: registered so they are saved too (src/screen-model/field-writes.ts says which).
  const hiddenKeys = useMemo(() => hiddenFormKeys(fields), [fields]);
  const loading = isEdit && (query?.isLoading ?? false);
  return (
    <FormFrame layout={descriptor.layout} title={isEdit ? editTitle(descriptor.title) : descriptor.title}>
      <Spin spinning={loading}>
        <Form<FormValues>
          {...formProps}
          name={formName}
          layout="vertical"
          disabled={loading}
          initialValues={draft ?? base}
          onValuesChange={(changed, all) => {
            formProps.onValuesChange?.(changed, all);
            setDraft(form.getFieldsValue(true) as FormValues);
            reportDirty(true);
          }}
          onFinish={(values) => void submit(values)}
        >
          {descriptor.sections.map((section, index) => (
            <div key={section.title ?? index}>
              {section.title && <Divider orientation="left">{section.title}</Divider>}
              <GridRow gutter={16}>
                {section.fields
                  .filter((field) => !(isEdit && field.createOnly))
                  .map((field) => (
                    <Col key={field.key} {...colSpans(field, narrow)}>
                      {field.widget === 'feeLines' && field.fees ? (
                        <FeeLinesItem field={field} source={field.fees} params={params} ready={!loading} />
                      ) : (
                        <FieldItem field={field} disabled={isEdit && field.readOnlyOnUpdate === true} services={services} />
                      )}
                    </Col>
                  ))}
              </GridRow>
            </div>
          ))}
          {hiddenKeys.map((key) => (
            <Form.Item key={key} name={key} hidden noStyle>
              <input type="hidden" />
            </Form.Item>
          ))}
          {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
          <Space>
            <Button type="primary" htmlType="submit" loading={checking || mutation.isPending}>
              {descriptor.submitLabel ?? t('generic.save')}
            </Button>
            <Button disabled={false} onClick={() => void navigate(cancelTo)}>
              {descriptor.cancel?.label ?? t('generic.cancel')}
            </Button>
          </Space>
        </Form>
      </Spin>
    </FormFrame>
  );
}
