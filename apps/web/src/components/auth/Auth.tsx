import type { ReactNode } from 'react';
import { useAuth } from './useAuth.ts';

/** Renders its children only when the user holds the code (v-auth). */
export function Auth({ value, children }: { value: string; children?: ReactNode }) {
  const { auth } = useAuth();
  return auth(value) ? children : null;
}

/** Renders its children when the user holds any of the codes (v-auths). */
export function Auths({ value, children }: { value: readonly string[]; children?: ReactNode }) {
  const { auths } = useAuth();
  return auths(value) ? children : null;
}

/** Renders its children only when the user holds all of the codes (v-auth-all). */
export function AuthAll({ value, children }: { value: readonly string[]; children?: ReactNode }) {
  const { authAll } = useAuth();
  return authAll(value) ? children : null;
}
