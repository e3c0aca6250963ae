// A product's images: gallery files of the same workspace, in the order given, with their alt text. The rows keep
// the file's content type as it was when chosen, so a product answer needs no read of the gallery; the bytes stay
// the gallery's (its download, and the booking page's public route for images of products on the page).
import type { Executor } from '../../platform/db/index.js';
import { UnprocessableError, ValidationError } from '../../platform/errors.js';
import type { ProductMedia, ProductMediaInput } from './product-schemas.js';

export type ProductMediaTables = {
  product_media: {
    workspace_id: string;
    product_id: string;
    /** 0-based order: the first image is the product's card image. */
    position: number;
    file_id: string;
    mime_type: string;
    alt_text: string | null;
  };
};

/** What the catalog needs of the gallery: the workspace's files among ids (another workspace's are absent). */
export interface MediaFiles {
  kinds(
    db: Executor,
    workspaceId: string,
    ids: readonly string[],
  ): Promise<Map<string, { kind: string; mimeType: string; status: string }>>;
}

const t = (db: Executor) => db.withTables<ProductMediaTables>();

export const mediaStore = {
  async ofProducts(db: Executor, workspaceId: string, productIds: readonly string[]) {
    const out = new Map<string, ProductMedia[]>();
    if (productIds.length === 0) return out;
    const rows = await t(db)
      .selectFrom('product_media')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    for (const r of rows) {
      const list = out.get(r.product_id) ?? [];
      list.push(toMedia(r));
      out.set(r.product_id, list);
    }
    return out;
  },

  async replace(db: Executor, workspaceId: string, productId: string, media: ProductMediaTables['product_media'][]) {
    await t(db)
      .deleteFrom('product_media')
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .execute();
    if (media.length) await t(db).insertInto('product_media').values(media).execute();
  },

  /** The ids and statuses of the workspace's products showing the file. */
  productsShowing: (db: Executor, workspaceId: string, fileId: string) =>
    t(db)
      .withTables<{ products: { id: string; workspace_id: string; status: string; source: string } }>()
      .selectFrom('product_media')
      .innerJoin('products', (j) =>
        j
          .onRef('products.workspace_id', '=', 'product_media.workspace_id')
          .onRef('products.id', '=', 'product_media.product_id'),
      )
      .select(['products.id', 'products.status', 'products.source'])
      .where('product_media.workspace_id', '=', workspaceId)
      .where('product_media.file_id', '=', fileId)
      .execute(),
};

function toMedia(r: ProductMediaTables['product_media']): ProductMedia {
  return {
    fileId: r.file_id,
    type: 'image',
    mimeType: r.mime_type,
    altText: r.alt_text,
    url: `/v1/gallery/download/${r.file_id}`,
  };
}

/**
 * The rows of a media body, each checked against the gallery: a file of the workspace (422 MEDIA_FILE_NOT_FOUND
 * otherwise, another workspace's included), an image whose content was verified (422 MEDIA_NOT_AN_IMAGE).
 */
export async function mediaRows(
  db: Executor,
  files: MediaFiles,
  workspaceId: string,
  productId: string,
  media: ProductMediaInput,
): Promise<ProductMediaTables['product_media'][]> {
  const known = await files.kinds(db, workspaceId, [...new Set(media.map((m) => m.fileId))]);
  const seen = new Set<string>();
  return media.map((m, i) => {
    const field = `media[${i}].fileId`;
    const file = known.get(m.fileId);
    if (!file)
      throw new UnprocessableError('MEDIA_FILE_NOT_FOUND', 'No such file in the gallery', {
        field,
        message: "is not a file of the workspace's gallery",
      });
    if (file.kind !== 'image' || file.status !== 'completed')
      throw new UnprocessableError('MEDIA_NOT_AN_IMAGE', 'Only verified images can be shown on a product', {
        field,
        message: file.kind !== 'image' ? `is a ${file.kind}, not an image` : `is ${file.status}, not a verified image`,
      });
    if (seen.has(m.fileId)) throw new ValidationError(field, 'is already listed');
    seen.add(m.fileId);
    const alt = m.altText?.trim();
    return {
      workspace_id: workspaceId,
      product_id: productId,
      position: i,
      file_id: m.fileId,
      mime_type: file.mimeType,
      alt_text: alt ? alt : null,
    };
  });
}
