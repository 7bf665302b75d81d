import 'server-only';
import { recordActivity, type Actor } from '@/lib/activity/record';
import {
  deleteServiceRow,
  getService,
  insertService,
  updateServiceRow,
  type Service,
} from './data';
import type { ServiceInput, ServiceUpdate } from './schemas';

// The staff writes on the liturgy schedule, each whole: the row (with its cache tag) and the
// activity entry. Route handlers call these and nothing else.

export async function createService(actor: Actor, input: ServiceInput): Promise<Service> {
  const service = await insertService(input);
  await recordActivity({ actorId: actor.id, action: 'service.create', target: service.title.en });
  return service;
}

/** Changes the given fields (`{order}` alone moves it); null when there is no such service. */
export async function updateService(
  actor: Actor,
  id: string,
  input: ServiceUpdate,
): Promise<Service | null> {
  const service = await updateServiceRow(id, input);
  if (!service) return null;
  await recordActivity({ actorId: actor.id, action: 'service.update', target: service.title.en });
  return service;
}

/** False when there is no such service. */
export async function deleteService(actor: Actor, id: string): Promise<boolean> {
  const service = await getService(id);
  if (!service || !(await deleteServiceRow(id))) return false;
  await recordActivity({ actorId: actor.id, action: 'service.delete', target: service.title.en });
  return true;
}
