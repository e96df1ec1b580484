import type { ListResponse, ProjectAllocationsResponse, StoredFile } from '@harmony/shared';
import type { ProjectRow } from '../../resources/projects/project-cells';
import { api } from '../../lib/api';

/** The calls of the project details screen, one function each. */
export const fetchProject = (id: number) => api.get<ProjectRow>(`/api/projects/${id}`);

export const fetchAllocations = (id: number, from: string, to: string) =>
  api.get<ProjectAllocationsResponse>(`/api/projects/${id}/allocations?from=${from}&to=${to}`, { silent: true });

export const fetchProjectFiles = (id: number) => api.get<ListResponse<StoredFile>>(`/api/projects/${id}/files?per_page=100`, { silent: true });

/** POST /api/projects/{id}/files as multipart files[0…n]: all stored or none. */
export function uploadProjectFiles(id: number, files: readonly File[]) {
  const body = new FormData();
  files.forEach((file, i) => body.append(`files[${i}]`, file, file.name));
  return api.post<{ data: StoredFile[]; message: string }>(`/api/projects/${id}/files`, body);
}

export const deleteFile = (fileId: number) => api.delete<{ id: number; message: string }>(`/api/files/${fileId}`);

export const projectDetailsKeys = {
  allocations: (id: number, from: string, to: string) => ['project-allocations', id, from, to] as const,
  files: (id: number) => ['project-files', id] as const,
};
