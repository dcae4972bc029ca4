/** Turns the data of a login-like reply (POST /login/login, a sign-up that logs in) into the stored session. */
import { setMainUserFlag, setTokens, setUser, type LoginUser } from './token-store';

export interface LoginReplyData {
  token?: string;
  access_token?: string;
  refresh_token?: string;
  user?: LoginUser;
}

/** Stores the tokens and the login user a reply carries; false (nothing stored) when it carries no token. */
export function storeLoginReply(data: LoginReplyData | undefined): boolean {
  const token = data?.access_token ?? data?.token;
  if (!token) return false;
  setTokens({ accessToken: token, refreshToken: data?.refresh_token });
  if (data?.user) {
    setUser(data.user);
    const isMain = (data.user.expend as { is_main_user?: unknown } | undefined)?.is_main_user;
    if (typeof isMain === 'boolean') setMainUserFlag(isMain);
  }
  return true;
}
