/**
 * Names of the bespoke renderers a `custom` screen descriptor may name in `renderer`.
 * List a name here only once its renderer exists; `npm run screens:check` rejects other names.
 */
export const CUSTOM_RENDERERS = [
  'welcome',
  'screenCatalogue',
  'screenWorkbench',
  // Public account pages (renderers/public/).
  'examining',
  'activeEntry',
  'diagnostics',
  // The after-sales ticket screen (renderers/ticket/).
  'ticket',
  // The order import screens (renderers/order-import/).
  'orderImport',
  // The transporter map (renderers/transporter-map/).
  'transporterMap',
] as const;

export type CustomRendererName = (typeof CUSTOM_RENDERERS)[number];
