import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useInvalidate, type CrudFilters } from '@refinedev/core';
import { useNavigate } from 'react-router';
import type { ListScreen } from '../../../src/screen-model/types';
import { DialogButton } from '../actions/DialogButton';
import { dataProviderName, fillRoute } from '../paths';
import { ExportButton } from './ExportButton';

interface ToolbarProps {
  descriptor: ListScreen;
  /** The filters the list currently shows. */
  filters: CrudFilters;
  params: Record<string, string | undefined>;
}

/**
 * Buttons above a list: create opens its route, a dialog action opens its registered dialog to create a
 * record (the list reloads after), export downloads with the current filters.
 */
export function Toolbar({ descriptor, filters, params }: ToolbarProps) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const provider = dataProviderName(descriptor.api);
  const reload = () => void invalidate({ resource: descriptor.api.resource, dataProviderName: provider, invalidates: ['list'] });
  return (descriptor.toolbar ?? []).map((action) => {
    if (action.action === 'export') return <ExportButton key={`export:${action.api}`} action={action} descriptor={descriptor} filters={filters} />;
    if (action.action === 'dialog') {
      return (
        <DialogButton
          key={`dialog:${action.dialog}:${action.label}`}
          action={action}
          dataProviderName={provider}
          variant="primary"
          icon={<PlusOutlined />}
          onSaved={reload}
        />
      );
    }
    return (
      <Button key={`create:${action.to}`} type="primary" icon={<PlusOutlined />} onClick={() => navigate(fillRoute(action.to, params))}>
        {action.label}
      </Button>
    );
  });
}
