import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CenteredPage } from '../../../renderers/generic/CenteredPage';
import { FormFrame } from '../../../renderers/generic/form/FormFrame';
import { ScreenTitle } from '../../../renderers/generic/ScreenTitle';

/** Every screen names itself with the page's one level-1 heading; the page's main landmark is the shell's or the public screen's. */
describe('screen titles and landmarks', () => {
  it('draws a screen title as a level-1 heading at the size of an h4', () => {
    render(<ScreenTitle>全部订单</ScreenTitle>);
    const heading = screen.getByRole('heading', { level: 1, name: '全部订单' });
    expect(heading.style.fontSize).toBe('20px');
  });

  it('gives a form in the screen area and an account page a level-1 heading', () => {
    const { unmount } = render(<FormFrame layout="page" title="新增角色">表单</FormFrame>);
    expect(screen.getByRole('heading', { level: 1, name: '新增角色' })).toBeInTheDocument();
    unmount();
    render(<FormFrame layout="narrow" title="忘记密码">表单</FormFrame>);
    expect(screen.getByRole('heading', { level: 1, name: '忘记密码' })).toBeInTheDocument();
  });

  it('leaves the main landmark to the page around an account page, so a public screen has exactly one', () => {
    render(
      <main>
        <CenteredPage title="账号审核">内容</CenteredPage>
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    // Only the screen's title is a heading; the brand above the card is not.
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['账号审核']);
  });
});
