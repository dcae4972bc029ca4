/** Checks of 2xx answers: an envelope that reports failure becomes an ApiError after a warning. */
import type { AxiosResponse } from 'axios';
import { SUCCESS_CODE } from '../config/constants';
import { MSG } from '../config/messages';
import { envelopeCode, readJsonObject, serverMessage } from './envelope';
import { ApiError } from './errors';
import type { Teller } from './tell';

export type SuccessCheck = (response: AxiosResponse) => Promise<AxiosResponse>;

function rejectWithWarning(tell: Teller, response: AxiosResponse, code: string | undefined, text: string | undefined): never {
  const msg = text ?? MSG.serverBusy;
  tell.warning(msg);
  throw new ApiError({ status: response.status, code, msg, notified: true, response });
}

/** Main client: success is code '0' (compared as a string); an absent code is a failure too. */
export function checkMainEnvelope(tell: Teller): SuccessCheck {
  return async (response) => {
    const body = await readJsonObject(response.data);
    if (!body) return response; // files, text and lists carry no envelope
    const code = envelopeCode(body);
    if (code === SUCCESS_CODE) return response;
    return rejectWithWarning(tell, response, code, serverMessage(body));
  };
}

/** Table client: { success, data, totalItem }; only an explicit success: false is a failure. */
export function checkTableEnvelope(tell: Teller): SuccessCheck {
  return async (response) => {
    const body = await readJsonObject(response.data);
    if (body?.success !== false) return response;
    return rejectWithWarning(tell, response, envelopeCode(body), serverMessage(body));
  };
}

/**
 * Generic remote select (widgets spec §7 "Generic selects": reads success and data): a list url of any
 * backend answering { success, data }, or the main envelope. success: true, or code '0' without a
 * success flag, is an answer; success: false, or another code, is a failure.
 */
export function checkRemoteSelectEnvelope(tell: Teller): SuccessCheck {
  return async (response) => {
    const body = await readJsonObject(response.data);
    if (!body) return response;
    if (body.success === true) return response;
    if (body.success === undefined && envelopeCode(body) === SUCCESS_CODE) return response;
    return rejectWithWarning(tell, response, envelopeCode(body), serverMessage(body));
  };
}
