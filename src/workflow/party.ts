/** Which workflow party an account acts for, from its account type. */
import type { WorkflowParty } from './types.js';

/** The party of an account type (main_type): consignor → merchant, servicer, delivery, platform. */
export function partyOfMainType(mainType: unknown): WorkflowParty | undefined {
  switch (mainType) {
    case 'consignor': return 'merchant';
    case 'servicer': return 'servicer';
    case 'delivery': return 'delivery';
    case 'platform': return 'platform';
    default: return undefined;
  }
}
