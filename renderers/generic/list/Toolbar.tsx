import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { CrudFilters } from '@refinedev/core';
import { useNavigate } from 'react-router';
import type { ListScreen } from '../../../src/screen-model/types';
import { fillRoute } from '../paths';
import { ExportButton } from './ExportButton';

interface ToolbarProps {
  descriptor: ListScreen;
  /** The filters the list currently shows. */
  filters: CrudFilters;
  params: Record<string, string | undefined>;
}

/** Buttons above a list: create opens its route, export downloads with the current filters. */
export function Toolbar({ descriptor, filters, params }: ToolbarProps) {
  const navigate = useNavigate();
  return (descriptor.toolbar ?? []).map((action) =>
    action.action === 'export' ? (
      <ExportButton key={`export:${action.api}`} action={action} descriptor={descriptor} filters={filters} />
    ) : (
      <Button key={`create:${action.to}`} type="primary" icon={<PlusOutlined />} onClick={() => navigate(fillRoute(action.to, params))}>
        {action.label}
      </Button>
    ),
  );
}
