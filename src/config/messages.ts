/** Message texts the specification fixes; quoted exactly, whatever the UI language. */
export const MSG = {
  serverBusy: '天啊~服务器开小差了，稍后重试',
  badRequest: '收到了客户端发送的无效请求，稍后重试',
  duplicateSubmit: '请勿重复提交',
  maintenanceTitle: '系统维护中',
  maintenanceFallback: '系统例行维护',
  offline: '访问失败：请检查网络',
  sessionExpiredTitle: '登录已过期',
  sessionExpiredContent: '请重新登录',
  menuTimeout: 'initial menu user timeout',
  menuTimeoutZh: '初始菜单用户超时',
  routeNameMissing: '路由名必须填写',
  tokenMissing: 'token未获得',
  numberOutOfRange: '数字超出范围',
  groupRequired: '请选择事业部',
  groupSwitched: '切换成功',
  trialExpiredTitle: '试用期已到期',
  /** The spec gives the beginning; the rest asks for a newer plug-in. */
  printPluginOutdated: '你安装的打印插件版本过低，请下载安装新版本后刷新页面',
  atLeastOneFilter: '请至少输入一个条件',
  addressLoading: '正在加载地址数据...',
  /** Followed by the HTTP status or the error message. */
  addressLoadFailed: '加载地址数据失败:',
  /** Leaving an order-entry tab with unsaved input (widgets spec §8). */
  leaveUnsavedTitle: '温馨提示',
  leaveUnsaved: '您输入的内容尚未保存，确定离开此页面吗?',
} as const;

/** Default messages of the generic validators (widgets spec §5). */
export const VALIDATOR_MSG = {
  required: '该项为必填项',
  mobile: '手机号格式有误',
  phone: '电话格式有误',
  integer: '不是一个整型',
  positiveInteger: '请输入正整数',
  number: '请输入数字',
  equal: '必须相同',
  dateRange31: '日期区间不能超过31天',
  /** dateRange: `{max}` is the rule's maximum (default 31, giving 日期区间不能超过31天). */
  dateRange: '日期区间不能超过{max}天',
  /** The spec's other wording of the date range message, for a rule's `message`. */
  dateRangeSelected: '选择的日期范围不能超过{max}天',
  jdMerchantId: '请输入有效的京东商家ID，多个ID请用逗号分隔',
  orderNo: '请输入正确的系统订单号',
  /** productCode: no product has the code (GET getProductInfo answered none). */
  productCode: '请输入正确的商品编码',
  mobileLoose: '手机号格式有误',
  decimal: '最多保留{decimals}位小数',
  decimalDigits: '整数部分最多{integerDigits}位，小数部分最多{decimals}位',
  rangeValue: '数值应在{min}到{max}之间',
  minValue: '数值不能小于{min}',
  maxValue: '数值不能大于{max}',
  rangeLength: '长度应在{min}到{max}个字符之间',
  minLength: '长度不能少于{min}个字符',
  maxLength: '长度不能超过{max}个字符',
  chinese: '只能输入中文',
  englishNumber: '只能输入英文字母和数字',
  letterDigitMix: '必须同时包含字母和数字',
  shippingNumber: '发货单号格式有误',
  url: '网址格式有误',
  idCard: '身份证号格式有误',
  creditCode: '统一社会信用代码格式有误',
} as const;

/** Messages of the fee-detail table (widgets spec §5 "Fee rows"). */
export const FEE_MSG = {
  /** `{field}` is one of FEE_FIELD_LABELS. */
  required: '请选择或填写{field}',
  invalidNumber: '请输入有效数字',
  belowMin: '金额不能小于 {min}',
  /** The code's maxAmount and, for OUTLAY, the order maximum. */
  aboveMax: '金额不能超过 {max}',
  /** Followed by the allowed methods' names. */
  methodNotAllowed: '可选结算方式为：{methods}',
  duplicateRow: '同一方向、结算对象和费用项的组合已存在',
  noRows: '至少需要一条费用明细',
  duplicateInTable: '同一方向、结算对象和费用项组合不可重复',
} as const;

/** Messages of the after-sales ticket screen (core spec §8). */
export const TICKET_MSG = {
  /** A save the server refused without saying why. */
  saveUnknown: '未知错误',
  /** A save whose request failed before any answer (network, timeout). */
  saveException: '提交发生异常',
  /** Followed by the reason. */
  schemaLoadFailed: '获取工单Schema失败: {reason}',
} as const;
