/** The error catalogue of core spec §8 for answers outside 2xx and for requests with no answer. */
import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { COMPANY_NOT_APPROVED_MSG } from '../config/account';
import { HEADER_TOKEN, OTHER_ERROR_SECONDS } from '../config/constants';
import { MSG } from '../config/messages';
import { envelopeCode, readJsonObject, serverMessage } from './envelope';
import { ApiError } from './errors';
import type { TokenRefresher } from './refresh';
import type { Teller } from './tell';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the single replay of a request after a token refresh; its own 401 ends the session. */
    replayedAfterRefresh?: boolean;
  }
}

export interface FailureHandlerDeps {
  instance: AxiosInstance;
  tell: Teller;
  refresher: TokenRefresher;
  getToken: () => string | undefined;
  /** Whether a full URL is under the API base URL (only those requests carry the session). */
  isApiUrl: (fullUrl: string) => boolean;
  onForcedLogout: () => void;
  announceMaintenance: () => Promise<void>;
  isOnline: () => boolean;
  /** A company whose details are not approved yet called outside its review pages (the server's 403 says so). */
  onCompanyNotApproved?: () => void;
}

function sentToken(config: InternalAxiosRequestConfig): string | undefined {
  const value = AxiosHeaders.from(config.headers).get(HEADER_TOKEN);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function createFailureHandler(deps: FailureHandlerDeps): (error: unknown) => Promise<AxiosResponse> {
  const { instance, tell } = deps;

  function sessionEnded(response: AxiosResponse | undefined, cause: unknown): ApiError {
    return new ApiError({ status: 401, msg: MSG.sessionExpiredTitle, notified: true, response, cause });
  }

  /** 401 of an API request that carried a token: refresh once, replay once. */
  async function renewAndReplay(config: InternalAxiosRequestConfig, error: AxiosError): Promise<AxiosResponse> {
    const fullUrl = instance.getUri(config);
    if (config.replayedAfterRefresh || deps.refresher.isRefreshUrl(fullUrl)) {
      deps.onForcedLogout();
      throw sessionEnded(error.response, error);
    }
    const current = deps.getToken();
    // A token newer than the one this request carried means another request already refreshed.
    if (!current || current === sentToken(config)) {
      try {
        await deps.refresher.refresh();
      } catch (cause) {
        throw sessionEnded(error.response, cause);
      }
    }
    // The request interceptor puts the then-current token on the replay.
    return instance.request({ ...config, replayedAfterRefresh: true });
  }

  async function noResponse(error: AxiosError): Promise<never> {
    const msg = deps.isOnline() ? error.message : MSG.offline;
    tell.error(msg, OTHER_ERROR_SECONDS);
    throw new ApiError({ status: 0, msg, notified: true, cause: error });
  }

  async function withResponse(error: AxiosError, response: AxiosResponse): Promise<AxiosResponse> {
    const config = error.config;
    const isSessionRequest = config !== undefined && deps.isApiUrl(instance.getUri(config)) && sentToken(config) !== undefined;
    if (response.status === 401 && config && isSessionRequest) return renewAndReplay(config, error);

    const body = await readJsonObject(response.data);
    const fromServer = serverMessage(body);
    if (response.status === 403 && fromServer === COMPANY_NOT_APPROVED_MSG && deps.onCompanyNotApproved) {
      // Not an error of this page: the company goes to where its review stands.
      deps.onCompanyNotApproved();
      throw new ApiError({ status: 403, code: envelopeCode(body), msg: fromServer, notified: true, response, cause: error });
    }
    let msg: string;
    switch (response.status) {
      case 400:
        msg = fromServer ?? MSG.badRequest;
        tell.warning(msg);
        break;
      case 402:
        msg = MSG.duplicateSubmit;
        tell.warning(msg);
        break;
      case 503:
        msg = MSG.maintenanceTitle;
        await deps.announceMaintenance().catch(() => undefined);
        break;
      default:
        // Includes a 401 of a request that carried no session (login, foreign URL): nothing to refresh.
        msg = fromServer ?? error.message;
        tell.error(msg, OTHER_ERROR_SECONDS);
    }
    throw new ApiError({ status: response.status, code: envelopeCode(body), msg, notified: true, response, cause: error });
  }

  return async (error) => {
    if (error instanceof ApiError) throw error;
    if (!axios.isAxiosError(error)) {
      throw new ApiError({ status: 0, msg: error instanceof Error ? error.message : String(error), notified: false, cause: error });
    }
    if (axios.isCancel(error) || error.code === 'ERR_CANCELED') {
      // The caller gave up (page left, newer query): nothing to tell the user.
      throw new ApiError({ status: 0, msg: error.message, notified: false, canceled: true, cause: error });
    }
    return error.response ? withResponse(error, error.response) : noResponse(error);
  };
}
