import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_NOT_APPROVED_MSG, EDIT_COMPANY_PATH, EXAMINING_PATH } from '../../../src/config/account';
import { ApiError } from '../../../src/http/errors';
import { createCompanyReviewRedirect } from '../../../src/session/company-review';
import { ACCOUNT_MESSAGES } from '../../../server/accounts/account-messages';
import { makeClient, rejectionOf } from './support/fakes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('a call refused because the company\'s details are not approved yet', () => {
  it('is the server\'s refusal, word for word', () => {
    expect(COMPANY_NOT_APPROVED_MSG).toBe(ACCOUNT_MESSAGES.companyNotApproved);
  });

  it('sends the company to its review status, once, instead of showing an error', async () => {
    server.route('GET', '/api/order/waybills', { status: 403, body: { code: '403', msg: COMPANY_NOT_APPROVED_MSG } });
    server.route('GET', '/api/notify/history', { status: 403, body: { code: '403', msg: COMPANY_NOT_APPROVED_MSG } });
    const onCompanyNotApproved = vi.fn();
    const { client, notifier, onForcedLogout } = makeClient(server, { onCompanyNotApproved });
    for (const path of ['/order/waybills', '/notify/history']) {
      const error = await rejectionOf(client.get(path));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 403, code: '403', msg: COMPANY_NOT_APPROVED_MSG, notified: true });
    }
    expect(onCompanyNotApproved).toHaveBeenCalledTimes(1);
    expect(notifier.calls).toEqual([]);
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('leaves any other 403 to the error catalogue', async () => {
    server.route('POST', '/api/system/roles', { status: 403, body: { code: '403', msg: '无权访问：当前账号没有该操作的权限' } });
    const onCompanyNotApproved = vi.fn();
    const { client, notifier } = makeClient(server, { onCompanyNotApproved });
    await rejectionOf(client.post('/system/roles', {}));
    expect(onCompanyNotApproved).not.toHaveBeenCalled();
    expect(notifier.calls).toEqual([{ kind: 'error', text: '无权访问：当前账号没有该操作的权限', seconds: 5 }]);
  });
});

describe('the redirect to the review status', () => {
  it('loads the review status page once, and never from a review page itself', () => {
    const reload = vi.fn();
    let path = '/my/wtoms';
    const redirect = createCompanyReviewRedirect({ currentPath: () => path, reload });
    redirect();
    redirect();
    expect(reload.mock.calls).toEqual([[EXAMINING_PATH]]);

    const onReviewPage = vi.fn();
    path = EDIT_COMPANY_PATH;
    createCompanyReviewRedirect({ currentPath: () => path, reload: onReviewPage })();
    expect(onReviewPage).not.toHaveBeenCalled();
  });
});
