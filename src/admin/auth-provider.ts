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
  getPermissions: async () => (await me()).role,
};
