/**
 * antd's Input without its attached Input.TextArea (rc-textarea), Password, Search, OTP and Group:
 * `import { Input } from 'antd'` keeps all five, since antd assigns them to Input. The same component
 * as <Input>, for the shell and the lists, which draw only plain text inputs.
 */
export { default as PlainInput } from 'antd/es/input/Input';
