import type { Category, SizeGuide } from '@atelier/api-client';
import type { SizeGuideBody } from '@atelier/api-client/schemas';
import { deleteSizeGuide, findSizeGuide, saveSizeGuide } from '../db/sizeGuides';
import { SIZE_GUIDES } from '../messages';
import type { ServiceContext } from './context';
import { notFound } from './errors';

/** Extension size-guides: one guide per category, read by anyone, replaced by admins. */
export function createSizeGuideService({ db }: ServiceContext) {
  return {
    async get(category: Category): Promise<SizeGuide> {
      const guide = await findSizeGuide(db, category);
      if (!guide) throw notFound(SIZE_GUIDES.notFound);
      return guide;
    },
    save: (category: Category, body: SizeGuideBody): Promise<SizeGuide> =>
      saveSizeGuide(db, { category, measurements: body.measurements, rows: body.rows }),
    async remove(category: Category): Promise<void> {
      if (!(await deleteSizeGuide(db, category))) throw notFound(SIZE_GUIDES.notFound);
    },
  };
}
