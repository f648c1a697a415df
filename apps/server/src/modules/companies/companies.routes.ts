import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { authOf } from '../../http/auth';

const listQuery = z.object({
  query: z.string().max(100).optional(),
  company_type_id: z.coerce.number().int().min(1).max(3).optional(),
  is_active: z.coerce.number().int().min(0).max(1).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(20),
});

/** Companies for the company picker: all of them for super administrators, the own company for others. */
export const companyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/companies', { schema: { tags: ['companies'], querystring: listQuery } }, async (request) => {
    const auth = authOf(request);
    const q = request.query;
    let base = db.selectFrom('companies');
    if (!auth.isSuperadmin) base = base.where('id', '=', auth.user.company_id ?? -1);
    if (q.company_type_id) base = base.where('company_type_id', '=', q.company_type_id);
    if (q.is_active !== undefined) base = base.where('is_active', '=', q.is_active);
    if (q.query) base = base.where('name', 'like', `%${q.query.replace(/[%_]/g, '')}%`);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['id', 'name', 'short_name', 'company_type_id', 'is_active'])
      .orderBy('name')
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute();
    const count = Number(total);
    return {
      data: rows.map((r) => ({ ...r, is_active: r.is_active === 1 })),
      meta: {
        total: count,
        current_page: q.page,
        per_page: q.per_page,
        last_page: Math.max(1, Math.ceil(count / q.per_page)),
      },
    };
  });
};
