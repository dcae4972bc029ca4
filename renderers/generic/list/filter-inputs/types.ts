import type { FilterField } from '../../../../src/screen-model/types';

/** Props antd's Form.Item gives its child (value, onChange, id, ...), passed on to the control. */
export type ControlProps = Record<string, unknown>;

/** The props of a lazily loaded filter widget (lazy-widgets.tsx): its field, its placeholder and the control's props. */
export type FilterWidgetProps = { field: FilterField; placeholder: string } & ControlProps;
