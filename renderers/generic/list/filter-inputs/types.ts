/** Props antd's Form.Item gives its child (value, onChange, id, ...), passed on to the control. */
export type ControlProps = Record<string, unknown>;
