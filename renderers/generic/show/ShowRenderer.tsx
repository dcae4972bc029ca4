import { Button, Card, Descriptions, Grid, Result, Skeleton, Space, Typography } from 'antd';
import { useShow } from '@refinedev/core';
import { useNavigate } from 'react-router';
import type { SectionTimeline, ShowScreen, ShowSection } from '../../../src/screen-model/types';
import { useWorkflowsReady } from '../../../src/workflow/registry';
import { workflowsOfActions } from '../../../src/workflow/screen-actions';
import { useT } from '../../../src/i18n';
import { isNotFoundError } from '../../../src/http/not-found';
import { useOperationGate } from '../../../src/app/useOperationGate';
import { grantedCalls } from '../../../src/access/granted-actions';
import { CallButton } from '../actions/CallButton';
import { PrintButton } from '../../print/PrintButton';
import { dialogLoadQuery, idPayload } from '../actions/call';
import { When } from '../actions/When';
import { ellipsisLength, renderValue } from '../formatters';
import { dataProviderName, fillApi, fillRoute, getPath, recordMeta, rowId, type Row } from '../paths';
import { NestedTables } from './NestedTables';
import { descriptionSpans } from './description-spans';
import { ScreenTitle } from '../ScreenTitle';
import { LazyRecordTransitions } from '../workflow/lazy';
import { TrackTimeline } from './TrackTimeline';

/** Facts of a record still loading: conditional actions stay hidden until it arrives. */
const EMPTY_RECORD: Readonly<Record<string, unknown>> = {};

export interface ShowRendererProps {
  descriptor: ShowScreen;
  /** Route parameters of the current route; `id` names the record. */
  params: Record<string, string | undefined>;
  /**
   * Shown inside another screen (a quick view drawer beside a list): no back button, and at most this
   * many description columns.
   */
  embedded?: { columns: 1 | 2 };
}

/** Description columns by viewport: one on a phone, two from antd's sm, three from lg. */
function useDescriptionColumns(): number {
  const screens = Grid.useBreakpoint();
  return screens.lg ? 3 : screens.sm ? 2 : 1;
}

/**
 * A timeline section: its title, as a description list's title looks (not a heading, as theirs are not),
 * above the record's track; a region named by its title.
 */
function TimelineView({ section, record }: { section: ShowSection & { timeline: SectionTimeline }; record: Row }) {
  return (
    <section style={{ marginBottom: 24 }} aria-label={section.title}>
      {!section.card && <Typography.Text strong style={{ display: 'block', fontSize: 16, marginBottom: 20 }}>{section.title}</Typography.Text>}
      <TrackTimeline value={getPath(record, section.timeline.key)} />
    </section>
  );
}

function SectionView({ section, record, columns }: { section: ShowSection; record: Row; columns?: number }) {
  const viewportColumns = useDescriptionColumns();
  const column = Math.min(columns ?? viewportColumns, viewportColumns);
  const fields = section.fields ?? [];
  const spans = descriptionSpans(fields.map((field) => field.span), column);
  const descriptions = section.timeline ? <TimelineView section={{ ...section, timeline: section.timeline }} record={record} /> : (
    <Descriptions
      bordered
      title={section.card ? undefined : section.title}
      column={column}
      style={{ marginBottom: 24 }}
      // One value may be shown twice (an amount in figures and in capitals): the label keeps keys apart.
      items={fields.map((field, index) => ({
        key: `${field.key}:${field.label}`,
        label: field.label,
        span: spans[index],
        children: renderValue(getPath(record, field.key), field.format, { record, ellipsis: ellipsisLength(field.ellipsis) }),
      }))}
    />
  );
  // A card section: the section's own container, titled in its header.
  return section.card ? (
    <Card size="small" title={section.title} style={{ marginBottom: 24 }} data-testid="show-section-card">
      {descriptions}
    </Card>
  ) : (
    descriptions
  );
}

/** A detail screen: the record's sections and nested tables, with call, print, edit and back buttons. */
/**
 * The detail card's head: the title keeps its whole width (antd would shrink it to "运单详…" beside many
 * buttons, e.g. in a 720 px quick-view drawer) and the buttons wrap onto more lines instead.
 */
