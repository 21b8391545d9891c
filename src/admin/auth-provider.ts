import { HttpError, type AuthProvider } from 'react-admin';
import { adminFetch } from './api';

export interface Member {
  id: number;
  email: string;
  name: string;
  role: 'admin' | 'editor' | 'finance' | 'services';
}

let member: Promise<Member> | null = null;

function me(): Promise<Member> {
  member ??= adminFetch<Member>('/me').catch((error: unknown) => {
    member = null;
    throw error;
  });
  return member;
}

/**
 * Sessions are the server's (an HttpOnly cookie): the sign-in page runs the password and second
 * factor steps itself, then calls login() to enter the app.
 */
export const authProvider: AuthProvider = {
  login: async () => {
    member = null;
    await me();
  },
  logout: async () => {
    member = null;
    await adminFetch('/logout', { method: 'POST' }).catch(() => undefined);
  },
  checkAuth: async () => {
    await me();
  },
  checkError: async (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) {
      member = null;
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
