// The gallery's background work: verifying an upload's stored copy and removing a deleted file's bytes.
import type { Platform } from '../../platform/index.js';
import { GALLERY_DELETE_JOB, GALLERY_PROCESS_JOB, type GalleryJobPayload, type GalleryService } from './service.js';

export function registerGalleryJobs(p: Platform, service: GalleryService): void {
  p.jobs.register(GALLERY_PROCESS_JOB, (payload) => service.finishUpload(payload as GalleryJobPayload));
  p.jobs.register(GALLERY_DELETE_JOB, (payload) => service.finishDeletion(payload as GalleryJobPayload));
}
