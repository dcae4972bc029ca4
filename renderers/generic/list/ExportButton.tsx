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

/** Downloads the export with the list's filters; while it runs the button says 导出中 and the percentage. */
export function ExportButton({ action, descriptor, filters }: ExportButtonProps) {
  const t = useT();
  const { exportDownload } = useGenericServices();
  const [running, setRunning] = useState(false);
  const [percent, setPercent] = useState<number>();
  const run = async () => {
    setRunning(true);
    setPercent(undefined);
    try {
      await exportDownload({
        api: action.api,
        convention: descriptor.api.convention ?? 'main',
        params: filtersToParams(filters),
        filePrefix: action.filePrefix,
        extension: action.extension ?? DEFAULT_EXPORT_EXTENSION,
        onProgress: setPercent,
      });
    } catch (error) {
      // The export service reports its own failures to the user.
      console.error(error);
    } finally {
      setRunning(false);
    }
  };
  const progress = percent === undefined ? t('generic.exporting') : `${t('generic.exporting')} ${percent}%`;
  return (
    <Button icon={<DownloadOutlined />} loading={running} onClick={() => void run()}>
      {running ? progress : action.label}
    </Button>
  );
}
