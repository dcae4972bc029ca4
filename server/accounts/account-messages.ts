/** Messages and limits of sign-up, company review, activation and password reset. */

export const ACCOUNT_MESSAGES = {
  registered: '注册成功',
  phoneRegistered: '该手机号已注册',
  creditCodeInvalid: '统一社会信用代码格式有误',
  profileSubmitted: '资料已提交，请等待审核',
  subAccountNoProfile: '子账号无需完善企业资料',
  platformManagedProfile: '该账号的企业资料由平台维护，无需提交审核',
  /** A call of a self-registered company (or its sub-account) outside the review pages before approval. */
  companyNotApproved: '企业资料审核通过后才能使用此功能',
  reasonRequired: '请填写驳回原因',
  audited: '审核完成',
  accountNotFound: '账号不存在',
  codeSent: '验证码已发送',
  sendTooOften: '请60秒后再试',
  codeInvalid: '验证码错误或已过期',
  passwordReset: '密码已重置，请使用新密码登录',
  oldPasswordWrong: '原密码错误',
  passwordUpdated: '密码修改成功',
  activationInvalid: '激活链接无效或已过期',
  activated: '账号已激活',
  subAccountSaved: '保存成功',
  subAccountEnabled: '子账号已启用',
  subAccountDisabled: '子账号已停用',
  subAccountsNotChosen: '请选择子账号',
  subAccountNothingToChange: '请填写要修改的内容',
  usernameFixed: '登录账号不可修改',
} as const;

/** A company's sub-accounts are full: the refusal of checkSubLimit and of a create beyond the limit. */
export const subAccountLimitMessage = (limit: number): string =>
  `子账号数量已达上限（${limit}个），请删除不再使用的子账号或升级订阅后再添加`;

/**
 * Codes of the answers that refuse with HTTP 200 (a question answered "no", like a wrong login's 10001):
 * a phone number that is already registered, and a company whose sub-accounts are full.
 */
export const ACCOUNT_CODES = { phoneRegistered: '10004', subAccountLimit: '10005' } as const;

/** One code per phone and purpose in this many seconds. */
export const CODE_SEND_INTERVAL_SECONDS = 60;
/** A verification code is good for five minutes... */
export const CODE_TTL_SECONDS = 300;
/** ...and for this many wrong guesses, after which a new one must be sent. */
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_LENGTH = 6;
/** Activation links stay valid for a week. */
export const ACTIVATION_TTL_SECONDS = 7 * 24 * 3600;
/** Page of the app that opens an activation link. */
export const ACTIVATION_PATH = '/active-entry';
