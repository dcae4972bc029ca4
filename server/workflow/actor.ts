/** Who fires a transition or creates a record: the signed-in account, its party and the company it acts for. */
import type { FastifyRequest } from 'fastify';
import { partyOfMainType } from '../../src/workflow/rules.js';
import type { WorkflowParty } from '../../src/workflow/types.js';
import { requireAuth } from '../auth/request-auth.js';
import type { UserRecord } from '../users/user-store.js';
import type { Companies } from '../parties/companies.js';
import type { TrackActor } from './tracks.js';

export interface Actor {
  user: UserRecord;
  party: WorkflowParty | undefined;
  /** The company's main account (a sub-account acts for it). */
  company: number;
  companyName: string;
}

export function actorOf(request: FastifyRequest, companies: Companies): Actor {
  const { user } = requireAuth(request);
  const party = partyOfMainType(user.main_type);
  return { user, party, company: user.main_user_id, companyName: companies.nameOf(user, party) };
}

/** The actor as the track names it (an account of no known party is named as the platform). */
export const trackActorOf = (actor: Actor): TrackActor => ({ userName: actor.user.nickname, party: actor.party ?? 'platform', companyName: actor.companyName });
