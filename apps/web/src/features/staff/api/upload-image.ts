import { apiPaths, type ImagePair } from '@soccer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import type { SecureFetch } from './staff-http';

/** Uploads a photo as it is; the server answers its large and small images, or a 400 / 413. */
export const uploadImage = (secureFetch: SecureFetch, file: Blob) =>
  secureFetch<ImagePair>(apiPaths.adminImages, { method: 'POST', body: file });

/** A staff member's photo upload (the catalogue's details forms). */
export function useUploadImage() {
  const { secureFetch } = useHttp();
  return useMutation({ mutationFn: (file: Blob) => uploadImage(secureFetch, file) });
}
