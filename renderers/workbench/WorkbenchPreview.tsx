import { useContext, useMemo } from 'react';
import type { ScreenIndexEntry } from '../../src/screen-model/index-entry';
import { sampleParams, sampleRoute } from '../../src/screen-model/sample-route';
import type { ScreenDescriptor } from '../../src/screen-model/types';
import { useT } from '../../src/i18n';
import { ScreenRendererContext } from '../screen-renderer-context';
import { PreviewBoundary } from './PreviewBoundary';

interface WorkbenchPreviewProps {
  /** A descriptor that passed the checks. */
  descriptor: ScreenDescriptor;
  file: string;
  /** Its text: a new text starts the screen afresh (and clears an earlier render error). */
  text: string;
}

/** The descriptor drawn by the app's own renderers against the real API, with sample route parameters. */
export function WorkbenchPreview({ descriptor, file, text }: WorkbenchPreviewProps) {
  const t = useT();
  const renderScreen = useContext(ScreenRendererContext);
  const entry = useMemo<ScreenIndexEntry>(
    () => ({
      file,
      path: descriptor.path,
      aliases: descriptor.aliases ?? [],
      title: descriptor.title,
      kind: descriptor.kind,
      cache: false,
      renderer: descriptor.kind === 'custom' ? descriptor.renderer : undefined,
      load: () => Promise.resolve(descriptor),
    }),
    [descriptor, file],
  );
  // The workbench is itself a screen of render-screen, which provides the context.
  if (!renderScreen) throw new Error('The workbench preview is drawn outside render-screen');
  return (
    <PreviewBoundary key={text} failedTitle={t('workbench.previewFailed')}>
      {renderScreen({ entry, descriptor, params: sampleParams(descriptor.path), pathname: sampleRoute(descriptor.path) })}
    </PreviewBoundary>
  );
}
