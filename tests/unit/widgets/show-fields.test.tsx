import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShowScreen } from '../../../src/screen-model/types';
import { ShowRenderer } from '../../../renderers/generic';
import { fakeProvider, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../generic/harness';

const LONG_GOODS = '北欧实木双人床一米八加厚款含床垫两只床头柜与安装配件';

const waybillShow: ShowScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'show',
  path: '/fixture/waybill/detail/:id',
  title: '运单详情',
  api: { resource: '/order/waybills' },
  sections: [
    {
      title: '订单信息',
      card: true,
      fields: [
        { key: 'order_no', label: '订单号' },
        { key: 'tags', label: '订单标签', format: { name: 'tag' } },
      ],
    },
    {
      title: '货物信息',
      fields: [
        { key: 'goods_name', label: '货物名称', ellipsis: true },
        { key: 'memo', label: '备注', ellipsis: 6 },
        { key: 'end_address', label: '详细地址' },
      ],
    },
  ],
};

function renderShow() {
  const main = fakeProvider('main').on('getOne', '/order/waybills', () => ({
    data: {
      id: 5,
      order_no: '250301100011',
      tags: [{ code: 'ABNORMAL' }, { code: 'SECOND_DOOR' }],
      goods_name: LONG_GOODS,
      memo: '请提前一小时电话联系',
      end_address: '浙江省杭州市西湖区文三路一百二十八号华星科技大厦东楼十二层',
    },
  }));
  renderScreen(<ShowRenderer descriptor={waybillShow} params={{ id: '5' }} />, {
    route: '/fixture/waybill/detail/:id',
    url: '/fixture/waybill/detail/5',
    main,
  });
}

setUpScreenTests();

describe('detail fields: truncation, order tags, card sections', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('truncates a show field after 20 characters (or its own length) with the whole text in a tooltip', async () => {
    const user = userEvent.setup({ delay: null });
    renderShow();
    const cut = await screen.findByText(`${Array.from(LONG_GOODS).slice(0, 20).join('')}...`);
    expect(screen.queryByText(LONG_GOODS)).toBeNull();
    expect(screen.getByText('请提前一小时...')).toBeInTheDocument();
    // A field without `ellipsis` shows its whole text.
    expect(screen.getByText('浙江省杭州市西湖区文三路一百二十八号华星科技大厦东楼十二层')).toBeInTheDocument();
    await user.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_GOODS);
  });

  it('shows order tags with their icons in a card section titled in its header', async () => {
    renderShow();
    const card = (await screen.findByTestId('show-section-card')) as HTMLElement;
    expect(within(card).getByText('订单信息').closest('.ant-card-head')).not.toBeNull();
    expect(within(card).getByText('250301100011')).toBeInTheDocument();
    const abnormal = within(card).getByText('异常').closest('.ant-tag');
    expect(abnormal).toHaveClass('ant-tag-error');
    expect(abnormal?.querySelector('.anticon-exclamation-circle')).not.toBeNull();
    expect(within(card).getByText('二次上门').closest('.ant-tag')).toHaveClass('ant-tag-warning');
    // The other section stays a plain titled description list outside the card.
    expect(within(card).queryByText('货物信息')).toBeNull();
    expect(screen.getByText('货物信息').closest('.ant-descriptions-header')).not.toBeNull();
  });
});
