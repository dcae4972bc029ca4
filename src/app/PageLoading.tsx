/** What shows while the first chunks of a page load: an empty page marked busy, no antd needed. */
export function PageLoading() {
  return <div role="status" aria-busy="true" style={{ minHeight: '100vh' }} />;
}
