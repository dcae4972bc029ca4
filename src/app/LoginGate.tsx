import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAccess } from './useAccess';

/** The guard of the login page, without antd: a signed-in user goes home, anyone else signs in. */
export function LoginGate({ children }: { children: ReactNode }) {
  const decision = useAccess([]);
  return decision.type === 'redirect' ? <Navigate to={decision.to} replace /> : <>{children}</>;
}
