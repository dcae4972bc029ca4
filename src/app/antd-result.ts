// The module LazyResult loads: re-exporting one component keeps the chunk to antd's Result, where a
// dynamic import('antd') would keep the whole of antd.
export { Result } from 'antd';
