export { Auth, AuthAll, Auths } from './auth/Auth.tsx';
export { auth, authAll, auths } from './auth/permission.ts';
export { useAuth } from './auth/useAuth.ts';
export { DraggableModal } from './directives/DraggableModal.tsx';
export { ReclickButton } from './directives/ReclickButton.tsx';
export { Ripple, useRipple } from './directives/Ripple.tsx';
export { useReclick } from './directives/useReclick.ts';
