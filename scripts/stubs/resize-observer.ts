/**
 * Stands in for resize-observer-polyfill in the build. antd's rc-resize-observer imports the polyfill,
 * whose default export is the browser's own ResizeObserver whenever there is one (see the end of
 * resize-observer-polyfill/dist/ResizeObserver.es.js), so its 30 KiB of fallback code never runs in
 * the browsers this build targets (Vite's default target, Baseline widely available, all have
 * ResizeObserver). Not used in tests: jsdom has no ResizeObserver and needs the polyfill.
 */
export default globalThis.ResizeObserver;
