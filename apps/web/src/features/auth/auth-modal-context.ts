import { createContext, useContext } from 'react';

export type AuthModalView = 'login' | 'register';

export type AuthModalApi = {
  openLogin: (email?: string) => void;
  openRegister: () => void;
  close: () => void;
};

export const AuthModalContext = createContext<AuthModalApi | null>(null);

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return api;
}

/** Starts loading the form code before the modal opens (on hover, focus or idle). */
export function preloadAuthForms(): void {
  void import('./AuthDialog');
  void import('./LoginForm');
  void import('./RegisterForm');
}
