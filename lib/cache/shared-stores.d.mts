export interface DataCacheStore {
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
}
export interface PageCacheStore {
  revalidateTag(tag: string): Promise<void>;
}
export function dataCacheStore(): DataCacheStore | null;
export function buildIdIn(distDir: string): string;
export function pageCacheStore(buildId: string): PageCacheStore | null;
