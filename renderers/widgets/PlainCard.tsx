import { forwardRef, useContext, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// The style and variant hooks only: antd's Card also imports Tabs (rc-tabs) for its tab list and
// Skeleton for its loading state, which a card holding only a body never draws.
import useCardStyle from 'antd/es/card/style';
import useVariant from 'antd/es/form/hooks/useVariants';

/**
 * What antd's `<Card>` draws when given only children (no title, extra, tabs, cover, actions or
 * loading): the same elements, classes (bordered, size, rtl, the theme's hash) and ConfigProvider
 * `card` classes and styles, so it looks the same.
 */
export const PlainCard = forwardRef<HTMLDivElement, { children?: ReactNode }>(function PlainCard({ children }, ref) {
  const { getPrefixCls, direction, card } = useContext(ConfigProvider.ConfigContext);
  const { componentSize } = ConfigProvider.useConfig();
  const [variant] = useVariant('card', undefined, undefined);
  const prefixCls = getPrefixCls('card');
  const [wrapCSSVar, hashId, cssVarCls] = useCardStyle(prefixCls);
  const className = [
    prefixCls,
    card?.className,
    variant !== 'borderless' && `${prefixCls}-bordered`,
    componentSize && `${prefixCls}-${componentSize}`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    hashId,
    cssVarCls,
  ].filter(Boolean).join(' ');
  const bodyClassName = [`${prefixCls}-body`, card?.classNames?.body].filter(Boolean).join(' ');
  return wrapCSSVar(
    <div ref={ref} className={className} style={card?.style}>
      <div className={bodyClassName} style={card?.styles?.body}>
        {children}
      </div>
    </div>,
  );
});
