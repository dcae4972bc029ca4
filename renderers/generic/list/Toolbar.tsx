import { useState } from 'react';
import { Button, Space } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { CrudFilters } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { DEFAULT_EXPORT_EXTENSION } from '../../../src/config/constants';
import { filtersToParams } from '../../../src/data/query';
import type { ExportAction, ListScreen, ToolbarAction } from '../../../src/screen-model/types';
import { useGenericServices } from '../context';
import { fillRoute } from '../paths';

interface ToolbarProps {
  descriptor: ListScreen;
  /** The filters the list currently shows. */
  filters: CrudFilters;
  params: Record<string, string | undefined>;
}

function ExportButton({ action, descriptor, filters }: ToolbarProps & { action: ExportAction }) {
  const { exportDownload } = useGenericServices();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await exportDownload({
        api: action.api,
        convention: descriptor.api.convention ?? 'main',
        params: filtersToParams(filters),
        filePrefix: action.filePrefix,
        extension: action.extension ?? DEFAULT_EXPORT_EXTENSION,
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
      {action.label}
    </Button>
  );
}

function renderAction(action: ToolbarAction, props: ToolbarProps, navigate: (to: string) => void) {
  if (action.action === 'export') return <ExportButton key={`export:${action.api}`} action={action} {...props} />;
  return (
    <Button key={`create:${action.to}`} type="primary" icon={<PlusOutlined />} onClick={() => navigate(fillRoute(action.to, props.params))}>
      {action.label}
    </Button>
  );
}

/** Buttons above a list: create opens its route, export downloads with the current filters. */
export function Toolbar(props: ToolbarProps) {
  const navigate = useNavigate();
  const actions = props.descriptor.toolbar ?? [];
  if (actions.length === 0) return null;
  return <Space style={{ marginBottom: 16 }}>{actions.map((action) => renderAction(action, props, navigate))}</Space>;
}
