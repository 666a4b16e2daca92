export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { FileUpload, type FileUploadProps } from './FileUpload';
export { checkFile, uploadFile } from './uploadApi';
