import { useState } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { ScreenRoutes } from '../../../src/access/operations';
import { loadedWorkflow, useWorkflowsReady } from '../../../src/workflow/registry';
import { ROW_TRANSITION_BUTTONS, type WorkflowAction } from '../../../src/workflow/screen-actions';
import { useT } from '../../../src/i18n';
import { toText } from '../formatters';
import type { Row } from '../paths';
import { ChosenTransition, TransitionButton } from './TransitionButton';
import { useAllowedTransitions } from './useAllowedTransitions';
import { useWorkflowActor } from './useWorkflowActor';
import type { ProviderName } from './useTransitionRun';

export interface RecordTransitionsProps {
  action: WorkflowAction;
  /** The row or record; nothing shows while it loads. */
  record: Row | undefined;
  /** The screen it is on: its menu entry's operation codes count. */
  screen: ScreenRoutes;
  dataProviderName: ProviderName;
  /** Rows: small links, at most ROW_TRANSITION_BUTTONS before 更多; detail screens: every one a button. */
  variant: 'link' | 'button';
}

/**
 * The buttons of a workflow action on one record: the transitions it allows the account (state, party,
 * operation code, holds, condition), a `transition` action's own or all of a `transitions` action's.
 */
export function RecordTransitions({ action, record, screen, dataProviderName, variant }: RecordTransitionsProps) {
  const t = useT();
  const actor = useWorkflowActor(screen);
  // Loads the workflow when nobody has yet, and draws again when it arrives.
  useWorkflowsReady([action.workflow]);
  const workflow = loadedWorkflow(action.workflow);
  const allowed = useAllowedTransitions(workflow, record, actor, action.action === 'transition' ? action.transition : undefined);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  if (!workflow || !record || allowed.length === 0) return null;
  // A row stays readable: when more than one would go under 更多, only the first ones show as links.
  const overflow = variant === 'link' && allowed.length > ROW_TRANSITION_BUTTONS + 1;
  const inline = overflow ? allowed.slice(0, ROW_TRANSITION_BUTTONS) : allowed;
  const more = overflow ? allowed.slice(ROW_TRANSITION_BUTTONS) : [];
  const target = { workflow, record, dataProviderName };
  const chosenTransition = more.find((transition) => transition.key === chosen);
  const recordName = toText(record[workflow.recordKey]);
  const name = recordName ? `${workflow.subject} ${recordName}` : '';
  return (
    <Space size={variant === 'link' ? 0 : 8} wrap={variant === 'button'}>
      {inline.map((transition) => <TransitionButton key={transition.key} {...target} transition={transition} variant={variant} />)}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((transition) => ({ key: transition.key, label: transition.label, danger: transition.danger })),
            onClick: ({ key }) => setChosen(key),
          }}
        >
          <Button type="link" size="small" aria-label={name ? t('workflow.moreOf', { name }) : t('workflow.more')}>
            {t('workflow.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {chosenTransition && <ChosenTransition {...target} transition={chosenTransition} onClose={() => setChosen(undefined)} />}
    </Space>
  );
}
