import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilters } from '@refinedev/core';
import { DEFAULT_EXPORT_EXTENSION } from '../../../src/config/constants';
import { filtersToParams } from '../../../src/data/query';
import type { ExportAction, ListScreen } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { useGenericServices } from '../context';

interface ExportButtonProps {
  action: ExportAction;
  descriptor: ListScreen;
  /** The filters the list currently shows. */
  filters: CrudFilters;
}

/** What the download has received: the percentage when known, else the size (a streamed export has no length). */
export function exportProgressText(percent: number | undefined, loadedBytes: number | undefined): string {
  if (percent !== undefined) return ` ${percent}%`;
  if (!loadedBytes) return '';
  return loadedBytes < 1024 * 1024 ? ` ${Math.max(1, Math.round(loadedBytes / 1024))} KB` : ` ${(loadedBytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Downloads the export with the list's filters; while it runs the button says 导出中 and the percentage, or
 * the size received so far. The server writes this list's columns (`export_screen`) in the file type of
 * the extension (`export_format`; docs/exports-and-import.md).
 */
export function ExportButton({ action, descriptor, filters }: ExportButtonProps) {
  const t = useT();
  const { exportDownload } = useGenericServices();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ percent?: number; loaded?: number }>({});
  const extension = action.extension ?? DEFAULT_EXPORT_EXTENSION;
  const run = async () => {
    setRunning(true);
    setProgress({});
    try {
      await exportDownload({
        api: action.api,
        convention: descriptor.api.convention ?? 'main',
        params: { ...filtersToParams(filters), export_screen: descriptor.path, export_format: extension === '.csv' ? 'csv' : 'xlsx' },
        filePrefix: action.filePrefix,
        extension,
        onProgress: (percent, loaded) => setProgress({ percent, loaded }),
      });
    } catch (error) {
      // The export service reports its own failures to the user.
      console.error(error);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={running} onClick={() => void run()}>
      {running ? `${t('generic.exporting')}${exportProgressText(progress.percent, progress.loaded)}` : action.label}
    </Button>
  );
}
