import { Component, type ReactNode } from 'react';
import { Result } from 'antd';

interface PreviewBoundaryProps {
  /** The title of the result shown when the screen throws. */
  failedTitle: string;
  children: ReactNode;
}

/** Keeps a descriptor whose screen throws while rendering from taking the workbench down with it. */
export class PreviewBoundary extends Component<PreviewBoundaryProps, { error: Error | undefined }> {
  override state = { error: undefined as Error | undefined };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error) return <Result status="error" title={this.props.failedTitle} subTitle={error.message} />;
    return this.props.children;
  }
}
