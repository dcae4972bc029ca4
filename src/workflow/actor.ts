/** The party the signed-in account acts for in workflows, from its login user (expend.main_type). */
import { getUser } from '../session/token-store';
import { partyOfMainType } from './party';
import type { WorkflowParty } from './types';

/** merchant, servicer, delivery or platform; undefined when nobody is signed in or the type is unknown. */
export function sessionParty(): WorkflowParty | undefined {
  const expend = getUser()?.expend;
  return typeof expend === 'object' && expend !== null ? partyOfMainType((expend as { main_type?: unknown }).main_type) : undefined;
}
