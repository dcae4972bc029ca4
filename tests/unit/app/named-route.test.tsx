import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isRouteName, type RouteName } from '../../../src/config/routes';
import { useOpenNamedRoute } from '../../../src/app/useOpenNamedRoute';

describe('named routes', () => {
  it('knows the named routes only', () => {
    expect(isRouteName('saasWaybillAllIndex')).toBe(true);
    expect(isRouteName('')).toBe(false);
    expect(isRouteName(undefined)).toBe(false);
    expect(isRouteName('toString')).toBe(false);
  });

  it("logs '路由名必须填写' for a missing name and goes nowhere; a named route opens with its query", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/my/wtoms']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => ({ open: useOpenNamedRoute(), location: useLocation() }), { wrapper });

    await result.current.open('' as RouteName, { nos: '260000000001' });
    expect(logged).toHaveBeenCalledWith('路由名必须填写', '');
    expect(result.current.location.pathname).toBe('/my/wtoms');

    await result.current.open('saasWaybillAllIndex', { nos: '260000000001' });
    await vi.waitFor(() => expect(result.current.location.pathname + result.current.location.search).toBe('/saas/waybill/all/index?nos=260000000001'));
    logged.mockRestore();
  });
});
