// The gallery: uploaded files (streamed to disk, verified by a job), their metadata, their deletion, and the sweep
// of stored bytes no committed row refers to.
import type { Module } from '../../platform/module.js';
import { galleryMigrations } from './migrations.js';
import { galleryRoutes } from './routes.js';
import { GALLERY_DELETE_JOB, GALLERY_PROCESS_JOB, GalleryService, type GalleryDeps } from './service.js';
import { DiskStorage } from './storage.js';

export interface GalleryModuleDeps extends GalleryDeps {
  config: GalleryDeps['config'] & { galleryDir: string };
}

export function createGalleryModule(deps: GalleryModuleDeps): Module<GalleryService> {
  const service = new GalleryService(deps, new DiskStorage(deps.config.galleryDir));
  return {
    name: 'gallery',
    migrations: galleryMigrations,
    services: service,
    routes: (app) => galleryRoutes(app, service),
    jobs: {
      [GALLERY_PROCESS_JOB]: (payload) => service.finishUpload(payload),
      [GALLERY_DELETE_JOB]: (payload) => service.finishDeletion(payload),
    },
    retention: [{ name: 'gallery_orphans', purgeBatch: (nowMs, limit) => service.sweepOrphans(nowMs, limit) }],
  };
}
