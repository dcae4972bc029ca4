import { Select, Typography } from 'antd';
import { useT } from '../../src/i18n';
import type { PickerFieldProps } from './picker-field-props';
import { PickerSelect } from './PickerSelect';

/** The generic remote select (widgets spec §5, §7): without a url it says 'remote address not defined'. */
export function RemoteUrlSelect(props: PickerFieldProps) {
  const t = useT();
  if (!props.field.picker?.url) {
    return (
      <>
        <Select id={props.id} disabled status="error" placeholder={props.placeholder} style={{ width: '100%' }} aria-label={props.field.label} />
        <Typography.Text type="danger">{t('pickers.remoteUrlMissing')}</Typography.Text>
      </>
    );
  }
  return <PickerSelect {...props} />;
}
