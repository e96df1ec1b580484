export { contentMatches } from './content.js';
export { contentDisposition, extensionOf, sanitizeFileName } from './names.js';
export { FileStorage } from './storage.js';
export { receiveUploads, type ReceivedFile, type UploadIssue } from './receive.js';
export { discardRendered, hasVariants, renderVariants, type Rendered, type RenderedVariant } from './variants.js';
