import { filesContract, filesOfPath, type ListResponse, type ProjectAllocationsResponse, projectsContract, type StoredFile } from '@harmony/shared';
import type { ProjectRow } from '../../../components/projects/project-cells';
import { api } from '../../../lib/api';

const project = projectsContract.itemPath;
const projectFiles = (id: number) => filesOfPath(projectsContract.name, id);

/** The calls of the project details screen, one function each. */
export const fetchProject = (id: number) => api.get<ProjectRow>(project(id));

export const fetchAllocations = (id: number, from: string, to: string) =>
  api.get<ProjectAllocationsResponse>(`${project(id)}/allocations?from=${from}&to=${to}`, { silent: true });

export const fetchProjectFiles = (id: number) => api.get<ListResponse<StoredFile>>(`${projectFiles(id)}?per_page=100`, { silent: true });

/** POST filesOfPath('projects', id) as multipart files[0…n]: all stored or none. */
export function uploadProjectFiles(id: number, files: readonly File[]) {
  const body = new FormData();
  files.forEach((file, i) => body.append(`files[${i}]`, file, file.name));
  return api.post<{ data: StoredFile[]; message: string }>(projectFiles(id), body);
}

export const deleteFile = (fileId: number) => api.delete<{ id: number; message: string }>(filesContract.itemPath(fileId));

export const projectDetailsKeys = {
  allocations: (id: number, from: string, to: string) => ['project-allocations', id, from, to] as const,
  files: (id: number) => ['project-files', id] as const,
};