const DETAIL_HEAD_STYLES = {
  title: { flex: '1 0 auto', overflow: 'visible' },
  extra: { flex: '0 1 auto', minWidth: 0, paddingBlock: 8 },
} as const;

export function ShowRenderer({ descriptor, params, embedded }: ShowRendererProps) {
  const t = useT();
  const navigate = useNavigate();
  const { query } = useShow<Row>({
    resource: descriptor.api.resource,
    id: params.id,
    dataProviderName: dataProviderName(descriptor.api),
    meta: recordMeta(descriptor.api, params),
    queryOptions: { enabled: params.id !== undefined },
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  const record = query.data?.data;

  const back = () => (descriptor.backTo ? navigate(fillRoute(descriptor.backTo, params)) : navigate(-1));
  // Buttons follow the operation codes of the account's menu entry for this screen; 编辑 needs 'edit'.
  const allows = useOperationGate(descriptor);
  // A record the server did not give (not found, another company's, failed): nothing to act on but 返回.
  const missing = !query.isLoading && !record;
  const actions = missing ? [] : grantedCalls(descriptor.actions ?? [], allows);
  const links = missing ? [] : (descriptor.links ?? []);
  const editTo = !missing && allows('edit') ? descriptor.editTo : undefined;
  // Workflow buttons: the transitions the record allows this account, once their workflows are loaded.
  useWorkflowsReady(workflowsOfActions(descriptor.actions));

  return (
    <Card
      title={<ScreenTitle style={{ margin: 0 }}>{descriptor.title}</ScreenTitle>}
      styles={DETAIL_HEAD_STYLES}
      extra={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          {actions.map((action) =>
            action.action === 'transition' || action.action === 'transitions' ? (
              <LazyRecordTransitions
                key={action.action === 'transition' ? `transition:${action.workflow}:${action.transition}` : `transitions:${action.workflow}`}
                action={action}
                record={record}
                screen={descriptor}
                dataProviderName={dataProviderName(descriptor.api)}
                variant="button"
              />
            ) : action.action === 'print' ? (
              <When key={`print:${action.template}:${action.label}`} condition={action.visibleWhen} facts={record ?? EMPTY_RECORD}>
                <PrintButton action={action} records={record ? [record] : []} variant="button" />
              </When>
            ) : (
              <When key={`call:${action.api}:${action.label}`} condition={action.visibleWhen} facts={record ?? EMPTY_RECORD}>
                <CallButton
                  action={action}
                  url={record ? fillApi(action.api, record, params) : undefined}
                  payload={idPayload(action, (record && rowId(record)) ?? params.id)}
                  loadQuery={record ? dialogLoadQuery(action, record, params) : undefined}
                  dataProviderName={dataProviderName(descriptor.api)}
                  variant="button"
                  onDone={() => void query.refetch()}
                />
              </When>
            ),
          )}
          {links.map((link) => (
            <When key={`link:${link.to}`} condition={link.visibleWhen} facts={record ?? EMPTY_RECORD}>
              <Button disabled={!record} onClick={() => navigate(fillRoute(link.to, record))}>
                {link.label}
              </Button>
            </When>
          ))}
          {editTo && (
            <Button type="primary" disabled={!record} onClick={() => navigate(fillRoute(editTo, record, { id: params.id }))}>
              {t('generic.edit')}
            </Button>
          )}
          {!embedded && <Button onClick={() => void back()}>{t('generic.back')}</Button>}
        </Space>
      }
    >
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : record ? (
        <>
          {descriptor.sections.map((section) => <SectionView key={section.title} section={section} record={record} columns={embedded?.columns} />)}
          <NestedTables tables={descriptor.nested ?? []} record={record} recordId={params.id} />
        </>
      ) : (
        <Result status="warning" title={t(query.isError && !isNotFoundError(query.error) ? 'generic.loadFailed' : 'generic.notFound')} />
      )}
    </Card>
  );
}
