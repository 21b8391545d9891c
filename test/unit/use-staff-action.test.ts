import { beforeEach, describe, expect, it, vi } from 'vitest';

const notify = vi.fn();
const refresh = vi.fn();
vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  useNotify: () => notify,
  useRefresh: () => refresh,
}));

const { HttpError } = await import('react-admin');
const { useStaffAction } = await import('../../src/admin/use-staff-action');

const refused = (fields?: Record<string, string>) =>
  Promise.reject(new HttpError('Some fields need correcting', 400, fields ? { errors: fields } : {}));

/** How a staff action ends on every back-office screen: a notice and a fresh record, or a refusal that is never silent. */
describe('useStaffAction', () => {
  beforeEach(() => {
    notify.mockReset();
    refresh.mockReset();
  });

  it('went through: the notice (updated unless said), a fresh record, true', async () => {
    const act = useStaffAction();
    expect(await act(Promise.resolve({}))).toBe(true);
    expect(notify).toHaveBeenCalledWith('ra.notification.updated', { messageArgs: { smart_count: 1 } });
    expect(await act(Promise.resolve({}), { done: 'resources.staff.roleChanged' })).toBe(true);
    expect(notify).toHaveBeenLastCalledWith('resources.staff.roleChanged', { messageArgs: { smart_count: 1 } });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refused field by field: the form shows the messages and no notice repeats them', async () => {
    const onFields = vi.fn();
    expect(await useStaffAction()(refused({ note: 'Too short' }), { onFields })).toBe(false);
    expect(onFields).toHaveBeenCalledWith({ note: 'Too short' });
    expect(notify).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refused as a whole, or with fields no form shows: a notice, and the form clears its old messages', async () => {
    const onFields = vi.fn();
    expect(await useStaffAction()(refused(), { onFields })).toBe(false);
    expect(onFields).toHaveBeenCalledWith({});
    expect(notify).toHaveBeenLastCalledWith('Some fields need correcting', { type: 'error' });
    expect(await useStaffAction()(refused({ role: 'Not a role' }))).toBe(false);
    expect(notify).toHaveBeenLastCalledWith('Not a role', { type: 'error' });
    expect(await useStaffAction()(Promise.reject(new Error('The connection was lost')))).toBe(false);
    expect(notify).toHaveBeenLastCalledWith('The connection was lost', { type: 'error' });
  });
});
