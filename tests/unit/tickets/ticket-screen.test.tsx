import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import type { AxiosResponse } from 'axios';
import { TicketScreenWith } from '../../../renderers/ticket/TicketScreen';
import { useMenuStore } from '../../../src/access/menu-store';
import { ApiError } from '../../../src/http/errors';
import { useLanguageStore } from '../../../src/i18n';
import { clearSession, setUser } from '../../../src/session/token-store';
import type { TicketApi } from '../../../src/tickets/api';
import type { Ticket, TicketSchema, TicketUpdateBody } from '../../../src/tickets';
import { COMPENSATE_SCHEMA, EXECUTIVE_ID, OTHER_ID, orderFixture, ticketFixture } from './fixtures';

useLanguageStore.setState({ language: 'zh' });

/** antd puts a space between the two characters of a two-character Chinese button label. */
const label = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

type Calls = { [K in keyof TicketApi]?: TicketApi[K] };

/** A TicketApi answering only what a test gives; any other call is recorded and fails the test. */
function fakeApi(answers: Calls) {
  const unexpected: string[] = [];
  const calls: Array<{ name: string; args: unknown[] }> = [];
  const api = new Proxy({} as TicketApi, {
    get: (_target, name: string) => async (...args: unknown[]) => {
      calls.push({ name, args });
      const answer = answers[name as keyof TicketApi] as ((...a: unknown[]) => Promise<unknown>) | undefined;
      if (!answer) {
        unexpected.push(name);
        throw new Error(`unexpected ticket call ${name}`);
      }
      return answer(...args);
    },
  });
  return { api, unexpected, calls };
}

/** The calls a loaded ticket makes, answered with the fixtures. */
function loadedTicket(ticket: Ticket, schema: TicketSchema = COMPENSATE_SCHEMA): Calls {
  return {
    getTicket: async () => ticket,
    getSchema: async () => schema,
    getOrder: async () => orderFixture(),
    getSettleTargets: async () => ({ list: [{ id: 1101, name: '宜家家居', type: 'CONSIGNOR' }], PRODUCTS: [{ code: 'P1', name: '沙发', quantity: 1 }] }),
    getComments: async () => [{ id: 1, ticket_id: 7, content: '客户来电催促', user_id: 9, user_name: '客服小李', created_at: '2025-01-01 10:00' }],
    getSupplyChainRoleTitle: async () => '服务商',
    getBindings: async () => [],
    getPartnerContacts: async () => [{ resource_id: 1101, name: '张经理', phone: '13800000000' }],
    hasReceivableWriteOff: async () => false,
  };
}

let fake: ReturnType<typeof fakeApi>;

function renderScreen(answers: Calls, userId: number, params: Record<string, string> = { id: '7' }) {
  setUser({ id: userId, name: 'u', uname: 'u', display_name: 'u' });
  fake = fakeApi(answers);
  return render(
    <App>
      <MemoryRouter>
        <TicketScreenWith api={fake.api} params={params} />
      </MemoryRouter>
    </App>,
  );
}

beforeEach(() => {
  useMenuStore.setState({ codes: new Set(['BANG_FEE_SHOW']) });
});
afterEach(() => {
  cleanup();
  clearSession();
  expect(fake.unexpected).toEqual([]);
});

