/** The demo merchant tries the DA app: a new database starts its trial with 5 days left, so the warning shows. */
import { demoUser } from '../users/demo-users.js';
import type { TrialStore } from './trial-store.js';

export const DEMO_TRIALS: ReadonlyArray<{ username: string; app_code: string; left_days: number }> = [
  { username: 'consignor', app_code: 'DA', left_days: 5 },
];

export function seedDemoTrials(trials: TrialStore): void {
  for (const trial of DEMO_TRIALS) trials.set(demoUser(trial.username).main_user_id, trial.app_code, trial.left_days);
}
