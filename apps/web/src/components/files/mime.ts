/** Whether a stored file is a picture (drawn as a thumbnail rather than an icon). */
export const isImage = (mime: string): boolean => mime.startsWith('image/');
