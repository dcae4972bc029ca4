/** The 400 and 404 messages of the merchant book, product info and user config calls (core spec §7). */

export const PARTNER_MESSAGES = {
  /** GET getProductInfo with a code no product of the caller's has. */
  productNotFound: '商品不存在，请检查商品编码',
  /** GET getProductInfo with a merchant none of whose products has the code. */
  productNotOfMerchant: '所选商家没有该商品编码的商品，请检查商品编码或商家',
  /** GET get_info of a category the user config does not have. */
  configCategoryUnknown: '配置分类不存在',
  /** GET get_info of a code the category does not have. */
  configItemNotFound: '配置项不存在',
} as const;
