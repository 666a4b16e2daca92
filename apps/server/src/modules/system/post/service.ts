import { and, asc, count, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Edited, PostBody, PostFilter, PostQuery } from '@freight/domain';
import { sysPost, sysUserPost } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { saveUnique } from '../../../platform/uniqueNames';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type Post = typeof sysPost.$inferSelect;

const matching = (filter: PostFilter): SQL | undefined =>
  and(contains(sysPost.postCode, filter.postCode), contains(sysPost.postName, filter.postName), equals(sysPost.status, filter.status));

export function listPosts(ctx: AppContext, query: PostQuery): Promise<Page<Post>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysPost).where(where).orderBy(asc(sysPost.postSort), asc(sysPost.postId)).limit(limit).offset(offset),
    () => ctx.db.$count(sysPost, where),
  );
}

/** Every matching post, batch by batch (for the export). */
export function postBatches(ctx: AppContext, filter: PostFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(sysPost).where(and(where, gt(sysPost.postId, after))).orderBy(asc(sysPost.postId)).limit(limit),
    (post) => post.postId,
  );
}

export async function getPost(ctx: AppContext, postId: number): Promise<Post> {
  const [post] = await ctx.db.select().from(sysPost).where(eq(sysPost.postId, postId));
  if (!post) throw new AppError('http.404', {}, 404);
  return post;
}

/** Post names and codes are unique: the message names what clashed. */
async function checkUnique(ctx: AppContext, body: PostBody, action: 'add' | 'edit') {
  const others = body.postId ? ne(sysPost.postId, body.postId) : undefined;
  const clashes = await ctx.db.select({ postName: sysPost.postName, postCode: sysPost.postCode }).from(sysPost)
    .where(and(others, or(eq(sysPost.postName, body.postName), eq(sysPost.postCode, body.postCode))));
  if (clashes.some((c) => c.postName === body.postName)) throw new AppError(`post.${action}.nameExists`, { name: body.postName });
  if (clashes.some((c) => c.postCode === body.postCode)) throw new AppError(`post.${action}.codeExists`, { name: body.postName });
}

const fields = (body: PostBody) => ({
  postCode: body.postCode, postName: body.postName, postSort: body.postSort, status: body.status, remark: body.remark ?? null,
});

export async function addPost(ctx: AppContext, body: PostBody, by: string): Promise<void> {
  await saveUnique(() => checkUnique(ctx, body, 'add'), () => ctx.db.insert(sysPost).values({ ...fields(body), createBy: by }));
}

export async function updatePost(ctx: AppContext, body: Edited<PostBody>, by: string): Promise<void> {
  if (!body.postId) throw new AppError('http.404', {}, 404);
  await getPost(ctx, body.postId);
  await saveUnique(() => checkUnique(ctx, body, 'edit'),
    () => saveEdit(ctx.db, sysPost, eq(sysPost.postId, body.postId!), body.version, { ...fields(body), updateBy: by, updateTime: new Date() }));
}

/** Deletes posts no user holds; a post still assigned refuses the whole deletion and is named. */
export async function removePosts(ctx: AppContext, postIds: number[]): Promise<void> {
  const assigned = await ctx.db.select({ postName: sysPost.postName, users: count(sysUserPost.userId) }).from(sysPost)
    .innerJoin(sysUserPost, eq(sysUserPost.postId, sysPost.postId))
    .where(inArray(sysPost.postId, postIds))
    .groupBy(sysPost.postId, sysPost.postName)
    .orderBy(asc(sysPost.postId))
    .limit(1);
  if (assigned[0]) throw new AppError('record.assigned', { name: assigned[0].postName });
  await ctx.db.delete(sysPost).where(inArray(sysPost.postId, postIds));
}
