// The media module's front door: what other modules, the seed and the app may use of it.
export { type ImageFields, imageFieldsOf } from './image-urls';
export { registerMediaRoutes } from './media-routes';
export { type ProcessedImage, processImage } from './process-image';
export { removeStoredKeys } from './remove-stored-keys';
export { type MediaRow, saveProcessedImage } from './save-processed-image';
