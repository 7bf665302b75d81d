import { apiHandler, readQuery } from '@/lib/http/handler';
import { otherMethods } from '@/lib/http/methods';
import { deleteImage } from '@/lib/assets/delete-image';
import { imageDeleteQuerySchema } from '@/lib/assets/schemas';
import { requireAdmin } from '@/lib/accounts/session';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ name: string }> };

/** Removes an image from Assets: 204; 409 naming where it is still used, unless ?force=1. */
export const DELETE = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  const { force } = readQuery(request, imageDeleteQuerySchema);
  await deleteImage((await context.params).name, { force: force === '1' });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods('DELETE');
