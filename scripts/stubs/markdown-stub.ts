/**
 * Stands in for react-markdown and remark-gfm in the build. @refinedev/antd imports them at the top
 * of its single bundle for its MarkdownField, which this app never renders; without the stub every
 * screen using the package's useTable/useForm would load a markdown parser (about 48 KiB gzip).
 * Should markdown ever be rendered through it, the text shows as it is.
 */
import type { ReactNode } from 'react';

export default function PlainMarkdown({ children }: { children?: ReactNode }): ReactNode {
  return children ?? null;
}
