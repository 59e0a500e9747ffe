// Public entry of the catalog cache.
export {
  createCatalogService,
  CATALOG_STALE_MS,
  type CatalogService,
  type CatalogServiceOptions,
} from './catalogService';
