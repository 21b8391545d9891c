import { HttpError, type AuthProvider } from 'react-admin';
import { adminFetch } from './api';
import { sharedUntilFailure } from '../lib/shared-until-failure';

export interface Member {
  id: number;
  email: string;
  name: string;
  role: 'admin' | 'editor' | 'finance' | 'services';
}

const me = sharedUntilFailure(() => adminFetch<Member>('/me'));

/**
 * Sessions are the server's (an HttpOnly cookie): the sign-in page runs the password and second
 * factor steps itself, then calls login() to enter the app.
 */
export const authProvider: AuthProvider = {
  login: async () => {
    me.forget();
    await me();
  },
  logout: async () => {
    me.forget();
    await adminFetch('/logout', { method: 'POST' }).catch(() => undefined);
  },
  checkAuth: async () => {
    await me();
  },
  checkError: async (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) {
      me.forget();
      throw error;
    }
  },
  getIdentity: async () => {
    const current = await me();
    return { id: current.id, fullName: `${current.name} · ${current.email}` };
  },
  // Signed out, a member has no role (null), not an error: react-admin logs out on a failed
  // permissions read, which sent a new member on the one-time link's page (open to everyone) to the
  // sign-in form while they were choosing their password. The signed-in screens still need a
  // session (requireAuth), and signing in reads the role again.
  getPermissions: async () => {
    try {
      return (await me()).role;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return null;
      throw error;
    }
  },
};
