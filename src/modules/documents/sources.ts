// What tickets read from other areas, answered by those areas' own services (never their tables): the catalog's
// departure and product for the meeting point, the workspace's name, the gallery's logo bytes.
import { NotFoundError, orNullIfNotFound } from '../../platform/errors.js';
import type { CatalogServices } from '../catalog/module.js';
import type { GalleryService } from '../gallery/service.js';
import type { WorkspacesService } from '../workspaces/service.js';
import type { LogoImage, MeetingPoint, TicketBookings, TicketCatalog, TicketSources } from './ports.js';

/** A logo larger than this is not drawn (a ticket needs a small image; a huge one would only slow every PDF). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

const LOGO_TYPES: Record<string, LogoImage['type']> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

function catalogForTickets(catalog: CatalogServices): TicketCatalog {
  return {
    async meetingPoint(workspaceId, productId, departureId): Promise<MeetingPoint | null> {
      const departure = await orNullIfNotFound(catalog.departures.get(workspaceId, departureId));
      if (departure?.meetingPoint)
        return { name: departure.meetingPoint.name, address: departure.meetingPoint.address ?? null };
      const location = (await orNullIfNotFound(catalog.products.get(workspaceId, productId)))?.location;
      if (!location) return null;
      const place = [location.city, location.region].filter(Boolean).join(', ');
      if (location.address) return { name: location.address, address: place || null };
      return place ? { name: place, address: null } : null;
    },
  };
}

export function ticketSources(areas: {
  bookings: TicketBookings;
  catalog: CatalogServices;
  workspaces: Pick<WorkspacesService, 'findWorkspace'>;
  gallery: Pick<GalleryService, 'download'>;
}): TicketSources {
  return {
    bookings: areas.bookings,
    catalog: catalogForTickets(areas.catalog),
    async workspaceName(workspaceId) {
      const workspace = await areas.workspaces.findWorkspace(workspaceId);
      if (!workspace) throw new NotFoundError('Workspace');
      return workspace.name;
    },
    async logo(workspaceId, fileId) {
      const file = await orNullIfNotFound(areas.gallery.download(workspaceId, fileId));
      if (!file) return null;
      const type = LOGO_TYPES[file.mimeType];
      if (!type || file.size > MAX_LOGO_BYTES) {
        file.stream.destroy();
        return null;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return { bytes: Buffer.concat(chunks), type };
    },
  };
}
