import type {
  AdminCmsBlockCreateInput,
  AdminCmsBlockDto,
  AdminCmsBlockUpdateInput,
  AdminCmsListQuery,
  AdminCmsPageCreateInput,
  AdminCmsPageDto,
  AdminCmsPageUpdateInput,
} from '@hemma/contract';
import { AppError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createCmsWriter, type CmsWriter } from '../../modules/cms/cms-writer.ts';
import { changedFields } from '../catalog-admin/audit-diff.ts';
import { conflictOnUnique } from '../catalog-admin/unique-conflict.ts';
import { nextStamp, STALE_EDIT, type CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import { pageOf, pageWindow } from '../staff/admin-lists.ts';
import { presentAdminCmsBlock, presentAdminCmsPage } from './present-content.ts';

type Kind = 'page' | 'block';
type Dto<K extends Kind> = K extends 'page' ? AdminCmsPageDto : AdminCmsBlockDto;

const filterOf = (query: AdminCmsListQuery) => ({
  text: query.q,
  active: query.active === undefined ? undefined : query.active === 'true',
  ...pageWindow(query),
});

export async function listCmsPages(context: CatalogAdminContext, query: AdminCmsListQuery) {
  const { rows, total } = await createCmsWriter(context.db).listPages(filterOf(query));
  return pageOf(
    rows.map((row) => {
      const {
        content: _content,
        meta_title: _title,
        meta_description: _description,
        ...page
      } = presentAdminCmsPage(row);
      return page;
    }),
    total,
    query,
  );
}

export async function listCmsBlocks(context: CatalogAdminContext, query: AdminCmsListQuery) {
  const { rows, total } = await createCmsWriter(context.db).listBlocks(filterOf(query));
  return pageOf(
    rows.map((row) => {
      const { content: _content, ...block } = presentAdminCmsBlock(row);
      return block;
    }),
    total,
    query,
  );
}

const finders = {
  page: async (writer: CmsWriter, id: number) => {
    const row = await writer.findPage({ id });
    return row && presentAdminCmsPage(row);
  },
  block: async (writer: CmsWriter, id: number) => {
    const row = await writer.findBlock({ id });
    return row && presentAdminCmsBlock(row);
  },
};

export async function getCmsEntry<K extends Kind>(
  context: CatalogAdminContext,
  kind: K,
  id: number,
): Promise<Dto<K>> {
  const found = await finders[kind](createCmsWriter(context.db), id);
  if (!found) throw new NotFoundError(`No CMS ${kind} ${id}`);
  return found as Dto<K>;
}

/**
 * One CMS change in one transaction with its audit entry. The storefront reads pages and blocks per request, so the
 * change shows at once; an identifier is unique among pages (blocks) — 409.
 */
async function changeCms<K extends Kind>(
  context: CatalogAdminContext,
  actor: AuditActor,
  kind: K,
  id: number | null,
  action: 'create' | 'update' | 'delete',
  work: (writer: CmsWriter, now: string, before: Dto<K> | null) => Promise<number | void>,
): Promise<Dto<K> | null> {
  const write = () =>
    context.db.transaction().execute(async (trx) => {
      const writer = createCmsWriter(trx);
      const before = id === null ? null : ((await finders[kind](writer, id)) as Dto<K> | undefined);
      if (before === undefined) throw new NotFoundError(`No CMS ${kind} ${id}`);
      const now = nextStamp(context.now(), before?.updated_at);
      const changedId = (await work(writer, now, before)) ?? id!;
      const after = action === 'delete' ? null : ((await finders[kind](writer, changedId)) as Dto<K>);
      const diff = after ? changedFields(before, after) : { before: before && { ...before }, after: null };
      await recordAudit(
        trx,
        actor,
        {
          action: `cms_${kind}.${action}`,
          entityType: `cms_${kind}`,
          entityId: changedId,
          summary: `CMS ${kind} ${(after ?? before)?.identifier} ${action}d`,
          ...diff,
        },
        now,
      );
      return after;
    });
  return conflictOnUnique(write, `identifier: the identifier is taken by another ${kind}`);
}

async function requireFreeIdentifier(
  writer: CmsWriter,
  kind: Kind,
  identifier: string,
  exceptId: number | null,
) {
  const owner =
    kind === 'page' ? await writer.findPage({ identifier }) : await writer.findBlock({ identifier });
  if (owner && owner.id !== exceptId)
    throw new AppError(409, `identifier: "${identifier}" is the identifier of another ${kind} (${owner.id})`);
}

function requireFresh(
  before: { updated_at: string; identifier: string } | null,
  updatedAt: string,
  kind: Kind,
) {
  if (before && before.updated_at !== updatedAt)
    throw new AppError(409, `CMS ${kind} ${before.identifier} was ${STALE_EDIT}`);
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
const defined = <T extends object>(columns: T) =>
  Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function createCmsPage(
  context: CatalogAdminContext,
  actor: AuditActor,
  input: AdminCmsPageCreateInput,
) {
  return (await changeCms(context, actor, 'page', null, 'create', async (writer, now) => {
    await requireFreeIdentifier(writer, 'page', input.identifier, null);
    return writer.insertPage({ ...input, is_active: input.is_active ? 1 : 0, updated_at: now });
  }))!;
}

export async function updateCmsPage(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
  input: AdminCmsPageUpdateInput,
) {
  return (await changeCms(context, actor, 'page', id, 'update', async (writer, now, before) => {
    requireFresh(before, input.updated_at, 'page');
    if (input.identifier !== undefined) await requireFreeIdentifier(writer, 'page', input.identifier, id);
    const { updated_at: _read, is_active, ...columns } = input;
    await writer.updatePage(id, {
      ...defined(columns),
      ...defined({ is_active: flag(is_active) }),
      updated_at: now,
    });
  }))!;
}

export async function createCmsBlock(
  context: CatalogAdminContext,
  actor: AuditActor,
  input: AdminCmsBlockCreateInput,
) {
  return (await changeCms(context, actor, 'block', null, 'create', async (writer, now) => {
    await requireFreeIdentifier(writer, 'block', input.identifier, null);
    return writer.insertBlock({ ...input, is_active: input.is_active ? 1 : 0, updated_at: now });
  }))!;
}

export async function updateCmsBlock(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
  input: AdminCmsBlockUpdateInput,
) {
  return (await changeCms(context, actor, 'block', id, 'update', async (writer, now, before) => {
    requireFresh(before, input.updated_at, 'block');
    if (input.identifier !== undefined) await requireFreeIdentifier(writer, 'block', input.identifier, id);
    const { updated_at: _read, is_active, ...columns } = input;
    await writer.updateBlock(id, {
      ...defined(columns),
      ...defined({ is_active: flag(is_active) }),
      updated_at: now,
    });
  }))!;
}

export async function deleteCmsEntry(
  context: CatalogAdminContext,
  actor: AuditActor,
  kind: Kind,
  id: number,
  updatedAt: string,
): Promise<true> {
  await changeCms(context, actor, kind, id, 'delete', async (writer, _now, before) => {
    requireFresh(before, updatedAt, kind);
    await (kind === 'page' ? writer.deletePage(id) : writer.deleteBlock(id));
  });
  return true;
}
