/** The generic screen renderers: list, show, form and dashboard descriptors become working screens. */
import { registerMessages } from '../../src/i18n';
import { generic } from '../../src/i18n/messages/generic';
import { workflow } from '../../src/i18n/messages/workflow';

registerMessages(generic);
registerMessages(workflow);

export { ListRenderer, type ListRendererProps } from './list/ListRenderer';
export { ShowRenderer, type ShowRendererProps } from './show/ShowRenderer';
export { FormRenderer, type FormRendererProps } from './form/FormRenderer';
export { DashboardRenderer, type DashboardRendererProps } from './dashboard/DashboardRenderer';
export {
  GenericRendererContext,
  useGenericServices,
  type ExportRequest,
  type GenericRendererServices,
} from './context';
export { FORMATTERS, renderValue, ellipsisLength, type FormatContext } from './formatters';
export { toAntdRules, type RuleServices } from './rules';
