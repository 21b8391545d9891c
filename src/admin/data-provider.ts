import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { adminFetch } from './api';

/** Where a resource lives under /api/admin: the inbox's kinds are `inbox-<kind>` on screen, `/inbox/<kind>` in the API. */
export function apiPath(resource: string): string {
  return resource.startsWith('inbox-') ? `inbox/${resource.slice('inbox-'.length)}` : resource;
}

/** react-admin's data provider over /api/admin/<resource>: lists answer `{ data, total }`, records `{ data }`. */
export const dataProvider: DataProvider & {
  action<T>(resource: string, id: Identifier, name: string, body?: unknown): Promise<{ data: T }>;
} = {
  async getList(resource, params) {
    const query = new URLSearchParams({
      page: String(params.pagination?.page ?? 1),
      perPage: String(params.pagination?.perPage ?? 25),
      ...(params.sort?.field ? { sort: params.sort.field, order: params.sort.order } : {}),
      filter: JSON.stringify(params.filter ?? {}),
    });
    return adminFetch(`/${apiPath(resource)}?${query}`);
  },
  getOne: (resource, params) => adminFetch(`/${apiPath(resource)}/${encodeURIComponent(String(params.id))}`),
  async getMany(resource, params) {
    const records = await Promise.all(
      params.ids.map((id) => adminFetch<{ data: RaRecord }>(`/${apiPath(resource)}/${encodeURIComponent(String(id))}`)),
    );
    return { data: records.map((record) => record.data) } as never;
  },
  async getManyReference(resource, params) {
    return dataProvider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },
  create: (resource, params) => adminFetch(`/${resource}`, { method: 'POST', body: params.data }),
  update: (resource, params) =>
    adminFetch(`/${resource}/${encodeURIComponent(String(params.id))}`, { method: 'PUT', body: params.data }),
  async updateMany(resource, params) {
    await Promise.all(
      params.ids.map((id) =>
        adminFetch(`/${resource}/${encodeURIComponent(String(id))}`, { method: 'PUT', body: params.data }),
      ),
    );
    return { data: params.ids };
  },
  delete: (resource, params) =>
    adminFetch(`/${resource}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' }),
  async deleteMany(resource, params) {
    await Promise.all(
      params.ids.map((id) => adminFetch(`/${resource}/${encodeURIComponent(String(id))}`, { method: 'DELETE' })),
    );
    return { data: params.ids };
  },
  /** A named action on one record: POST /<resource>/<id>/<name>. */
  action: (resource, id, name, body) =>
    adminFetch(`/${apiPath(resource)}/${encodeURIComponent(String(id))}/${name}`, { method: 'POST', body: body ?? {} }),
};