describe('TicketScreen', () => {
  it('warns the person who may change the fees when the order’s receivable is written off', async () => {
    renderScreen({ ...loadedTicket(ticketFixture({ status: 'IN_PROGRESS' })), hasReceivableWriteOff: async () => true }, EXECUTIVE_ID);
    expect(await screen.findByTestId('ticket-written-off')).toHaveTextContent('该订单应收已核销，调整费用前请先与财务确认');
    const asked = fake.calls.filter((call) => call.name === 'hasReceivableWriteOff');
    expect(asked.map((call) => call.args)).toEqual([[orderFixture().order_no]]);
  });

  it('neither asks nor warns a viewer, who cannot change the fees', async () => {
    renderScreen({ ...loadedTicket(ticketFixture({ status: 'IN_PROGRESS' })), hasReceivableWriteOff: async () => true }, OTHER_ID);
    expect(await screen.findByText('查看者')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-written-off')).not.toBeInTheDocument();
    expect(fake.calls.some((call) => call.name === 'hasReceivableWriteOff')).toBe(false);
  });

  it('shows a viewer the ticket, its order and comments, but no action buttons', async () => {
    renderScreen(loadedTicket(ticketFixture({ status: 'IN_PROGRESS' })), OTHER_ID);
    expect(await screen.findByText('理赔工单')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('处理中');
    expect(screen.getByText('查看者')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-limitation')).toHaveTextContent('临近时效');
    expect(await screen.findByText('张经理 13800000000')).toBeInTheDocument();
    expect(screen.getByText('客户来电催促')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-actions')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });

  it('a failed save shows the response msg and keeps what the user typed', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: TicketUpdateBody[] = [];
    renderScreen(
      {
        ...loadedTicket(ticketFixture({ status: 'IN_PROGRESS' })),
        updateTicket: async (_id, body) => {
          bodies.push(body);
          throw new ApiError({ status: 200, msg: '工单状态已变更，请刷新', notified: false, response: { status: 200, data: { code: 1, msg: '工单状态已变更，请刷新' } } as AxiosResponse });
        },
      },
      EXECUTIVE_ID,
    );
    const save = await screen.findByRole('button', { name: label('保存') });
    expect(screen.getByText('处理人')).toBeInTheDocument();
    const evidence = screen.getByLabelText('凭证说明');
    await user.type(evidence, '破损照片已上传');
    await user.click(save);
    expect(await screen.findByTestId('ticket-save-error')).toHaveTextContent('工单状态已变更，请刷新');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ action: 'save', payload: { evidence: '破损照片已上传', reason: 'DAMAGED' } });
    expect(screen.getByLabelText('凭证说明')).toHaveValue('破损照片已上传');
    // No reload after a failure: the ticket was fetched once.
    expect(fake.calls.filter((call) => call.name === 'getTicket')).toHaveLength(1);
  });

  it('saves on the version it loaded, and someone else\'s change in between shows the conflict and keeps the input', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: TicketUpdateBody[] = [];
    const conflict = '该记录已被他人修改，请刷新后重试';
    renderScreen(
      {
        ...loadedTicket(ticketFixture({ status: 'IN_PROGRESS', version: 4 })),
        updateTicket: async (_id, body) => {
          bodies.push(body);
          throw new ApiError({ status: 409, msg: conflict, notified: true, response: { status: 409, data: { code: '409', msg: conflict } } as AxiosResponse });
        },
      },
      EXECUTIVE_ID,
    );
    const save = await screen.findByRole('button', { name: label('保存') });
    await user.type(screen.getByLabelText('凭证说明'), '补充说明');
    await user.click(save);
    expect(await screen.findByTestId('ticket-save-error')).toHaveTextContent(conflict);
    expect(bodies).toEqual([expect.objectContaining({ action: 'save', version: 4 })]);
    expect(screen.getByLabelText('凭证说明')).toHaveValue('补充说明');
  });

  it('shows 获取工单Schema失败 with the reason when the schema does not load', async () => {
    renderScreen(
      {
        ...loadedTicket(ticketFixture()),
        getSchema: async () => {
          throw new ApiError({ status: 404, msg: '工单模板不存在', notified: true });
        },
      },
      EXECUTIVE_ID,
    );
    expect(await screen.findByText('获取工单Schema失败: 工单模板不存在')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-actions')).not.toBeInTheDocument();
  });

  it('shows the executive the actions the rules grant and recomputes them after a form change', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(loadedTicket(ticketFixture({ status: 'IN_PROGRESS', payload: { reason: 'DAMAGED', compensate_type: 'FREIGHT' } })), EXECUTIVE_ID);
    const bar = await screen.findByTestId('ticket-actions');
    expect(within(bar).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['保存', '完成', '退运费', '补录订单费用', '提交财务审核']);
    expect(screen.queryByLabelText('理赔金额')).not.toBeInTheDocument();
    // Picking 理赔方式 MONEY shows the compensation amount and the 理赔 action, after the debounce.
    const select = screen.getByLabelText('理赔方式');
    await user.selectOptions(select, 'MONEY').catch(async () => {
      // antd's select is not a native select: open it and pick the option.
      await user.click(select);
      await user.click(await screen.findByTitle('MONEY'));
    });
    await waitFor(() => expect(within(screen.getByTestId('ticket-actions')).getByRole('button', { name: label('理赔') })).toBeInTheDocument(), { timeout: 2000 });
    expect(screen.getByLabelText('理赔金额')).toBeInTheDocument();
  });

  it('lets an account that may not see amounts accept a ticket whose fee lines arrive masked (***)', async () => {
    const user = userEvent.setup({ delay: null });
    useMenuStore.setState({ codes: new Set(['IS_AFTER_SALES_SUPERVISOR']) });
    const bodies: TicketUpdateBody[] = [];
    const masked = {
      direction: 'OUTLAY' as const, code: 'COMPENSATE_FEE', code_name: '理赔费', settle_target_id: 1101, settle_target_name: '宜家家居',
      settle_target_type: 'CONSIGNOR', amount: '***', settlement_method_code: 'MONTHLY', settlement_method_name: '月结',
    };
    renderScreen(
      {
        ...loadedTicket(ticketFixture({ status: 'SUBMITTED', fee_lines: [masked] })),
        updateTicket: async (_id, body) => {
          bodies.push(body);
        },
      },
      OTHER_ID,
    );
    await user.click(await screen.findByRole('button', { name: label('受理') }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ action: 'accept' });
    expect(screen.queryByText('请检查表单内容')).not.toBeInTheDocument();
    expect(screen.queryByText('请输入有效数字')).not.toBeInTheDocument();
  });

  it('names the person raising a new ticket as its creator, not a viewer', async () => {
    renderScreen(loadedTicket(ticketFixture()), OTHER_ID, { schemaId: '4', orderId: '300' });
    expect(await screen.findByText('创建人')).toBeInTheDocument();
    expect(screen.queryByText('查看者')).not.toBeInTheDocument();
  });

  it('says a completed ticket is completed, not 完成成功', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen({ ...loadedTicket(ticketFixture({ status: 'IN_PROGRESS' })), updateTicket: async () => undefined }, EXECUTIVE_ID);
    await user.click(await screen.findByRole('button', { name: label('完成') }));
    expect(await screen.findByText('工单已完成')).toBeInTheDocument();
    expect(screen.queryByText('完成成功')).not.toBeInTheDocument();
  });
});
